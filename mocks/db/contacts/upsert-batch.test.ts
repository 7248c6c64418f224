import sqlite3InitModule, { type Database, type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureConnection } from './contact-database';
import type { ContactInput, ContactStoreAdmin, UpsertResult } from './contact-store';
import { SCHEMA_SQL } from './schema';
import { LARGE_AUDIENCE, SEED_BASE_MS } from './seed-audiences';
import { createSqlContactStore } from './sql-contact-store';

const OWNER = 'tester';
const NOW = '2026-10-05T12:00:00.000Z';

let sqlite3: Sqlite3Static;
const opened: Database[] = [];

beforeAll(async () => {
  sqlite3 = await sqlite3InitModule();
});
afterAll(() => opened.forEach((db) => db.close()));

async function emptyStore(): Promise<{ store: ContactStoreAdmin; listId: string; db: Database }> {
  const db = new sqlite3.oo1.DB(':memory:');
  opened.push(db);
  configureConnection(db);
  db.exec(SCHEMA_SQL);
  const store = createSqlContactStore(sqlite3, db, { largeAudience: { ...LARGE_AUDIENCE, contacts: 0 }, baseMs: SEED_BASE_MS });
  return { store, db, listId: (await store.createList(OWNER, 'Imported', NOW)).id };
}

/** Everything the store holds, without the random ids, in insertion order. */
function contents(db: Database) {
  return db.selectArrays(`SELECT c.email, c.phone_number_id, c.external_id, c.anonymous_id, c.first_name, c.city, c.alternate_emails, c.created_at, c.updated_at,
      (SELECT json_group_array(json_array(field_id, value)) FROM (SELECT field_id, value FROM contact_field_values WHERE contact_seq = c.seq ORDER BY field_id)),
      (SELECT count(*) FROM list_members WHERE contact_seq = c.seq)
    FROM contacts c ORDER BY c.seq`);
}

/** The contact each result id names (by its place in the store), '' for a refused row. */
const idPlaces = (db: Database, result: UpsertResult) => {
  const places = new Map(db.selectArrays('SELECT id FROM contacts ORDER BY seq').map(([id], place) => [String(id), place]));
  return result.ids.map((id) => (id === '' ? '' : places.get(id)));
};

// Few values, so that rows of a batch often share an identifier or find the same contact (and then are
// planned apart), yet often enough not (and are written together).
const maybe = <T>(values: T[], freq = 3) => fc.option(fc.constantFrom(...values), { nil: undefined, freq });
const inputArbitrary = fc
  .record({
    email: maybe(['a@x.com', ' A@X.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com', '', null]),
    phone_number_id: maybe(['p1', 'p2', 'p3', null], 2),
    external_id: maybe(['e1', 'e2', 'e3', 'e4', 'e5', null], 2),
    anonymous_id: maybe(['n1', 'n2', null], 2),
    first_name: maybe(['Ann', 'Bob', ' ', null]),
    city: maybe(['Paris']),
    alternate_emails: maybe([['Z@x.com'], []], 2),
    custom_fields: maybe([{ 1: 5 }, { 1: 'text', 2: 2.5 }, { 1: null }, { 2: null, 3: 'x' }, { oops: 1 } as unknown as Record<number, number>]),
  })
  .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as ContactInput);

describe('bulk upsert', () => {
  it('writes a batch exactly as writing its rows one after the other would', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(inputArbitrary, { maxLength: 8 }), fc.array(inputArbitrary, { minLength: 1, maxLength: 5 }), async (seed, batch) => {
        const [batched, reference] = await Promise.all([emptyStore(), emptyStore()]);
        for (const subject of [batched, reference]) {
          for (const input of seed) await subject.store.upsertContacts(OWNER, [input], { now: '2026-10-01T00:00:00.000Z' }).catch(() => undefined);
        }
        const options = { now: NOW };
        const result = await batched.store.upsertContacts(OWNER, batch, { ...options, listIds: [batched.listId], skipFailedRows: true });
        const expected: UpsertResult = { ids: [], created: 0, updated: 0, failed: [] };
        for (const [index, input] of batch.entries()) {
          try {
            const one = await reference.store.upsertContacts(OWNER, [input], { ...options, listIds: [reference.listId] });
            expected.ids.push(...one.ids);
            expected.created += one.created;
            expected.updated += one.updated;
          } catch (error) {
            expected.ids.push('');
            expected.failed?.push({ index, message: (error as Error).message });
          }
        }
        expect({ ...result, ids: idPlaces(batched.db, result) }).toEqual({ ...expected, ids: idPlaces(reference.db, expected) });
        expect(contents(batched.db)).toEqual(contents(reference.db));
        for (const { db } of [batched, reference]) opened.splice(opened.indexOf(db), 1)[0]?.close();
      }),
      { numRuns: 200 },
    );
  });

  it('refuses the whole batch for one refused row unless asked to skip it', async () => {
    const { store } = await emptyStore();
    await store.upsertContacts(OWNER, [{ email: 'one@x.com', external_id: 'E1' }, { email: 'two@x.com' }]);
    const batch: ContactInput[] = [{ email: 'three@x.com' }, { email: 'two@x.com', external_id: 'E1' }, { first_name: 'Nobody' }];
    await expect(store.upsertContacts(OWNER, batch)).rejects.toThrow('an identifier belongs to another contact');
    expect(await store.countContacts(OWNER)).toBe(2);
    const skipped = await store.upsertContacts(OWNER, batch, { skipFailedRows: true });
    expect(skipped.failed).toEqual([
      { index: 1, message: 'an identifier belongs to another contact' },
      { index: 2, message: 'a contact needs an email, phone_number_id, external_id or anonymous_id' },
    ]);
    expect([skipped.created, skipped.updated, skipped.ids.slice(1)]).toEqual([1, 0, ['', '']]);
  });
});
