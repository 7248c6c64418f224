import { contactExportsRoutes } from '@/features/contact-exports/routes';
import { contactsAreaTable } from './area-table';

/** /contacts/exports/…. */
export const exportsSectionRoutes = contactsAreaTable(contactExportsRoutes);
