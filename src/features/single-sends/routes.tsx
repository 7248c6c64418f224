import type { LoaderFunction, RouteObject } from 'react-router-dom';
import type { CreationType } from './components/CreateSelectorPage';

/** The index alone: no dialog open over it. */
const NoDialog = () => null;

const selector = (creationType: CreationType): RouteObject => ({
  path: creationType,
  lazy: () =>
    import('./components/CreateSelectorPage').then(({ CreateSelectorPage }) => ({ Component: () => <CreateSelectorPage creationType={creationType} /> })),
  // The tabs are child paths of one page, so choosing a tab keeps the page (and focus) in place.
  children: [
    { index: true, Component: NoDialog },
    { path: 'selector/:templateType', Component: NoDialog },
  ],
});

const template = (creationType: CreationType): RouteObject => ({
  path: `${creationType}/selector/template/:templateId`,
  lazy: () =>
    import('./components/TemplateStartPage').then(({ TemplateStartPage }) => ({ Component: () => <TemplateStartPage creationType={creationType} /> })),
});

/**
 * The single-sends area's screens of this feature, relative to the area's root (spec §2): the index with
 * its bulk_delete and :id/delete dialogs, every creation route, and :id/preview. `validId` is the route
 * loader that turns an id that is not a UUID into the 404 page.
 */
export const singleSendsRoutes = (validId: LoaderFunction): RouteObject[] => [
  {
    lazy: () => import('./components/SingleSendsPage').then((module) => ({ Component: module.SingleSendsPage })),
    children: [
      { index: true, Component: NoDialog },
      { path: 'bulk_delete', lazy: () => import('./components/BulkDeleteDialog').then((module) => ({ Component: module.BulkDeleteDialog })) },
      {
        path: ':id/delete',
        loader: validId,
        lazy: () => import('./components/DeleteSingleSendDialog').then((module) => ({ Component: module.DeleteSingleSendDialog })),
      },
    ],
  },
  selector('new'),
  selector('create-design'),
  template('new'),
  template('create-design'),
  {
    // /single-sends/selector/:templateType/new: the selector, its tab named first.
    path: 'selector/:templateType/new',
    lazy: () => import('./components/CreateSelectorPage').then(({ CreateSelectorPage }) => ({ Component: () => <CreateSelectorPage creationType="new" /> })),
  },
  {
    path: ':id/preview',
    loader: validId,
    lazy: () => import('./components/SingleSendPreviewPage').then((module) => ({ Component: module.SingleSendPreviewPage })),
  },
];
