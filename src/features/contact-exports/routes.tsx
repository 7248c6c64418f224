import type { RouteObject } from 'react-router-dom';

/** Active Exports, relative to the contacts area; removing one is a dialog over the page. */
export const contactExportsRoutes: RouteObject[] = [
  {
    path: 'exports',
    lazy: () => import('./components/ExportsPage').then((module) => ({ Component: module.ExportsPage })),
    children: [
      {
        path: 'delete-export/:id',
        lazy: () => import('./components/DeleteExportDialog').then((module) => ({ Component: module.DeleteExportDialog })),
      },
    ],
  },
];
