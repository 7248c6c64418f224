import { contactProfileRoutes } from '@/features/contact-profile/routes';
import { contactsAreaTable } from './area-table';

/** /contacts/profile/:id and /contacts/new. */
export const contactProfileSectionRoutes = contactsAreaTable(contactProfileRoutes);
