import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFilter, type Condition } from '../conditions';
import { ContactStoreError, type ContactInput } from '../contact-store';
import { compileQueryDsl } from './query-dsl';
import type { QueryContext } from './query-context';
import { QueryLanguageError } from './query-language-error';
import { openQueryTestStore, type QueryTestStore } from './query-test-store';
import { compileSgql } from './sgql';

const OWNER = 'tester';
const NOW = Date.parse('2026-10-05T12:00:00.000Z');
const DAY = 86_400_000;
const context: QueryContext = {
  customFields: [
    { id: 'e1_N', tableId: 1, name: 'Score', type: 'Number' },
    { id: 'e2_D', tableId: 2, name: 'signup_date', type: 'Date' },
    { id: 'e3_T', tableId: 3, name: '000id', type: 'Text' },
  ],
  now: NOW,
};

let subject: QueryTestStore;
let listId: string;
let otherListId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  subject = await openQueryTestStore();
  const { store } = subject;
  listId = (await store.createList(OWNER, 'Newsletter')).id;
  otherListId = (await store.createList(OWNER, 'VIP')).id;
  const people: (ContactInput & { key: string })[] = [
    { key: 'ann', email: 'ann@gmail.com', first_name: 'Ann', last_name: 'Lee', postal_code: '90124', alternate_emails: ['ann@work.example'], custom_fields: { 1: 7, 2: '2026-09-01T00:00:00Z', 3: 'A-1' } },
    { key: 'bob', email: 'Bob@Example.org', first_name: 'bob', last_name: "O'Brien", postal_code: '10001', custom_fields: { 1: 2.5 } },
    { key: 'dave', email: 'dave@gmail.com', first_name: 'Dave', city: '100% Town', custom_fields: { 2: '2025-01-01T00:00:00.000Z' } },
    { key: 'zoe', external_id: 'z-1', first_name: 'Zoë' },
  ];
  for (const person of people) {
    const { key, ...input } = person;
    const { ids: [id] } = await store.upsertContacts(OWNER, [input], { listIds: key === 'ann' || key === 'dave' ? [listId] : key === 'bob' ? [otherListId] : [], now: '2026-10-01T00:00:00Z' });
    ids[key] = id as string;
  }
  subject.addEvents(ids.ann as string, [{ type: 'delivered', at: NOW - 3 * DAY }, { type: 'open', at: NOW - 2 * DAY }]);
  subject.addEvents(ids.bob as string, [{ type: 'delivered', at: NOW - 20 * DAY }]);
  subject.addEvents(ids.dave as string, [{ type: 'click', at: Date.parse('2019-08-08T00:00:00Z') }]);
});
afterAll(() => subject.close());

async function matching(condition: Condition): Promise<string[]> {
  const { contacts } = await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 100);
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return contacts.map((contact) => names[contact.id] as string).sort();
}

const sgql = (query: string) => matching(compileSgql(query, context));
const dsl = (query: string, parentListId?: string) => matching(compileQueryDsl(query, { ...context, parentListId }));
const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';

function rejection(compile: () => unknown): QueryLanguageError {
  try {
    compile();
  } catch (error) {
    if (error instanceof QueryLanguageError) return error;
    throw error;
  }
  throw new Error('expected a QueryLanguageError');
}

