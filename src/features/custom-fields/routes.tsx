import type { RouteObject } from 'react-router-dom';

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

/**
 * Custom Fields: the list, with create, rename and delete as dialogs over it (each its own address).
 * Relative paths let the same tree sit under /legacy, where creating goes through the legacy API.
 */
export const customFieldsRoutes: RouteObject[] = [
  {
    path: 'custom-fields',
    children: [
      {
        lazy: () => import('./components/CustomFieldsPage').then((module) => ({ Component: module.CustomFieldsPage })),
        children: [
          { index: true, Component: NoDialog },
          {
            path: 'new',
            lazy: () =>
              import('./components/CreateCustomFieldDialog').then((module) => ({ Component: module.CreateCustomFieldDialog })),
          },
          {
            path: 'edit/:id',
            lazy: () =>
              import('./components/EditCustomFieldDialog').then((module) => ({ Component: module.EditCustomFieldDialog })),
          },
          {
            path: ':id/delete',
            lazy: () =>
              import('./components/DeleteCustomFieldDialog').then((module) => ({ Component: module.DeleteCustomFieldDialog })),
          },
        ],
      },
    ],
  },
];
