import { deleteGroupSuppressions } from './suppressions';
import { createTable } from './table';
import type { User } from './users';

/** The fields a client sets on an unsubscribe group (POST/PATCH /asm/groups). */
export interface UnsubscribeGroupFields {
  name: string;
  description: string;
  /** Shown on the recipient's preferences page (the product spec's isDisplayedOnPreferencesPage). */
  is_default: boolean;
}

export interface UnsubscribeGroupRecord extends UnsubscribeGroupFields {
  id: number;
  /** Username of the account that owns the group. Never sent to the client. */
  owner: string;
  /** Unix seconds of the last email sent with this group; null when none was sent yet. */
  last_email_sent_at: number | null;
  /** Unix seconds. */
  created_at: number;
}

export const unsubscribeGroupsTable = createTable<UnsubscribeGroupRecord>();

/** The owner's groups in creation order (ids follow creation). */
export function groupsOf(owner: User): UnsubscribeGroupRecord[] {
  return unsubscribeGroupsTable
    .all()
    .filter((group) => group.owner === owner.username)
    .sort((a, b) => a.id - b.id);
}

export function findGroup(owner: User, id: number): UnsubscribeGroupRecord | undefined {
  const group = unsubscribeGroupsTable.get(id);
  return group?.owner === owner.username ? group : undefined;
}

/** Names are unique per account, compared trimmed and case-insensitively. */
export function isGroupNameTaken(owner: User, name: string, exceptId?: number): boolean {
  const wanted = name.trim().toLowerCase();
  return groupsOf(owner).some((group) => group.id !== exceptId && group.name.toLowerCase() === wanted);
}

/** How many of the owner's groups (other than `exceptId`) are shown on the preferences page. */
export function displayedGroupCount(owner: User, exceptId?: number): number {
  return groupsOf(owner).filter((group) => group.id !== exceptId && group.is_default).length;
}

export function createGroup(owner: User, fields: UnsubscribeGroupFields, now: number): UnsubscribeGroupRecord {
  return unsubscribeGroupsTable.insert({
    ...fields,
    id: unsubscribeGroupsTable.nextId(),
    owner: owner.username,
    last_email_sent_at: null,
    created_at: now,
  });
}

export function updateGroup(group: UnsubscribeGroupRecord, patch: Partial<UnsubscribeGroupFields>): UnsubscribeGroupRecord {
  return unsubscribeGroupsTable.update(group.id, patch);
}

/** Removes the group and the addresses suppressed in it; later opt-outs then go to the global list. */
export function deleteGroup(group: UnsubscribeGroupRecord): void {
  unsubscribeGroupsTable.remove(group.id);
  deleteGroupSuppressions(group.id);
}