describe('SGQL v1 (ENDPOINTS.md §14a examples)', () => {
  it('evaluates every documented example', async () => {
    expect(await sgql("email LIKE '%gmail.com'")).toEqual(['ann', 'dave']);
    expect(await sgql("postal_code NOT IN ('90124','90125')")).toEqual(['bob']);
    expect(await sgql("lower(first_name) = 'bob'")).toEqual(['bob']);
    expect(await sgql(`email LIKE 'ann%' AND CONTAINS(list_ids, '${listId}')`)).toEqual(['ann']);
    expect(await sgql(`NOT CONTAINS(list_ids, '${listId}')`)).toEqual(['bob', 'zoe']);
    expect(await sgql("(event_source = 'mail' AND event_type = 'delivered' AND event_timestamp >= (NOW() - interval 10 day))")).toEqual(['ann']);
    expect(await sgql("event_timestamp BETWEEN TIMESTAMP '2019-08-07T18:00:00Z' AND TIMESTAMP '2019-08-08T18:00:00Z'")).toEqual(['dave']);
  });

  it('reads literals, escapes, identifiers and functions', async () => {
    expect(await sgql("last_name = 'O\\'Brien'")).toEqual(['bob']);
    expect(await sgql("last_name = 'O''Brien'")).toEqual(['bob']);
    expect(await sgql('first_name = "Zoë"')).toEqual(['zoe']);
    expect(await sgql("city LIKE '100%% %'")).toEqual(['dave']);
    expect(await sgql("first_name LIKE 'a%'")).toEqual([]);
    expect(await sgql("first_name LIKE 'B_b'")).toEqual([]);
    expect(await sgql('score >= 2.5 AND SCORE < 7')).toEqual(['bob']);
    expect(await sgql('score * 2 - 1 = 13 OR -score = -2.5')).toEqual(['ann', 'bob']);
    expect(await sgql('score % 2 = 1')).toEqual(['ann']);
    expect(await sgql("`000id` = 'A-1'")).toEqual(['ann']);
    expect(await sgql('score IS NULL')).toEqual(['dave', 'zoe']);
    expect(await sgql('email IS NULL')).toEqual(['zoe']);
    expect(await sgql('NOT (score > 5)')).toEqual(['bob']);
    expect(await sgql('score NOT BETWEEN 3 AND 10')).toEqual(['bob']);
    expect(await sgql("LENGTH(first_name) = 3 AND CONCAT(first_name, ' ', last_name) = 'Ann Lee'")).toEqual(['ann']);
    expect(await sgql("first_name + last_name = 'AnnLee'")).toEqual(['ann']);
    expect(await sgql("CONTAINS(alternate_emails, 'ann@work.example')")).toEqual(['ann']);
    expect(await sgql("CONTAINS(email_domains, 'work.example') OR CONTAINS(email_domains, 'example.org')")).toEqual(['ann', 'bob']);
    expect(await sgql(`array_contains(list_ids, ['${listId}', '${otherListId}'])`)).toEqual(['ann', 'bob', 'dave']);
    expect(await sgql("signup_date > '2026-01-01' AND signup_date + interval 1 month < NOW()")).toEqual(['ann']);
    expect(await sgql("signup_date < TIMESTAMP '2025-01-01T00:00:01Z' - interval 1 second")).toEqual([]);
    expect(await sgql("created_at > NOW() - interval 7 days AND updated_at <= '2026-10-01T00:00:00Z'")).toEqual(['ann', 'bob', 'dave', 'zoe']);
    expect(await sgql('true')).toEqual(['ann', 'bob', 'dave', 'zoe']);
  });

  it('reads event comparisons at one level as one event, and NOT before them as none', async () => {
    expect(await sgql("event_type = 'open' AND event_timestamp < NOW() - interval 5 day")).toEqual([]);
    expect(await sgql("event_type = 'open' AND event_type = 'delivered'")).toEqual([]);
    expect(await sgql("(event_type = 'open' AND event_source = 'mail') AND (event_type = 'delivered' OR event_type = 'click')")).toEqual(['ann']);
    expect(await sgql("NOT (event_type = 'delivered') AND first_name IS NOT NULL")).toEqual(['dave', 'zoe']);
    expect(await sgql("event_type = 'click' OR first_name = 'Zoë'")).toEqual(['dave', 'zoe']);
  });

  it('binds every literal: the SQL holds none of the query text', () => {
    const condition = compileSgql("first_name = 'x'') OR 1=1 --' AND email LIKE '%;DROP TABLE contacts'", context);
    expect(condition).toMatchObject({ kind: 'query' });
    const { sql, params } = condition as Extract<Condition, { kind: 'query' }>;
    expect(sql).not.toMatch(/DROP|'|--/);
    expect(params).toContain("x') OR 1=1 --");
  });

  it.each([
    ['', 'the query is empty at position 1'],
    ["email LIKE", 'expected a value but found the end of the query at position 11'],
    ["email = 'ann", 'unterminated string at position 9'],
    ['(email IS NULL', "expected ')' to close the parenthesis but found the end of the query at position 15"],
    ['email IS 3', 'expected NULL after IS but found \'3\' at position 10'],
    ["nickname = 'x'", 'unknown field nickname at position 1'],
    ['email = 5', 'cannot compare Text with Number (=) at position 7'],
    ["created_at > 'yesterday'", "'yesterday' is not an ISO 8601 date at position 14"],
    ["CONTAINS(first_name, 'x')", 'CONTAINS needs one of list_ids, segment_ids, alternate_emails, email_domains as its first argument at position 10'],
    ["CONTAINS(list_ids, first_name)", 'CONTAINS needs quoted values at position 20'],
    ["soundex(first_name) = 'x'", 'unknown function soundex at position 1'],
    ['list_ids IS NULL', 'list_ids is an array: use CONTAINS(list_ids, …) at position 1'],
    ['first_name', 'expected a condition (a comparison, IN, BETWEEN, LIKE, IS NULL or CONTAINS) at position 1'],
    ["first_name LIKE last_name", 'LIKE needs a quoted pattern at position 17'],
    ['score + interval 1 day > 3', "'+' with an interval needs DateTime, not Number at position 1"],
    ["email = 'a'; DELETE FROM contacts", "unexpected character ';' at position 12"],
    ["email = 'a' email", "expected the end of the query but found 'email' at position 13"],
    ["interval 3 weeks", 'expected a unit (second, minute, hour, day, month, year) but found \'weeks\' at position 12'],
  ])('rejects %j', (query, message) => {
    expect(rejection(() => compileSgql(query, context)).message).toBe(message);
  });

  it('names the unknown custom field (a segment using it becomes invalid)', () => {
    expect(rejection(() => compileSgql('loyalty_tier > 2', context)).unknownField).toBe('loyalty_tier');
  });
});

describe('Segments 2.0 query_dsl (ENDPOINTS.md §14b examples)', () => {
  it('evaluates every documented example', async () => {
    expect(await dsl(`${SELECT} WHERE c.email LIKE '%gmail.com%'`)).toEqual(['ann', 'dave']);
    expect(await dsl(`${SELECT} WHERE c.first_name!='Dave' OR c.first_name IS NULL`)).toEqual(['ann', 'bob', 'zoe']);
    expect(await dsl(`${SELECT} WHERE c.updated_at<'2026-10-02T00:00:00Z'`)).toEqual(['ann', 'bob', 'dave', 'zoe']);
    expect(await dsl(`${SELECT} WHERE NOT array_contains(list_ids, ['${listId}'])`)).toEqual(['bob', 'zoe']);
    expect(await dsl("SELECT c.contact_id, c.updated_at FROM contact_data c JOIN event_data e ON c.contact_id = e.contact_id WHERE e.event_source='mail' AND e.event_type='open'")).toEqual(['ann']);
  });

  it('accepts the documented forms', async () => {
    expect(await dsl('SELECT contact_id, updated_at FROM contact_data')).toEqual(['ann', 'bob', 'dave', 'zoe']);
    expect(await dsl('select CONTACT_ID, Updated_At from CONTACT_DATA where SCORE > 5')).toEqual(['ann']);
    expect(await dsl('SELECT contact_id, updated_at FROM contact_data INNER JOIN event_data ON contact_id')).toEqual(['ann', 'bob', 'dave']);
    expect(await dsl('SELECT c.contact_id, MAX(e.event_timestamp) AS updated_at FROM contact_data c JOIN event_data e ON e.contact_id = c.contact_id WHERE event_type = \'delivered\' AND c.first_name = \'bob\'')).toEqual(['bob']);
    expect(await dsl(`${SELECT} JOIN event_data e ON c.contact_id = e.contact_id WHERE NOT (e.event_type = 'delivered')`)).toEqual(['ann', 'dave']);
    expect(await dsl(`${SELECT} WHERE c.email LIKE '%gmail.com'`, listId)).toEqual(['ann', 'dave']);
    expect(await dsl(`${SELECT} WHERE c.first_name = 'bob'`, listId)).toEqual([]);
  });

  it.each([
    ["DELETE FROM contact_data WHERE email = 'a'", "a query_dsl must be SELECT contact_id, updated_at FROM contact_data … at position 1"],
    ['SELECT email, updated_at FROM contact_data', 'select exactly contact_id, updated_at (or MAX(…) AS updated_at) at position 8'],
    ['SELECT contact_id FROM contact_data', "expected ',' after contact_id (select exactly contact_id, updated_at) but found 'FROM' at position 19"],
    ['SELECT contact_id, updated_at FROM users', 'unknown table users: select FROM contact_data at position 36'],
    ['SELECT contact_id, updated_at FROM contact_data c JOIN lists l ON c.contact_id = l.contact_id', 'unknown table lists: only event_data can be joined at position 56'],
    ['SELECT contact_id, updated_at FROM contact_data c JOIN event_data e ON c.email = e.contact_id', 'tables are joined only ON contact_id (c.contact_id = e.contact_id) at position 69'],
    ["SELECT contact_id, updated_at FROM contact_data c WHERE e.event_type = 'open'", 'unknown table or alias e at position 57'],
    ["SELECT contact_id, updated_at FROM contact_data c WHERE event_type = 'open'", 'event_type is an event_data column: JOIN event_data to use it at position 57'],
    ["SELECT contact_id, updated_at FROM contact_data WHERE email = 'a' ORDER BY email", "expected the end of the query but found 'ORDER' at position 67"],
    ["SELECT contact_id, updated_at FROM contact_data WHERE email = 'a' UNION SELECT contact_id, updated_at FROM contact_data", "expected the end of the query but found 'UNION' at position 67"],
  ])('rejects %j', (query, message) => {
    expect(rejection(() => compileQueryDsl(query, context)).message).toContain(message);
  });
});

describe('the query condition in the store', () => {
  it('refuses SQL that did not come from the compiler', () => {
    for (const sql of ["c.email = 'x'", 'c.seq = ?; DELETE FROM contacts', '1) OR (1', 'c.seq = ? -- comment']) {
      expect(() => compileFilter({ match: 'all', conditions: [{ kind: 'query', sql, params: [1] }] })).toThrow(ContactStoreError);
    }
    expect(() => compileFilter({ match: 'all', conditions: [{ kind: 'query', sql: 'c.seq = ?', params: [] }] })).toThrow(ContactStoreError);
  });

  it('pages, counts and refreshes segments with it like any other filter', async () => {
    const condition = compileQueryDsl(`${SELECT} WHERE c.email LIKE '%gmail.com'`, context);
    const page = await subject.store.readPage(OWNER, { pageSize: 1, sort: 'email', filter: { match: 'all', conditions: [condition] } });
    expect(page.contacts.map((contact) => contact.email)).toEqual(['ann@gmail.com']);
    const next = await subject.store.readPage(OWNER, { pageSize: 1, sort: 'email', pageToken: page.nextPageToken, filter: { match: 'all', conditions: [condition] } });
    expect(next.contacts.map((contact) => contact.email)).toEqual(['dave@gmail.com']);
    expect(await subject.store.refreshSegmentMembers(OWNER, 'segment-1', { match: 'all', conditions: [condition] })).toBe(2);
    expect(await sgql("CONTAINS(segment_ids, 'segment-1')")).toEqual(['ann', 'dave']);
  });
});
