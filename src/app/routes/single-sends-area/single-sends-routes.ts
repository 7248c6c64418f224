import { singleSendsRoutes } from '@/features/single-sends/routes';
import { requireValidIdentifiers } from '../identifier-guard';
import { singleSendsAreaTable } from './area-table';

/** The area's table without sections: the index and its dialogs, every creation route, and a send's preview. */
export const singleSendsAreaRoutes = singleSendsAreaTable(singleSendsRoutes(requireValidIdentifiers('id')));
