import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

export interface ListsRoutesOptions {
  /** The body of a list's page: its contacts (the contacts feature's list-scoped table). */
  listContacts(list: { id: string; name: string }): ReactNode;
  /** The routes that table opens over the list's page (a contact's delete). */
  listContactRoutes: RouteObject[];
}

/** The list alone: no dialog open over it. */
const NoDialog = () => null;

/**
 * The lists' screens, relative to the contacts area (mounted at /contacts and /legacy/contacts): create,
 * rename, and a list's page with its rename and delete dialogs and the contacts table's own dialogs.
 */
export const listsRoutes = ({ listContacts, listContactRoutes }: ListsRoutesOptions): RouteObject[] => [
  {
    path: 'new_list',
    lazy: () => import('./components/CreateListPage').then((module) => ({ Component: module.CreateListPage })),
  },
  {
    path: 'edit/:id',
    lazy: () => import('./components/EditListPage').then((module) => ({ Component: module.EditListPage })),
  },
  {
    path: 'lists/:id',
    lazy: () =>
      import('./components/ListDetailPage').then(({ ListDetailPage }) => ({
        Component: () => <ListDetailPage listContacts={listContacts} />,
      })),
    children: [
      { index: true, Component: NoDialog },
      {
        path: 'edit',
        lazy: () => import('./components/RenameListDialog').then((module) => ({ Component: module.RenameListDialog })),
      },
      {
        path: 'delete',
        lazy: () => import('./components/DeleteListDialog').then((module) => ({ Component: module.DeleteListDialog })),
      },
      ...listContactRoutes,
    ],
  },
];
