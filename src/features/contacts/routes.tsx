import type { RouteObject } from 'react-router-dom';

/** The page alone: no dialog open over it. */
const NoDialog = () => null;

const deleteContactRoute: RouteObject = {
  path: 'contact/:contactId/delete',
  lazy: () => import('./components/DeleteContactDialog').then((module) => ({ Component: module.DeleteContactDialog })),
};

const deleteAllRoute: RouteObject = {
  path: 'delete-all',
  lazy: () => import('./components/DeleteAllContactsDialog').then((module) => ({ Component: module.DeleteAllContactsDialog })),
};

/**
 * The dialogs over the all-contacts page, wherever it is mounted: under `all` here, and under the area's
 * index, which the composition builds (AllContactsPage with the lists section) with these as its children.
 */
export const allContactsDialogRoutes: RouteObject[] = [{ index: true, Component: NoDialog }, deleteContactRoute, deleteAllRoute];

/** Relative to the contacts area (/contacts and /legacy/contacts); each page loads on first visit. */
export const contactsRoutes: RouteObject[] = [
  {
    path: 'all',
    lazy: () => import('./components/AllContactsPage').then((module) => ({ Component: module.AllContactsPage })),
    children: allContactsDialogRoutes,
  },
];

/** The contact delete dialog over a list's detail page (the lists feature mounts these as its children). */
export const listContactRoutes: RouteObject[] = [deleteContactRoute];
