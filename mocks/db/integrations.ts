import { createTable } from './table';
import type { User } from './users';

/** Destinations of event-forwarding integrations, as the API spells them. */
export const INTEGRATION_DESTINATIONS = ['Segment'] as const;
export type IntegrationDestination = (typeof INTEGRATION_DESTINATIONS)[number];

/** The email events an integration can forward (ENDPOINTS.md §12), in the published enum's order. */
export const EMAIL_EVENTS = [
  'drop',
  'processed',
  'deferred',
  'group_unsubscribe',
  'bounce',
  'delivered',
  'click',
  'unsubscribe',
  'open',
  'group_resubscribe',
  'spamreport',
  'machine_opened',
] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

export type DestinationRegion = 'US' | 'EU';

export interface IntegrationFields {
  destination: IntegrationDestination;
  label: string;
  email_events: EmailEvent[];
  write_key: string;
  destination_region: DestinationRegion;
}

export interface IntegrationRecord extends IntegrationFields {
  /** `integration_id` on the wire: a UUID string. */
  id: string;
  /** Username of the account that owns the integration. Never sent to the client. */
  owner: string;
  /** ISO 8601; orders the list. Not part of the published shape, so never sent. */
  created_at: string;
}

export const integrationsTable = createTable<IntegrationRecord>();

export function integrationsOf(owner: User): IntegrationRecord[] {
  return integrationsTable
    .all()
    .filter((integration) => integration.owner === owner.username)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function findIntegration(owner: User, id: string): IntegrationRecord | undefined {
  const integration = integrationsTable.get(id);
  return integration?.owner === owner.username ? integration : undefined;
}

export function countIntegrations(owner: User, destination: IntegrationDestination): number {
  return integrationsOf(owner).filter((integration) => integration.destination === destination).length;
}

export function createIntegration(owner: User, fields: IntegrationFields, now: Date): IntegrationRecord {
  return integrationsTable.insert({ ...fields, id: crypto.randomUUID(), owner: owner.username, created_at: now.toISOString() });
}

export function updateIntegration(integration: IntegrationRecord, patch: Partial<IntegrationFields>): IntegrationRecord {
  return integrationsTable.update(integration.id, patch);
}

export function deleteIntegrations(ids: readonly string[]): void {
  ids.forEach((id) => integrationsTable.remove(id));
}

/**
 * The account id the published shape calls `user_id` (a numeric string). The mock's users have none,
 * so one is derived from the username: stable across resets and browsers.
 */
export function accountIdOf(username: string): string {
  let hash = 7;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) % 9_000_000;
  return String(1_000_000 + hash);
}
