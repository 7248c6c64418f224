import { createTable } from './table';
import type { User } from './users';

/** An address that receives the account's notification emails (designed: not in the published spec). */
export interface NotificationRecipientRecord {
  /** A UUID string. */
  id: string;
  owner: string;
  email: string;
  /** ISO 8601. */
  created_at: string;
}

export const notificationRecipientsTable = createTable<NotificationRecipientRecord>();

export function recipientsOf(owner: User): NotificationRecipientRecord[] {
  return notificationRecipientsTable
    .all()
    .filter((recipient) => recipient.owner === owner.username)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

export function findRecipient(owner: User, id: string): NotificationRecipientRecord | undefined {
  const recipient = notificationRecipientsTable.get(id);
  return recipient?.owner === owner.username ? recipient : undefined;
}

/** Addresses are compared trimmed and case-insensitively. */
export function isRecipientTaken(owner: User, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return recipientsOf(owner).some((recipient) => recipient.email.toLowerCase() === wanted);
}

export function addRecipient(owner: User, email: string, now: Date): NotificationRecipientRecord {
  return notificationRecipientsTable.insert({
    id: crypto.randomUUID(),
    owner: owner.username,
    email: email.trim(),
    created_at: now.toISOString(),
  });
}

export function removeRecipient(recipient: NotificationRecipientRecord): void {
  notificationRecipientsTable.remove(recipient.id);
}
