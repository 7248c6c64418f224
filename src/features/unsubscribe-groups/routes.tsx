import { Navigate, type RouteObject } from 'react-router-dom';

/** The edit page alone: no dialog open over it. */
const NoDialog = () => null;

/** A path without its preview tab opens the unsubscribe-page preview. */
const toUnsubscribePreview = <Navigate to="preview/unsubscribe" replace />;

/**
 * Unsubscribe group screens (the spec's route table); each page loads on first visit. Relative paths
 * let the same tree sit under /legacy.
 */
export const unsubscribeGroupsRoutes: RouteObject[] = [
  {
    path: 'unsubscribe-groups',
    children: [
      {
        index: true,
        lazy: () => import('./components/UnsubscribeGroupsPage').then((module) => ({ Component: module.UnsubscribeGroupsPage })),
      },
      { path: 'new', element: toUnsubscribePreview },
      {
        path: 'new/preview/:type',
        lazy: () => import('./components/CreateGroupPage').then((module) => ({ Component: module.CreateGroupPage })),
      },
      { path: ':id/edit', element: toUnsubscribePreview },
      {
        path: ':id/edit/preview/:type',
        lazy: () => import('./components/EditGroupPage').then((module) => ({ Component: module.EditGroupPage })),
        children: [
          { index: true, Component: NoDialog },
          {
            path: 'delete',
            lazy: () => import('./components/DeleteGroupDialog').then((module) => ({ Component: module.DeleteGroupDialog })),
          },
        ],
      },
      { path: ':id/preview', element: <Navigate to="unsubscribe" replace /> },
      {
        path: ':id/preview/:type',
        lazy: () => import('./components/PreviewGroupPage').then((module) => ({ Component: module.PreviewGroupPage })),
      },
      {
        path: ':groupId/suppressions/add/manual',
        lazy: () => import('./components/ManualAddPage').then((module) => ({ Component: module.ManualAddPage })),
      },
      {
        path: ':groupId/upload-csv',
        lazy: () => import('./components/UploadCsvPage').then((module) => ({ Component: module.UploadCsvPage })),
      },
    ],
  },
];
