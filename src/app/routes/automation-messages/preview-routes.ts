import type { RouteObject } from 'react-router-dom';
import { automationsAreaTable } from '../automations-area/area-table';
import { requireValidIdentifiers } from '../identifier-guard';

/**
 * The automations area's `*\/preview` table (src/app/features.ts): /automations/:id/preview, every email of
 * one automation read-only, behind the Advanced plan gate. The messages' editor and creation routes are
 * mounted in the detail table instead (message-detail-routes.ts).
 */
export const automationPreviewRoutes: RouteObject[] = automationsAreaTable([
  {
    path: ':id/preview',
    loader: requireValidIdentifiers('id'),
    lazy: () => import('@/features/automation-messages/components/AutomationPreviewPage').then((module) => ({ Component: module.AutomationPreviewPage })),
  },
]);
