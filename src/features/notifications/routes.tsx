import type { RouteObject } from 'react-router-dom';

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

/** Notification recipients: the list, with the add and delete dialogs over it. Relative paths for /legacy. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: () => import('./components/NotificationsPage').then((module) => ({ Component: module.NotificationsPage })),
    children: [
      { index: true, Component: NoDialog },
      {
        path: 'new',
        lazy: () => import('./components/AddRecipientDialog').then((module) => ({ Component: module.AddRecipientDialog })),
      },
      {
        path: ':id/delete',
        lazy: () => import('./components/DeleteRecipientDialog').then((module) => ({ Component: module.DeleteRecipientDialog })),
      },
    ],
  },
];
