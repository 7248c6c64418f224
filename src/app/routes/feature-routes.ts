import type { RouteObject } from 'react-router-dom';
import { sendersRoutes } from '@/features/senders/routes';
import { customFieldsRoutes } from '@/features/custom-fields/routes';
import { integrationsRoutes } from '@/features/integrations/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { unsubscribeGroupsRoutes } from '@/features/unsubscribe-groups/routes';

/**
 * Every feature's route tree, with relative paths. The router mounts this list at the root and again
 * under /legacy, so each feature route has its legacy twin. A feature adds one spread here.
 */
export const featureRoutes: RouteObject[] = [...sendersRoutes, ...unsubscribeGroupsRoutes, ...customFieldsRoutes, ...integrationsRoutes, ...notificationsRoutes];
