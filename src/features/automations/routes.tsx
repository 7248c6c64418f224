import type { LoaderFunction, RouteObject } from 'react-router-dom';

/** The index alone: no dialog open over it. */
const NoDialog = () => null;

/**
 * The automations area's screens of this feature, relative to the area's root (spec §2): the index with
 * its bulk_delete, selector and :id/delete dialogs, and the choose page. `validId` is the route loader
 * that turns an id that is not a UUID into the 404 page.
 */
export const automationsRoutes = (validId: LoaderFunction): RouteObject[] => [
  {
    lazy: () => import('./components/AutomationsPage').then((module) => ({ Component: module.AutomationsPage })),
    children: [
      { index: true, Component: NoDialog },
      { path: 'bulk_delete', lazy: () => import('./components/BulkDeleteDialog').then((module) => ({ Component: module.BulkDeleteDialog })) },
      { path: 'selector', lazy: () => import('./components/CreateAutomationDialog').then((module) => ({ Component: module.CreateAutomationDialog })) },
      {
        path: ':id/delete',
        loader: validId,
        lazy: () => import('./components/DeleteAutomationDialog').then((module) => ({ Component: module.DeleteAutomationDialog })),
      },
    ],
  },
  { path: 'choose', lazy: () => import('./components/ChooseStartPage').then((module) => ({ Component: module.ChooseStartPage })) },
];
