import type { RouteObject } from 'react-router-dom';

/** A page alone: no dialog open over it. */
const NoDialog = () => null;

/**
 * The import wizard, relative to the contacts area (the app mounts it at /contacts and /legacy/contacts).
 * Each step is its own address and page chunk; the wizard's state lives in the store, so moving between
 * steps, or leaving and coming back, loses nothing. Dialogs are child routes over their page.
 */
export const contactImportRoutes: RouteObject[] = [
  {
    path: 'import',
    children: [
      { index: true, lazy: () => import('./components/ChooseFilePage').then((module) => ({ Component: module.ChooseFilePage })) },
      {
        path: 'upload-csv',
        lazy: () => import('./components/ReadFilePage').then((module) => ({ Component: module.ReadFilePage })),
        children: [
          { index: true, Component: NoDialog },
          { path: 'contact-limit', lazy: () => import('./components/ContactLimitDialog').then((module) => ({ Component: module.ContactLimitDialog })) },
        ],
      },
      {
        path: 'map-fields',
        lazy: () => import('./components/MapFieldsPage').then((module) => ({ Component: module.MapFieldsPage })),
        children: [
          { index: true, Component: NoDialog },
          {
            path: 'create-custom-field',
            lazy: () => import('./components/CreateFieldForColumnDialog').then((module) => ({ Component: module.CreateFieldForColumnDialog })),
          },
        ],
      },
      {
        path: 'done',
        children: [
          { index: true, lazy: () => import('./components/ImportDonePage').then((module) => ({ Component: module.ImportDonePage })) },
          { path: 'new', lazy: () => import('./components/NewImportRoute').then((module) => ({ Component: module.NewImportRoute })) },
        ],
      },
    ],
  },
];
