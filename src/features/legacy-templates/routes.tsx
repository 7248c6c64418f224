import type { RouteObject } from 'react-router-dom';

/**
 * The legacy templates (the design library's `legacy-templates` section, src/app/features.ts): the list,
 * a template with its versions (the copy dialog over it) and a version's preview, behind the templates
 * scope. Relative paths: the same tree sits under /legacy/templates (src/app/routes/feature-routes.ts).
 */
export const legacyTemplatesRoutes: RouteObject[] = [
  {
    path: 'design-library',
    children: [
      {
        path: 'legacy-templates',
        lazy: () => import('./components/TemplatesAccess').then((module) => ({ Component: module.TemplatesAccess })),
        children: [
          { index: true, lazy: () => import('./components/LegacyTemplatesPage').then((module) => ({ Component: module.LegacyTemplatesPage })) },
          {
            path: ':templateId',
            lazy: () => import('./components/LegacyTemplatePage').then((module) => ({ Component: module.LegacyTemplatePage })),
            children: [
              { index: true, Component: NoDialog },
              { path: 'versions/:versionId/copy', lazy: () => import('./components/CopyVersionDialog').then((module) => ({ Component: module.CopyVersionDialog })) },
            ],
          },
          {
            path: ':templateId/versions/:versionId/preview',
            lazy: () => import('./components/LegacyVersionPreviewPage').then((module) => ({ Component: module.LegacyVersionPreviewPage })),
          },
        ],
      },
    ],
  },
];

/** The template's page alone: no dialog open over it. */
function NoDialog() {
  return null;
}
