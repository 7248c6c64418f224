import type { SenderPayload } from '@/features/senders/types';
import { createTable } from './table';
import { isOnAuthenticatedDomain, type User } from './users';

/** What the API accepts for a sender; the stored reply_to also keeps a name. */
export type SenderFields = Omit<SenderPayload, 'reply_to'> & { reply_to: { email: string; name: string } };

/** The postal address of a sender. */
export type SenderAddress = Pick<SenderFields, 'address' | 'address_2' | 'city' | 'state' | 'zip' | 'country'>;

/** A partial update; `from` and `reply_to` merge into the stored objects. */
export type SenderPatch = Partial<Omit<SenderFields, 'from' | 'reply_to'>> & {
  from?: Partial<SenderFields['from']>;
  reply_to?: Partial<SenderFields['reply_to']>;
};

export interface SenderRecord extends SenderFields {
  id: number;
  /** Username of the account that owns the sender. Never sent to the client. */
  owner: string;
  verified: boolean;
  /** True while an active campaign uses the sender: it can then be neither changed nor deleted. */
  locked: boolean;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export const sendersTable = createTable<SenderRecord>();

export function sendersOf(owner: User): SenderRecord[] {
  return sendersTable
    .all()
    .filter((sender) => sender.owner === owner.username)
    .sort((a, b) => a.id - b.id);
}

export function findSender(owner: User, id: number): SenderRecord | undefined {
  const sender = sendersTable.get(id);
  return sender?.owner === owner.username ? sender : undefined;
}

export function isNicknameTaken(owner: User, nickname: string, exceptId?: number): boolean {
  const wanted = nickname.trim().toLowerCase();
  return sendersOf(owner).some((sender) => sender.id !== exceptId && sender.nickname.toLowerCase() === wanted);
}

export function createSender(owner: User, fields: SenderFields, now: number): SenderRecord {
  return sendersTable.insert({
    ...fields,
    id: sendersTable.nextId(),
    owner: owner.username,
    verified: isOnAuthenticatedDomain(owner, fields.from.email),
    locked: false,
    created_at: now,
    updated_at: now,
  });
}

/** A new from address must be verified again, unless it is on an authenticated domain. */
export function updateSender(owner: User, sender: SenderRecord, patch: SenderPatch, now: number): SenderRecord {
  const from = { ...sender.from, ...patch.from };
  const fromChanged = from.email.toLowerCase() !== sender.from.email.toLowerCase();
  return sendersTable.update(sender.id, {
    ...patch,
    from,
    reply_to: { ...sender.reply_to, ...patch.reply_to },
    verified: fromChanged ? isOnAuthenticatedDomain(owner, from.email) : sender.verified,
    updated_at: now,
  });
}

export function deleteSender(sender: SenderRecord): void {
  sendersTable.remove(sender.id);
}
