import type { RouteObject } from 'react-router-dom';
import { automationsAreaTable } from '../automations-area/area-table';
import { automationMessageDetailRoutes, requireMessageNumber } from '../automation-messages/message-detail-routes';
import { requireValidIdentifiers } from '../identifier-guard';

/** The detail page alone: no sub-screen open over it. */
const NoSubScreen = () => null;

/**
 * The automations area's `*\/detail` table (src/app/features.ts), behind the plan gate: the detail page
 * with its sub-screens over it (deleting an email, creating an unsubscribe group), and the pages that
 * replace it below the same path: the contact list and the messages' editor and content choosers (each
 * its own chunk).
 */
export const automationDetailRoutes: RouteObject[] = automationsAreaTable([
  {
    path: ':id/detail',
    loader: requireValidIdentifiers('id'),
    children: [
      {
        lazy: () => import('./AutomationDetailRoute').then((module) => ({ Component: module.AutomationDetailRoute })),
        children: [
          { index: true, Component: NoSubScreen },
          {
            path: 'messages/:messageNum/delete',
            loader: requireMessageNumber,
            lazy: () => import('@/features/automation-detail/components/DeleteMessageDialog').then((module) => ({ Component: module.DeleteMessageDialog })),
          },
          { path: 'modals/create_unsubscribe', lazy: () => import('./DetailCreateUnsubscribe').then((module) => ({ Component: module.DetailCreateUnsubscribe })) },
        ],
      },
      {
        path: 'contact_list',
        lazy: () => import('@/features/automation-contacts/components/AutomationContactListPage').then((module) => ({ Component: module.AutomationContactListPage })),
      },
      ...automationMessageDetailRoutes,
    ],
  },
]);
