import sqlite3InitModule, { type BindableValue, type Database } from '@sqlite.org/sqlite-wasm';
import { configureConnection } from '../contact-database';
import type { ContactStoreAdmin } from '../contact-store';
import { SCHEMA_SQL, type MailEventType } from '../schema';
import { LARGE_AUDIENCE, SEED_BASE_MS } from '../seed-audiences';
import { createSqlContactStore } from '../sql-contact-store';

/** An empty store of its own for the query-language tests, with the database at hand to add mail events. */
export interface QueryTestStore {
  store: ContactStoreAdmin;
  db: Database;
  /** Adds mail events of one (owned) contact; `at` in unix ms. */
  addEvents(contactId: string, events: readonly { type: MailEventType; at: number }[]): void;
  close(): void;
}

export async function openQueryTestStore(): Promise<QueryTestStore> {
  const sqlite3 = await sqlite3InitModule();
  const db = new sqlite3.oo1.DB(':memory:');
  configureConnection(db);
  db.exec(SCHEMA_SQL);
  db.exec("INSERT INTO mail_sources (id, owner, kind, name, sent_at) VALUES ('source-1', 'tester', 'singlesend', 'Test send', 0)");
  const store = createSqlContactStore(sqlite3, db, { largeAudience: { ...LARGE_AUDIENCE, contacts: 0 }, baseMs: SEED_BASE_MS });
  return {
    store,
    db,
    addEvents(contactId, events) {
      for (const event of events) {
        db.exec({
          sql: 'INSERT OR IGNORE INTO mail_events (contact_seq, type, at, source_seq) SELECT seq, ?, ?, 1 FROM contacts WHERE id = ?',
          bind: [event.type, event.at, contactId],
        });
      }
    },
    close: () => db.close(),
  };
}

/**
 * The statistics ANALYZE took of the large account (1,009,390 contacts, analysis_limit 1000): with them the
 * planner sees the tables as they are at a million, not as a test's handful of rows.
 */
const MILLION_STATISTICS: [table: string, index: string, stat: string][] = [
  ['contacts', 'contacts_id', '1009390 1'],
  ['contacts', 'contacts_email', '1009390 1001 1'],
  ['contacts', 'contacts_first_name', '1009390 1001 41'],
  ['contacts', 'contacts_last_name', '1009390 1001 45'],
  ['contacts', 'contacts_created_at', '1009390 1001 1'],
  ['contacts', 'contacts_updated_at', '1009390 1001 1'],
  ['contacts', 'contacts_external_id', '464673 1001 1'],
  ['contacts', 'contacts_phone_number_id', '237602 667 1'],
  ['contacts', 'contacts_anonymous_id', '54369 334 1'],
  ['contacts', 'contacts_with_alternate_emails', '48929 201'],
  ['contact_field_values', 'contact_field_values', '2185418 6 1'],
  ['contact_field_values', 'contact_field_values_value', '2185418 1001 7'],
  ['lists', 'sqlite_autoindex_lists_1', '18 1'],
  ['lists', 'lists_owner', '18 4 1'],
  ['list_members', 'list_members', '1360169 1001 1'],
  ['list_members', 'list_members_contact', '1360169 2'],
  ['mail_events', 'mail_events', '2155405 18 7 1 1'],
  ['mail_events', 'mail_events_type_at', '2155405 1001 2'],
];

/** Makes the planner see the tables as they are at a million contacts (MILLION_STATISTICS). */
export function useMillionStatistics(db: Database): void {
  db.exec('ANALYZE; DELETE FROM sqlite_stat1;');
  for (const [table, index, stat] of MILLION_STATISTICS) db.exec({ sql: 'INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)', bind: [table, index, stat] });
  db.exec('ANALYZE sqlite_schema');
}

/** EXPLAIN QUERY PLAN of each statement the store runs over `contacts c` while doing `work`. */
export async function plansOf(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const statements: [string, BindableValue[] | undefined][] = [];
  const record = <F extends (sql: string, bind?: BindableValue[]) => unknown>(read: F) =>
    ((sql: string, bind?: BindableValue[]) => {
      statements.push([sql, bind]);
      return read.call(db, sql, bind);
    }) as unknown as F;
  const { selectObjects, selectValue } = db;
  Object.assign(db, { selectObjects: record(selectObjects), selectValue: record(selectValue) });
  try {
    await work();
  } finally {
    Object.assign(db, { selectObjects, selectValue });
  }
  return statements
    .filter(([sql]) => sql.includes('FROM contacts c WHERE'))
    .map(([sql, bind]) => db.selectObjects(`EXPLAIN QUERY PLAN ${sql}`, bind).map((row) => String(row.detail)).join('\n'));
}
