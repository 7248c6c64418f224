import type { SingleSendDto } from '@/shared/sending/single-send';
import { nextUpdateTime } from './designs';
import { createTable } from './table';

/**
 * Where the send simulator (send-simulator.ts) is with a send that left the draft state. Private: never
 * sent to the client. Times are ISO 8601.
 */
export interface SendProgress {
  /** When PUT /schedule was answered: with `send_now`, the undo window runs from here. */
  scheduled_at: string;
  send_now: boolean;
  /** When sending began (the end of the undo window, or send_at); null while it waits. */
  started_at: string | null;
  /** The recipients counted when sending began (all phases). */
  recipients: number;
  /** Events are written up to this time (each simulator step writes those due since). */
  events_until: string | null;
  /** A/B: when the winner phase (the rest of the recipients) began; null before (or without a test). */
  winner_sent_at: string | null;
}

/** A single send as stored: the DTO plus its owner and the simulator's progress. */
export interface SingleSendRecord extends SingleSendDto {
  owner: string;
  progress: SendProgress | null;
}

export const singleSendsTable = createTable<SingleSendRecord>();

/** Newest update first (the list's default order), then by id. */
export const singleSendOrder = (a: Pick<SingleSendRecord, 'updated_at' | 'id'>, b: Pick<SingleSendRecord, 'updated_at' | 'id'>) =>
  b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);

export function singleSendsOf(owner: string): SingleSendRecord[] {
  return singleSendsTable
    .all()
    .filter((send) => send.owner === owner)
    .sort(singleSendOrder);
}

export function countSingleSends(owner: string): number {
  let count = 0;
  for (const send of singleSendsTable.all()) if (send.owner === owner) count += 1;
  return count;
}

export function findSingleSend(owner: string, id: string): SingleSendRecord | undefined {
  const send = singleSendsTable.get(id);
  return send?.owner === owner ? send : undefined;
}

export function insertSingleSend(record: SingleSendRecord): SingleSendRecord {
  return singleSendsTable.insert(record);
}

export function updateSingleSend(send: SingleSendRecord, patch: Partial<Omit<SingleSendRecord, 'id' | 'owner' | 'created_at'>>, now: Date): SingleSendRecord {
  return singleSendsTable.update(send.id, { ...patch, updated_at: nextUpdateTime(now, send.updated_at) });
}

/** A change by the simulator: the send's `updated_at` stays (the list's order is by the user's updates). */
export function advanceSingleSend(send: SingleSendRecord, patch: Partial<Omit<SingleSendRecord, 'id' | 'owner' | 'created_at'>>): SingleSendRecord {
  return singleSendsTable.update(send.id, patch);
}

export function removeSingleSend(id: string): boolean {
  return singleSendsTable.remove(id);
}

/** The owner's single sends that name a list among their recipients or exclusions (the list's usage). */
export function singleSendsUsingList(owner: string, listId: string): { id: string; name: string; status: SingleSendDto['status'] }[] {
  return singleSendsOf(owner)
    .filter((send) => send.send_to.list_ids.includes(listId) || send.exclude.list_ids.includes(listId))
    .map(({ id, name, status }) => ({ id, name, status }));
}
