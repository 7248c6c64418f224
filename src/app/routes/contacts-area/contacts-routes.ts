import { allContactsDialogRoutes, contactsRoutes } from '@/features/contacts/routes';
import { contactsAreaTable } from './area-table';

/** /contacts (all contacts with the lists beside them) and /contacts/all. */
export const contactsSectionRoutes = contactsAreaTable([
  {
    lazy: () => import('./ContactsOverviewRoute').then((module) => ({ Component: module.ContactsOverviewRoute })),
    children: allContactsDialogRoutes,
  },
  ...contactsRoutes,
]);
