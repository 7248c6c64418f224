import type { RouteObject } from 'react-router-dom';

/** The index alone: no dialog open over it. */
const NoDialog = () => null;

const deleteDialog = () => import('./components/DeleteSegmentDialog').then((module) => ({ Component: module.DeleteSegmentDialog }));
const builderPage = () => import('./components/SegmentBuilderPage').then((module) => ({ Component: module.SegmentBuilderPage }));

/**
 * Segments, relative to the contacts area (mounted under /contacts and /legacy/contacts): the index with
 * the delete dialogs over it (V2 and V1), the builder (create, edit, duplicate) and the detail.
 */
export const segmentsRoutes: RouteObject[] = [
  {
    path: 'segments',
    children: [
      {
        lazy: () => import('./components/SegmentsPage').then((module) => ({ Component: module.SegmentsPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: ':id/delete', lazy: deleteDialog },
          { path: 'v1/:id/delete', lazy: deleteDialog },
        ],
      },
      { path: 'create', lazy: builderPage },
      { path: ':id/edit', lazy: builderPage },
      { path: 'duplicate/:id', lazy: builderPage },
      {
        path: ':id',
        lazy: () => import('./components/SegmentDetailPage').then((module) => ({ Component: module.SegmentDetailPage })),
      },
    ],
  },
];
