import { entitlementsOf } from './accounts';
import { compareNewestFirst, type RowKey } from './newest-first';
import { createTable } from './table';
import type { User } from './users';

/** Inbox and spam test credits left, one row per account (id: its username). */
export interface EmailTestingCreditsRecord {
  id: string;
  remain: number;
}

/** A spam filter rule the message tripped, and what it added to the score. */
export interface SpamCheck {
  rule: string;
  score: number;
  description: string;
}

/** One email test run; its statuses follow from `created_at` and the clock (handlers/email-testing.ts). */
export interface EmailTestRecord {
  /** A UUID string. */
  id: string;
  owner: string;
  name: string;
  /** ISO 8601. */
  created_at: string;
  client_ids: string[];
  /** The spam test's findings, decided when the run starts; null when no spam test was asked for. */
  spam_checks: SpamCheck[] | null;
  credits_used: number;
}

export const emailTestingCreditsTable = createTable<EmailTestingCreditsRecord>();
export const emailTestsTable = createTable<EmailTestRecord>();

/** What GET /marketing/compatibility_testing/credits answers: the plan (and region) entitle, the table counts. */
export function emailTestingCreditsOf(user: User): { entitled: boolean; remain: number } {
  const entitled = entitlementsOf(user).emailTesting;
  return { entitled, remain: entitled ? (emailTestingCreditsTable.get(user.username)?.remain ?? 0) : 0 };
}

export function spendEmailTestingCredits(user: User, credits: number): void {
  const row = emailTestingCreditsTable.get(user.username);
  if (row !== undefined) emailTestingCreditsTable.update(row.id, { remain: Math.max(0, row.remain - credits) });
}

export const emailTestKey = (test: EmailTestRecord): RowKey => [test.created_at, test.id];

export function emailTestsOf(owner: User): EmailTestRecord[] {
  return emailTestsTable
    .all()
    .filter((test) => test.owner === owner.username)
    .sort((a, b) => compareNewestFirst(emailTestKey(a), emailTestKey(b)));
}

export function findEmailTest(owner: User, id: string): EmailTestRecord | undefined {
  const test = emailTestsTable.get(id);
  return test?.owner === owner.username ? test : undefined;
}

export function addEmailTest(owner: User, test: Omit<EmailTestRecord, 'id' | 'owner' | 'created_at'>, now: Date): EmailTestRecord {
  return emailTestsTable.insert({ ...test, id: crypto.randomUUID(), owner: owner.username, created_at: now.toISOString() });
}
