import { Navigate, type RouteObject } from 'react-router-dom';
import type { DesignLibraryTab } from './components/library-tabs';

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

const tab = (id: DesignLibraryTab) => ({ designLibraryTab: id });

/** What the app composes into the design library from other features (see src/app/routes/design-library). */
export interface DesignLibraryComposition {
  /** The your-images tab's routes, relative to `images`: the image library's pages. */
  imageRoutes: RouteObject[];
  /** The design editor of one of your designs, at `your-designs/:id/editor/*`; its sub-screens are nested paths. */
  editorRoute: Omit<RouteObject, 'path' | 'index' | 'children'>;
}

/**
 * The design library (the spec's routes): the tabs your-designs, sendgrid-designs (the system designs,
 * the `{product}-designs` value of :templateType) and images, with rename, duplicate and delete as
 * dialogs over your designs; the preview of either kind; creating a design; and the editor. Relative
 * paths: the same tree sits under /legacy/templates (src/app/routes/feature-routes.ts).
 */
export const designLibraryRoutes = ({ imageRoutes, editorRoute }: DesignLibraryComposition): RouteObject[] => [
  {
    path: 'design-library',
    children: [
      { index: true, element: <Navigate to="your-designs" replace /> },
      { path: 'my-designs', element: <Navigate to="../your-designs" replace /> },
      {
        lazy: () => import('./components/DesignLibraryPage').then((module) => ({ Component: module.DesignLibraryPage })),
        children: [
          {
            path: 'your-designs',
            handle: tab('your-designs'),
            lazy: () => import('./components/YourDesignsTab').then((module) => ({ Component: module.YourDesignsTab })),
            children: [
              { index: true, Component: NoDialog },
              {
                path: ':id/rename',
                lazy: () => import('./components/RenameDesignDialog').then((module) => ({ Component: module.RenameDesignDialog })),
              },
              {
                path: ':id/duplicate',
                lazy: () => import('./components/DuplicateDesignDialog').then((module) => ({ Component: module.DuplicateDesignDialog })),
              },
              {
                path: ':id/delete',
                lazy: () => import('./components/DeleteDesignDialog').then((module) => ({ Component: module.DeleteDesignDialog })),
              },
            ],
          },
          {
            path: 'sendgrid-designs',
            handle: tab('sendgrid-designs'),
            lazy: () => import('./components/SystemDesignsTab').then((module) => ({ Component: module.SystemDesignsTab })),
          },
          { path: 'images', handle: tab('images'), children: imageRoutes },
        ],
      },
      {
        path: ':templateType/:templateId/preview',
        lazy: () => import('./components/DesignPreviewPage').then((module) => ({ Component: module.DesignPreviewPage })),
      },
      { path: 'your-designs/:id/editor/*', ...editorRoute },
      {
        path: 'selector/new',
        lazy: () => import('./components/NewDesignPage').then((module) => ({ Component: module.NewDesignPage })),
      },
    ],
  },
];
