import type { RouteObject } from 'react-router-dom';

/** The page alone: no dialog open over it. */
const NoDialog = () => null;

const deleteDialog = {
  path: ':integrationId/delete',
  lazy: () => import('./components/DeleteIntegrationDialog').then((module) => ({ Component: module.DeleteIntegrationDialog })),
};

const editPage = {
  path: ':integrationId/edit',
  lazy: () => import('./components/EditIntegrationPage').then((module) => ({ Component: module.EditIntegrationPage })),
};

/**
 * Integrations screens (spec §2's route table); each page loads on first visit. Relative paths let the
 * same tree sit under /legacy. Every /:destination route goes through DestinationLayout, which
 * lower-cases the parameter.
 */
export const integrationsRoutes: RouteObject[] = [
  {
    path: 'integrations',
    children: [
      {
        lazy: () => import('./components/IntegrationsPage').then((module) => ({ Component: module.IntegrationsPage })),
        children: [{ index: true, Component: NoDialog }, deleteDialog],
      },
      editPage,
      {
        path: ':destination',
        lazy: () => import('./components/DestinationLayout').then((module) => ({ Component: module.DestinationLayout })),
        children: [
          {
            lazy: () => import('./components/DestinationPage').then((module) => ({ Component: module.DestinationPage })),
            children: [
              { index: true, Component: NoDialog },
              deleteDialog,
              {
                path: 'disconnect',
                lazy: () =>
                  import('./components/DisconnectDestinationDialog').then((module) => ({ Component: module.DisconnectDestinationDialog })),
              },
              {
                path: 'disconnectTwilio',
                lazy: () => import('./components/DisconnectTwilioDialog').then((module) => ({ Component: module.DisconnectTwilioDialog })),
              },
            ],
          },
          {
            path: 'add',
            lazy: () => import('./components/AddIntegrationPage').then((module) => ({ Component: module.AddIntegrationPage })),
          },
          editPage,
        ],
      },
    ],
  },
];
