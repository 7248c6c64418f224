import type { RouteObject } from 'react-router-dom';

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

/** What the app composes into the dynamic templates from other features (see src/app/routes/dynamic-templates). */
export interface DynamicTemplatesComposition {
  /** The version editor at `:id/version/:versionId/*`: its sub-screens (preview, test_data, legacy_tags…) are nested paths. */
  editorRoute: Omit<RouteObject, 'path' | 'index' | 'children'>;
  /** Checks the ids of an address (a `d-…` template id, UUID version and design ids) before a screen opens. */
  idsLoader(...names: string[]): NonNullable<RouteObject['loader']>;
}

/**
 * The dynamic templates (the spec's routes): the index with create, rename (`edit`), duplicate and delete
 * as dialogs over it, and a version's delete; a new version's page; and the version editor, whose
 * `preview` sub-screen is the spec's version preview.
 */
export const dynamicTemplatesRoutes = ({ editorRoute, idsLoader }: DynamicTemplatesComposition): RouteObject[] => [
  {
    path: 'dynamic-templates',
    children: [
      {
        lazy: () => import('./components/TemplatesPage').then((module) => ({ Component: module.TemplatesPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: 'new', lazy: () => import('./components/CreateTemplateDialog').then((module) => ({ Component: module.CreateTemplateDialog })) },
          {
            path: ':id/edit',
            loader: idsLoader('id'),
            lazy: () => import('./components/RenameTemplateDialog').then((module) => ({ Component: module.RenameTemplateDialog })),
          },
          {
            path: ':id/duplicate',
            loader: idsLoader('id'),
            lazy: () => import('./components/DuplicateTemplateDialog').then((module) => ({ Component: module.DuplicateTemplateDialog })),
          },
          {
            path: ':id/delete',
            loader: idsLoader('id'),
            lazy: () => import('./components/DeleteTemplateDialog').then((module) => ({ Component: module.DeleteTemplateDialog })),
          },
          {
            path: ':id/versions/:versionId/delete',
            loader: idsLoader('id', 'versionId'),
            lazy: () => import('./components/DeleteVersionDialog').then((module) => ({ Component: module.DeleteVersionDialog })),
          },
        ],
      },
      {
        path: ':id/versions/new',
        loader: idsLoader('id'),
        lazy: () => import('./components/NewVersionPage').then((module) => ({ Component: module.NewVersionPage })),
      },
      {
        path: ':id/versions/new/selector/template/:templateId',
        loader: idsLoader('id', 'templateId'),
        lazy: () => import('./components/NewVersionPage').then((module) => ({ Component: module.NewVersionPage })),
      },
      { path: ':id/version/:versionId/*', loader: idsLoader('id', 'versionId'), ...editorRoute },
    ],
  },
];
