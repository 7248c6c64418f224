import { automationsRoutes } from '@/features/automations/routes';
import { requireValidIdentifiers } from '../identifier-guard';
import { automationsAreaTable } from './area-table';

/** The area's table without sections: the index and its dialogs (bulk_delete, selector, :id/delete) and the choose page. */
export const automationsAreaRoutes = automationsAreaTable(automationsRoutes(requireValidIdentifiers('id')));
