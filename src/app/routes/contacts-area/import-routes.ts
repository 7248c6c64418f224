import { contactImportRoutes } from '@/features/contact-import/routes';
import { contactsAreaTable } from './area-table';

/** /contacts/import/…. */
export const importSectionRoutes = contactsAreaTable(contactImportRoutes);
