import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuery } from '@/features/segments/query/compile-query';
import { explainContact } from '@/features/segments/query/explain-contact';
import type { ContactMailEvent, SegmentQuery } from '@/features/segments/query/model';
import { segmentQueryArbitrary } from '@test/segment-query-arbitraries';
import { SEGMENT_TEST_FIELDS } from '@test/segment-fields';
import type { ContactInput } from '../db/contacts/contact-store';
import { compileQueryDsl } from '../db/contacts/query-language/query-dsl';
import { openQueryTestStore, type QueryTestStore } from '../db/contacts/query-language/query-test-store';
import type { MailEventType } from '../db/contacts/schema';
import { contactDto } from './contacts-dto';

/**
 * The mock's evaluation of builder-written query_dsl agrees with a plain reference: the "why" function
 * (explain-contact.ts), which judges each condition from the contact's values and events in TypeScript.
 */
const OWNER = 'tester';
const TIME_ZONE = 'America/New_York';
const NOW = Date.parse('2026-10-05T12:00:00.000Z');
const DAY = 86_400_000;
/** The custom fields of SEGMENT_TEST_FIELDS, as the store keys them (table id) and the compiler reads them. */
const CUSTOM = [
  { id: 'e1_T', tableId: 1, name: 'loyalty_tier', type: 'Text' },
  { id: 'e2_N', tableId: 2, name: 'lifetime_value', type: 'Number' },
  { id: 'e3_D', tableId: 3, name: 'last_purchase_date', type: 'Date' },
  { id: 'e4_N', tableId: 4, name: 'total_orders', type: 'Number' },
] as const;
const fieldIds = new Map<number, string>(CUSTOM.map((field) => [field.tableId, field.id]));
/** The one mail source of the test store. */
const SOURCE = 'source-1';

const TEXTS = ['Ann', 'ann', 'Marie', 'Ann Marie', "O'Brien", '50%', 'a_b', 'Den', 'Denver', 'x\\y'];
const NUMBERS = [-5, 0, 1.5, 100, 1250.5];
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const text = fc.constantFrom(...TEXTS);
const instant = fc.integer({ min: -60, max: 60 }).map((days) => NOW + days * DAY + 3_600_000);

const contactArbitrary = fc.record({
  first_name: maybe(text),
  last_name: maybe(fc.constantFrom('', ...TEXTS)),
  city: maybe(text),
  country: maybe(text),
  tier: maybe(text),
  value: maybe(fc.constantFrom(...NUMBERS)),
  orders: maybe(fc.constantFrom(...NUMBERS)),
  purchase: maybe(instant),
  events: fc.array(fc.record({ type: fc.constantFrom<MailEventType>('delivered', 'open', 'click'), daysAgo: fc.integer({ min: 0, max: 60 }) }), { maxLength: 3 }),
});
type GeneratedContact = typeof contactArbitrary extends fc.Arbitrary<infer T> ? T : never;

const queries = segmentQueryArbitrary({
  fields: SEGMENT_TEST_FIELDS,
  timeZone: TIME_ZONE,
  texts: text,
  numbers: fc.constantFrom(...NUMBERS),
  instants: instant.map((ms) => ms - (ms % 60_000)),
  sourceIds: fc.constantFrom(SOURCE, 'another-send'),
  maxGroups: 3,
  maxConditions: 2,
});

let subject: QueryTestStore;

beforeAll(async () => {
  subject = await openQueryTestStore();
});
afterAll(() => subject.close());

/** Stores the contacts (replacing the previous run's) and reads them back, with their events, as the API would answer them. */
async function storeContacts(generated: GeneratedContact[]) {
  await subject.store.deleteAllContacts(OWNER);
  const inputs: ContactInput[] = generated.map((contact, index) => {
    const custom: Record<number, string | number> = {};
    if (contact.tier !== null) custom[1] = contact.tier;
    if (contact.value !== null) custom[2] = contact.value;
    if (contact.purchase !== null) custom[3] = new Date(contact.purchase).toISOString();
    if (contact.orders !== null) custom[4] = contact.orders;
    return { email: `c${index}@example.com`, first_name: contact.first_name, last_name: contact.last_name, city: contact.city, country: contact.country, custom_fields: custom };
  });
  const { ids } = await subject.store.upsertContacts(OWNER, inputs, { now: new Date(NOW - 10 * DAY).toISOString() });
  const events = new Map<string, ContactMailEvent[]>();
  generated.forEach((contact, index) => {
    const id = ids[index] as string;
    const list = contact.events.map((event) => ({ type: event.type, at: NOW - event.daysAgo * DAY - 60_000 }));
    subject.addEvents(id, list);
    events.set(
      id,
      list.map((event) => ({ event_type: event.type, event_timestamp: new Date(event.at).toISOString(), singlesend_id: SOURCE, automation_id: null })),
    );
  });
  const stored = await subject.store.getContacts(OWNER, ids);
  return stored.map((contact) => ({ dto: contactDto(contact, fieldIds), events: events.get(contact.id) ?? [] }));
}

async function agree(query: SegmentQuery, generated: GeneratedContact[]) {
  const contacts = await storeContacts(generated);
  const context = { fields: SEGMENT_TEST_FIELDS, timeZone: TIME_ZONE };
  const dsl = compileQuery(query, context);
  const condition = compileQueryDsl(dsl, { customFields: CUSTOM, now: NOW });
  const { contacts: matched } = await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 1000);
  const expected = contacts.filter(({ dto, events }) => explainContact(query, dto, events, context, NOW).verdict === 'met').map(({ dto }) => dto.id);
  expect({ dsl, ids: matched.map((contact) => contact.id).sort() }).toEqual({ dsl, ids: expected.sort() });
}

const withoutEvents = (query: SegmentQuery) => query.groups.every((group) => group.conditions.every((condition) => condition.kind !== 'event'));

describe('the mock evaluates builder queries as the reference does', () => {
  it('for field conditions', async () => {
    await fc.assert(
      fc.asyncProperty(queries.filter(withoutEvents), fc.array(contactArbitrary, { minLength: 1, maxLength: 12 }), agree),
      { numRuns: 150 },
    );
  });

  it('for event conditions too', async () => {
    await fc.assert(fc.asyncProperty(queries.filter((query) => !withoutEvents(query)), fc.array(contactArbitrary, { minLength: 1, maxLength: 12 }), agree), {
      numRuns: 100,
    });
  });
});
