import { listContactRoutes } from '@/features/contacts/routes';
import { listsRoutes } from '@/features/lists/routes';
import { contactsAreaTable } from './area-table';
import { ListContactsSlot } from './ListContactsSlot';

/** The lists' screens: create, rename, and a list's page, which holds its contacts (the contacts feature's table). */
export const listsSectionRoutes = contactsAreaTable(listsRoutes({ listContacts: (list) => <ListContactsSlot list={list} />, listContactRoutes }));
