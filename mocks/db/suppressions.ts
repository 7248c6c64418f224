import { createTable } from './table';
import type { User } from './users';

/** One suppressed address and when it was suppressed (unix seconds). */
export interface SuppressionEntry {
  email: string;
  created_at: number;
}

/**
 * The addresses suppressed in one unsubscribe group, in the order they were added. One row per group
 * (its id is the group id) keeps a 20,000-address group one stored value, not 20,000 rows.
 */
export interface GroupSuppressionsRecord {
  id: number;
  owner: string;
  entries: SuppressionEntry[];
}

/** An account's global suppressions (global unsubscribes); the row id is the owner's username. */
export interface GlobalSuppressionsRecord {
  id: string;
  entries: SuppressionEntry[];
}

export const groupSuppressionsTable = createTable<GroupSuppressionsRecord>();
export const globalSuppressionsTable = createTable<GlobalSuppressionsRecord>();

/** Addresses are compared trimmed and case-insensitively; they are stored as first given (trimmed). */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function groupSuppressions(groupId: number): SuppressionEntry[] {
  return groupSuppressionsTable.get(groupId)?.entries ?? [];
}

export function unsubscribeCount(groupId: number): number {
  return groupSuppressions(groupId).length;
}

/** Adds each address not yet in the list (one per address, whatever its case); returns the new list. */
function merged(entries: SuppressionEntry[], emails: readonly string[], now: number): SuppressionEntry[] {
  const known = new Set(entries.map((entry) => emailKey(entry.email)));
  const next = [...entries];
  for (const email of emails) {
    const key = emailKey(email);
    if (known.has(key)) continue;
    known.add(key);
    next.push({ email: email.trim(), created_at: now });
  }
  return next;
}

export function addGroupSuppressions(owner: User, groupId: number, emails: readonly string[], now: number): void {
  const current = groupSuppressionsTable.get(groupId);
  if (current === undefined) {
    groupSuppressionsTable.insert({ id: groupId, owner: owner.username, entries: merged([], emails, now) });
  } else {
    groupSuppressionsTable.update(groupId, { entries: merged(current.entries, emails, now) });
  }
}

export function removeGroupSuppression(groupId: number, email: string): void {
  const current = groupSuppressionsTable.get(groupId);
  if (current === undefined) return;
  const key = emailKey(email);
  const entries = current.entries.filter((entry) => emailKey(entry.email) !== key);
  if (entries.length !== current.entries.length) groupSuppressionsTable.update(groupId, { entries });
}

/** The subset of `emails` suppressed in the group, as stored. */
export function searchGroupSuppressions(groupId: number, emails: readonly string[]): string[] {
  const wanted = new Set(emails.map(emailKey));
  return groupSuppressions(groupId)
    .filter((entry) => wanted.has(emailKey(entry.email)))
    .map((entry) => entry.email);
}

export function isSuppressedInGroup(groupId: number, email: string): boolean {
  const key = emailKey(email);
  return groupSuppressions(groupId).some((entry) => emailKey(entry.email) === key);
}

export function deleteGroupSuppressions(groupId: number): void {
  groupSuppressionsTable.remove(groupId);
}

export function globalSuppressions(owner: User): SuppressionEntry[] {
  return globalSuppressionsTable.get(owner.username)?.entries ?? [];
}

export function addGlobalSuppressions(owner: User, emails: readonly string[], now: number): void {
  const current = globalSuppressionsTable.get(owner.username);
  if (current === undefined) {
    globalSuppressionsTable.insert({ id: owner.username, entries: merged([], emails, now) });
  } else {
    globalSuppressionsTable.update(owner.username, { entries: merged(current.entries, emails, now) });
  }
}

export function findGlobalSuppression(owner: User, email: string): SuppressionEntry | undefined {
  const key = emailKey(email);
  return globalSuppressions(owner).find((entry) => emailKey(entry.email) === key);
}

export function removeGlobalSuppression(owner: User, email: string): void {
  const current = globalSuppressionsTable.get(owner.username);
  if (current === undefined) return;
  const key = emailKey(email);
  const entries = current.entries.filter((entry) => emailKey(entry.email) !== key);
  if (entries.length !== current.entries.length) globalSuppressionsTable.update(owner.username, { entries });
}
