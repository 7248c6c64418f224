import type { AutomationRecord } from './automations';
import type { ContactFilter } from './contacts/conditions';
import type { Entrant } from './contacts/contact-store';
import { contactStore } from './contacts/contact-store-provider';
import { createTable, type TableDump } from './table';

/**
 * Activity of the seeded live automations. The seed's contacts were on their lists before the
 * automations went live, so none would enter; instead, the first time the simulator runs an automation
 * with a row here, it lets some of the entry list's (or segment's) contacts enter at times spread over
 * the last days, and plays them forward like any entrant: some have completed, some wait for an email,
 * some left, and the statistics follow. Entry times count back from that first run, so a demo started
 * any day has contacts in flight.
 */
export interface AutomationActivitySeed {
  /** The automation's id. */
  id: string;
  owner: string;
  contacts: number;
  /** Entries spread over this many days before the first run. */
  days: number;
}

export const automationActivitySeedsTable = createTable<AutomationActivitySeed>();

const CONTACTS = 120;
const DAYS = 21;
const DAY_MS = 86_400_000;

export function seedAutomationActivity(automations: readonly AutomationRecord[]): TableDump<AutomationActivitySeed> {
  const rows = automations.filter((automation) => automation.status === 'live').map(({ id, owner }) => ({ id, owner, contacts: CONTACTS, days: DAYS }));
  return { rows, sequence: 0 };
}

function entryFilter(automation: AutomationRecord): ContactFilter | undefined {
  const { list_id: listId, segment_id: segmentId } = automation.entry;
  if (listId !== null) return { match: 'all', conditions: [{ kind: 'list', listId, member: true }] };
  if (segmentId !== null) return { match: 'all', conditions: [{ kind: 'query', sql: 'c.seq IN (SELECT contact_seq FROM segment_members WHERE segment_id = ?)', params: [segmentId] }] };
  return undefined;
}

/**
 * The seeded entrants of an automation, if it has a seed row still to run: the newest contacts of its
 * list or segment, the newest entering last. The row goes once they are found; while the list or
 * segment has no contacts yet (the large account before its generation), it stays for a later run.
 */
export async function seededEntrants(automation: AutomationRecord, now: number): Promise<Entrant[]> {
  const seed = automationActivitySeedsTable.get(automation.id);
  if (seed === undefined) return [];
  const filter = entryFilter(automation);
  const { list_id: listId } = automation.entry;
  if (filter === undefined || (listId !== null && !(await contactStore().countListMembers(automation.owner, listId)))) return [];
  const { contacts } = await contactStore().readPage(automation.owner, { pageSize: seed.contacts, filter });
  if (contacts.length === 0) return [];
  automationActivitySeedsTable.remove(seed.id);
  const start = Math.max(Date.parse(automation.live_at ?? new Date(now).toISOString()), now - seed.days * DAY_MS);
  const step = (now - start) / Math.max(1, contacts.length);
  return contacts
    .filter((contact) => contact.email !== null)
    .map((contact, index) => ({
      contact_id: contact.id,
      email: contact.email ?? '',
      first_name: contact.first_name,
      last_name: contact.last_name,
      at: new Date(Math.round(now - (index + 1) * step)).toISOString(),
    }));
}
