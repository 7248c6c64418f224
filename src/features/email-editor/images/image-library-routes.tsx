import type { RouteObject } from 'react-router-dom';

/** The library alone: no dialog open over it. */
const NoDialog = () => null;

/**
 * The design library's images area (spec §2: /:id/details, /:id/editor, /:id/details/delete) with
 * relative paths, for the host to mount where the your-images tab lives (/design-library/images). Each
 * screen loads on first visit.
 */
export const imageLibraryRoutes: RouteObject[] = [
  {
    lazy: () => import('./ImageLibraryPage').then((module) => ({ Component: module.ImageLibraryPage })),
    children: [
      { index: true, Component: NoDialog },
      {
        path: ':id/details',
        lazy: () => import('./components/ImageDetailsDialog').then((module) => ({ Component: module.ImageDetailsDialog })),
        children: [
          {
            path: 'delete',
            lazy: () => import('./components/DeleteImageDialog').then((module) => ({ Component: module.DeleteLibraryImageDialog })),
          },
        ],
      },
      {
        path: ':id/editor',
        lazy: () => import('./components/ImageEditorDialog').then((module) => ({ Component: module.ImageEditorDialog })),
      },
    ],
  },
];
