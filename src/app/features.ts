import type { RouteObject } from 'react-router-dom';
import { customFieldsRoutes } from '@/features/custom-fields/routes';
import { integrationsRoutes } from '@/features/integrations/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { sendersRoutes } from '@/features/senders/routes';
import { unsubscribeGroupsRoutes } from '@/features/unsubscribe-groups/routes';
import type { AppEpic } from '@/shared/store/app-epic';

export interface Feature {
  /** The slice name: every action of the feature has a type starting with "<actionPrefix>/". */
  actionPrefix: string;
  /** Route objects with relative paths, mounted at / and again under /legacy. */
  routes: RouteObject[];
  /** The feature's epics, in their own chunk: loaded with the feature's pages, not with the app. */
  loadEpics(): Promise<readonly AppEpic[]>;
}

/** Every feature of the app. A new feature adds one entry here and its reducer in root-reducer.ts. */
export const FEATURES: readonly Feature[] = [
  {
    actionPrefix: 'senders',
    routes: sendersRoutes,
    loadEpics: () => import('@/features/senders/epics').then((module) => module.sendersEpics as AppEpic[]),
  },
  {
    actionPrefix: 'unsubscribeGroups',
    routes: unsubscribeGroupsRoutes,
    loadEpics: () => import('@/features/unsubscribe-groups/epics').then((module) => module.unsubscribeGroupsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'customFields',
    routes: customFieldsRoutes,
    loadEpics: () => import('@/features/custom-fields/epics').then((module) => module.customFieldsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'integrations',
    routes: integrationsRoutes,
    loadEpics: () => import('@/features/integrations/epics').then((module) => module.integrationsEpics as AppEpic[]),
  },
  {
    actionPrefix: 'notificationRecipients',
    routes: notificationsRoutes,
    loadEpics: () => import('@/features/notifications/epics').then((module) => module.notificationRecipientsEpics as AppEpic[]),
  },
];
