import type { RouteObject } from 'react-router-dom';

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

/** Senders screens; each page loads on first visit. Relative paths let the same tree sit under /legacy. */
export const sendersRoutes: RouteObject[] = [
  {
    path: 'senders',
    children: [
      {
        lazy: () => import('./components/SendersPage').then((module) => ({ Component: module.SendersPage })),
        children: [
          { index: true, Component: NoDialog },
          {
            path: ':id/delete',
            lazy: () =>
              import('./components/DeleteSenderDialog').then((module) => ({ Component: module.DeleteSenderDialog })),
          },
        ],
      },
      {
        path: 'new',
        lazy: () => import('./components/CreateSenderPage').then((module) => ({ Component: module.CreateSenderPage })),
      },
      {
        path: 'info',
        lazy: () => import('./components/SendersInfoPage').then((module) => ({ Component: module.SendersInfoPage })),
      },
      {
        path: ':id/edit',
        lazy: () => import('./components/EditSenderPage').then((module) => ({ Component: module.EditSenderPage })),
      },
    ],
  },
];
