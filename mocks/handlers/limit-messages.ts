import { MAX_CUSTOM_FIELDS } from '@/features/custom-fields/limits';
import { MAX_SEGMENT_INTEGRATIONS } from '@/features/integrations/limits';
import { MAX_NOTIFICATION_RECIPIENTS } from '@/features/notifications/limits';
import { MAX_SENDERS } from '@/features/senders/limits';
import type { IntegrationDestination } from '../db/integrations';

/**
 * The refusals the scenario catalogue (scenarios/catalogue.ts) repeats, apart from their handlers: the
 * catalogue loads with every handler that asks for a scenario flag, and must not pull those handlers in.
 */
export const SENDER_LIMIT_MESSAGE = `You have reached the maximum number of senders (${MAX_SENDERS}).`;
export const CUSTOM_FIELD_LIMIT_MESSAGE = `You have reached the maximum number of custom fields (${MAX_CUSTOM_FIELDS}).`;
export const RECIPIENT_LIMIT_MESSAGE = `You have reached the maximum number of notification recipients (${MAX_NOTIFICATION_RECIPIENTS}).`;
export const SEARCH_TIMEOUT_MESSAGE = 'the search took too long; narrow the query and try again';

/** How many integrations of each destination a user may have. */
export const INTEGRATION_LIMITS: Record<IntegrationDestination, number> = { Segment: MAX_SEGMENT_INTEGRATIONS };
export const integrationLimitMessage = (destination: IntegrationDestination) =>
  `You have reached the maximum number of ${destination} integrations (${INTEGRATION_LIMITS[destination]}).`;
