import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSearchQuery } from '@/features/contacts/search-query';
import type { Condition } from '../conditions';
import { openQueryTestStore, plansOf, useMillionStatistics, type QueryTestStore } from './query-test-store';
import { NOW, PREFIX_NAMES, PREFIX_PATTERNS, referenceMatches, TEXT_FIELDS, type Model, type ModelContact } from './reference-model';
import { compileSgql } from './sgql';

const OWNER = 'tester';
const context = { customFields: [], now: NOW };

let subject: QueryTestStore;
let contacts: ModelContact[];
let listId: string;

beforeAll(async () => {
  subject = await openQueryTestStore();
  listId = (await subject.store.createList(OWNER, 'Newsletter')).id;
  const names = [...PREFIX_NAMES, 'Ann', 'anna', null];
  const { ids } = await subject.store.upsertContacts(
    OWNER,
    names.map((name, index) => ({ email: `${(name ?? 'x').toLowerCase()}${index}@gmail.com`, first_name: name, last_name: names.at(-index - 1) })),
    { listIds: [listId] },
  );
  contacts = (await subject.store.getContacts(OWNER, ids)).map((stored) => ({ stored, events: [] }));
});
afterAll(() => subject.close());

async function matchedIds(condition: Condition): Promise<string[]> {
  const { contacts: found } = await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 1000);
  return found.map((contact) => contact.id).sort();
}

describe('a LIKE with % at the end only, compiled to an index range', () => {
  it('matches exactly what LIKE does, for every edge prefix, on a column and on its lower()', async () => {
    for (const pattern of new Set(['Ann%', 'ann%', ...PREFIX_PATTERNS])) {
      for (const field of TEXT_FIELDS) {
        for (const model of [
          { op: 'atom', atom: { a: 'like', field, pattern, negated: false } },
          { op: 'atom', atom: { a: 'lower_like', field, pattern } },
        ] satisfies Model[]) {
          const query = `${model.atom.a === 'like' ? field : `lower(${field})`} LIKE '${pattern.replace(/'/g, "\\'")}'`;
          const expected = contacts.filter((contact) => referenceMatches(model, contact, [], 'sgql')).map((contact) => contact.stored.id);
          expect(await matchedIds(compileSgql(query, context)), query).toEqual(expected.sort());
        }
      }
    }
  });

  it('is a range without GLOB for the app search, and keeps GLOB where more follows the prefix', () => {
    const query = (sgql: string) => compileSgql(sgql, context) as Extract<Condition, { kind: 'query' }>;
    expect(query("lower(first_name) LIKE 'ann%'")).toEqual({ kind: 'query', sql: '(lower(c.first_name) >= ? AND lower(c.first_name) < ?)', params: ['ann', 'ano'] });
    expect(query("email LIKE 'a%b%'").sql).toBe('(c.email >= ? AND c.email < ? AND c.email GLOB ?)');
    expect(query("first_name LIKE 'Ann\u{10FFFF}%'").sql).toBe('(c.first_name GLOB ?)');
  });
});

/** The search's count (filterContacts: the count and a first match) and its first page (readPage), as the paged search handler asks them. */
const searchPlans = (sgql: string) =>
  plansOf(subject.db, async () => {
    const filter = { match: 'all', conditions: [compileSgql(sgql, context)] } as const;
    await subject.store.filterContacts(OWNER, filter, 1);
    await subject.store.readPage(OWNER, { pageSize: 100, filter });
  });

describe('the query plans of the contacts screens (EXPLAIN QUERY PLAN, with the statistics of a million contacts)', () => {
  beforeAll(() => useMillionStatistics(subject.db));

  it('the app search reads the email and name indexes, never every contact', async () => {
    const plans = await searchPlans(contactSearchQuery('Ann'));
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toContain('MULTI-INDEX OR');
      expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX contacts_email \(owner=\? AND email>\? AND email<\?\)/);
      expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX contacts_first_name \(owner=\? AND <expr>>\? AND <expr><\?\)/);
      expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX contacts_last_name \(owner=\? AND <expr>>\? AND <expr><\?\)/);
      expect(plan).not.toMatch(/SCAN c\b/);
    }
  });

  it('a search of two words reads the indexes too', async () => {
    for (const plan of await searchPlans(contactSearchQuery('ann lee'))) {
      expect(plan).toContain('MULTI-INDEX OR');
      expect(plan).toMatch(/INDEX contacts_(first|last)_name \(owner=\? AND <expr>>\? AND <expr><\?\)/);
      expect(plan).not.toMatch(/SCAN c\b/);
    }
  });

  it('a search within a list finds the matches by index and probes each for membership', async () => {
    for (const plan of await searchPlans(contactSearchQuery('ann', listId))) {
      expect(plan).toContain('MULTI-INDEX OR');
      expect(plan).toMatch(/SEARCH m EXISTS USING (COVERING )?INDEX list_members_contact \(contact_seq=\? AND list_seq=\?\)|SEARCH m EXISTS USING PRIMARY KEY \(list_seq=\? AND contact_seq=\?\)/);
      expect(plan).not.toMatch(/SCAN c\b/);
    }
  });

  it("a list alone: its page walks the newest first and stops at the page (no lookup of every member, no sort); its count tests one set", async () => {
    const [count, , page] = await searchPlans(`CONTAINS(list_ids, '${listId}')`);
    expect(page).toMatch(/^SEARCH c USING INDEX contacts_created_at \(owner=\?\)\nLIST SUBQUERY/);
    expect(page).not.toContain('TEMP B-TREE');
    expect(page).not.toContain('rowid');
    expect(count).toMatch(/^SEARCH c USING COVERING INDEX contacts_\w+ \(owner=\?\)\nLIST SUBQUERY/);
    expect(count).not.toContain('EXISTS');
  });
});
