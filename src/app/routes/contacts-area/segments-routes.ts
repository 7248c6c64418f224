import { segmentsRoutes } from '@/features/segments/routes';
import { contactsAreaTable } from './area-table';

/** /contacts/segments/…. */
export const segmentsSectionRoutes = contactsAreaTable(segmentsRoutes);
