import type { AutomationDto, AutomationShortDto } from '@/shared/sending/automation';
import { nextUpdateTime } from './designs';
import { createTable } from './table';

/**
 * Automations (designed endpoints, mocks/README.md "Automations"): the DTO as the API answers it plus
 * what the client never sees. Handlers (handlers/automations*.ts) write the user's changes through
 * `updateAutomation`; the simulator (automation-simulator*.ts) and the reference checks
 * (automation-references.ts) through `advanceAutomation`, which keeps `updated_at` (the index's order
 * is by the user's updates).
 */
export interface AutomationRecord extends AutomationDto {
  /** Username of the account that owns it. Never sent to the client. */
  owner: string;
  /**
   * The simulator's own mark: contacts who entered (list additions, segment matches) up to this time
   * are in, and every due send up to it is written. Null until it first runs after going live. Set live
   * sets it back to null for a draft or disabled automation (counting starts again at the new `live_at`);
   * a paused one resumes and keeps it.
   */
  simulated_until: string | null;
}

export type AutomationPatch = Partial<Omit<AutomationRecord, 'id' | 'owner' | 'created_at'>>;

export const automationsTable = createTable<AutomationRecord>();

/** Newest update first (the index's order), then by id. */
export const automationOrder = (a: Pick<AutomationRecord, 'updated_at' | 'id'>, b: Pick<AutomationRecord, 'updated_at' | 'id'>) =>
  b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);

/** Every automation of the account (username), newest update first. */
export function automationsOf(owner: string): AutomationRecord[] {
  return automationsTable
    .all()
    .filter((automation) => automation.owner === owner)
    .sort(automationOrder);
}

/** Every live automation of every account (the browser's timer catches them all up). */
export const allLiveAutomations = (): AutomationRecord[] => automationsTable.all().filter((automation) => automation.status === 'live');

/** The account's automation with this id; undefined for an unknown id or another account's. */
export function findAutomation(owner: string, id: string): AutomationRecord | undefined {
  const automation = automationsTable.get(id);
  return automation?.owner === owner ? automation : undefined;
}

/** The row by id whatever its owner (undefined once deleted): for code that already holds an id it trusts. */
export const getAutomation = (id: string): AutomationRecord | undefined => automationsTable.get(id);

export const insertAutomation = (record: AutomationRecord): AutomationRecord => automationsTable.insert(record);

/** A change by the user: `updated_at` moves on (always later than before, even within one millisecond). */
export function updateAutomation(automation: AutomationRecord, patch: AutomationPatch, now: Date): AutomationRecord {
  return automationsTable.update(automation.id, { ...patch, updated_at: nextUpdateTime(now, automation.updated_at) });
}

/** A change by the server (simulator, pausing, criteria flags): `updated_at` stays. */
export function advanceAutomation(automation: AutomationRecord, patch: AutomationPatch): AutomationRecord {
  return automationsTable.update(automation.id, patch);
}

export const removeAutomation = (id: string): boolean => automationsTable.remove(id);

export function toAutomationDto(record: AutomationRecord): AutomationDto {
  const { owner: _owner, simulated_until: _simulated, ...dto } = record;
  return dto;
}

/** How many of the account's automations have exit criteria (or a goal), leaving out `exceptId`. */
export function countWithCriteria(owner: string, kind: 'exit_criteria' | 'goal', exceptId?: string): number {
  let count = 0;
  for (const automation of automationsTable.all()) {
    if (automation.owner === owner && automation.id !== exceptId && automation[kind] !== null) count += 1;
  }
  return count;
}

/** The account's automations whose entry or criteria name the list (the list's usage). */
export function automationsUsingList(owner: string, listId: string): Pick<AutomationShortDto, 'id' | 'name' | 'status'>[] {
  const named = (automation: AutomationRecord) =>
    automation.entry.list_id === listId ||
    [automation.exit_criteria, automation.goal].some((criteria) => criteria?.rules.some((rule) => rule.kind === 'added_to_list' && rule.list_id === listId));
  return automationsOf(owner)
    .filter(named)
    .map(({ id, name, status }) => ({ id, name, status }));
}
