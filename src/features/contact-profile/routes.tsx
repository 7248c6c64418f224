import { Navigate, type RouteObject } from 'react-router-dom';

/** A tab or form alone: no dialog open over it. */
const NoDialog = () => null;

const deleteContact: RouteObject = {
  path: 'delete',
  lazy: () => import('./components/DeleteContactDialog').then((module) => ({ Component: module.DeleteContactDialog })),
};

/**
 * The contact profile and adding a contact, relative to the contacts area (mounted at /contacts and
 * /legacy/contacts). Each page and dialog loads on first visit.
 *
 * profile/:id: a tab per route (reserved-fields, custom-fields, lists), each with `edit` (the tab's
 * fields as a form, in the tab) and `delete` (delete the contact, a dialog over the tab); lists also
 * `delete/:listId` (remove the contact from that list).
 *
 * new: the add form; over it, as dialogs that keep what was typed:
 * - `list`: the lists feature's list choice (the contact goes into the lists chosen);
 * - `new-list`: create a list on the way, chosen at once;
 * - `contact-limit`: the plan's contact limit is reached, shown instead of sending, with the upgrade
 *   offer for free accounts.
 * new/contacts: the contacts added this session, processing until their job ends, then linked to their
 * profile: where the form goes once the server accepted a contact.
 */
export const contactProfileRoutes: RouteObject[] = [
  {
    path: 'profile/:id',
    lazy: () => import('./components/ContactProfilePage').then((module) => ({ Component: module.ContactProfilePage })),
    children: [
      { index: true, element: <Navigate to="reserved-fields" replace /> },
      {
        path: 'reserved-fields',
        children: [
          {
            lazy: () => import('./components/ReservedFieldsTab').then((module) => ({ Component: module.ReservedFieldsTab })),
            children: [{ index: true, Component: NoDialog }, deleteContact],
          },
          { path: 'edit', lazy: () => import('./components/EditReservedFields').then((module) => ({ Component: module.EditReservedFields })) },
        ],
      },
      {
        path: 'custom-fields',
        children: [
          {
            lazy: () => import('./components/CustomFieldsTab').then((module) => ({ Component: module.CustomFieldsTab })),
            children: [{ index: true, Component: NoDialog }, deleteContact],
          },
          { path: 'edit', lazy: () => import('./components/EditCustomFields').then((module) => ({ Component: module.EditCustomFields })) },
        ],
      },
      {
        path: 'lists',
        children: [
          {
            lazy: () => import('./components/ListsTab').then((module) => ({ Component: module.ListsTab })),
            children: [
              { index: true, Component: NoDialog },
              deleteContact,
              {
                path: 'delete/:listId',
                lazy: () => import('./components/RemoveFromListDialog').then((module) => ({ Component: module.RemoveFromListDialog })),
              },
            ],
          },
          { path: 'edit', lazy: () => import('./components/EditLists').then((module) => ({ Component: module.EditLists })) },
        ],
      },
    ],
  },
  {
    path: 'new',
    children: [
      {
        lazy: () => import('./components/AddContactPage').then((module) => ({ Component: module.AddContactPage })),
        children: [
          { index: true, Component: NoDialog },
          { path: 'list', lazy: () => import('./components/ChooseListsDialog').then((module) => ({ Component: module.ChooseListsDialog })) },
          { path: 'new-list', lazy: () => import('./components/NewListDialog').then((module) => ({ Component: module.NewListDialog })) },
          {
            path: 'contact-limit',
            lazy: () => import('./components/ContactLimitDialog').then((module) => ({ Component: module.ContactLimitDialog })),
          },
        ],
      },
      { path: 'contacts', lazy: () => import('./components/AddedContactsPage').then((module) => ({ Component: module.AddedContactsPage })) },
    ],
  },
];
