import type { RouteObject } from 'react-router-dom';
import { automationsAreaTable } from '../automations-area/area-table';
import { requireValidIdentifiers } from '../identifier-guard';

/** /automations/:id/stats: the automations area's `*\/stats` table (src/app/features.ts), behind the plan gate. */
export const automationStatsRoutes: RouteObject[] = automationsAreaTable([
  {
    path: ':id/stats',
    loader: requireValidIdentifiers('id'),
    lazy: () => import('@/features/automation-stats/components/AutomationStatsPage').then((module) => ({ Component: module.AutomationStatsPage })),
  },
]);
