import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInput } from '../contact-store';
import { compileQueryDsl } from './query-dsl';
import type { QueryContext } from './query-context';
import { EVENT_TYPES, FIELDS, modelArbitrary, modelText, NOW, PREFIX_NAMES, queryDslText, referenceMatches, type ModelContact, type ModelEvent } from './reference-model';
import { compileSgql } from './sgql';
import { openQueryTestStore, type QueryTestStore } from './query-test-store';

const OWNER = 'tester';
const DAY = 86_400_000;
const context: QueryContext = {
  customFields: [
    { id: 'e1_N', tableId: FIELDS.score, name: 'score', type: 'Number' },
    { id: 'e2_T', tableId: FIELDS.tier, name: 'Tier', type: 'Text' },
    { id: 'e3_D', tableId: FIELDS.signup, name: 'signup', type: 'Date' },
  ],
  now: NOW,
};

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const name = fc.constantFrom('Ann', 'Anna', 'ann', 'Bob', 'Zoë', "O'Brien", '100%', 'a_b', 'Lee', 'O', '', ...PREFIX_NAMES);
const contactArbitrary = fc.record({
  local: maybe(fc.constantFrom('ann', 'Anna', 'bob', 'x_y', 'zoë', "o'brien")),
  domain: fc.constantFrom('gmail.com', 'example.org'),
  first_name: maybe(name),
  last_name: maybe(name),
  city: maybe(fc.constantFrom('Paris', 'paris', 'Berlin', 'a_b')),
  score: maybe(fc.constantFrom(-1, 0, 2.5, 5, 7, 10)),
  tier: maybe(fc.constantFrom('gold', 'Gold', 'silver')),
  signupDaysAgo: maybe(fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 1, 2))),
  /** As the store may hold a Date value: midnight, a time (with or without milliseconds), within a second. */
  signupForm: fc.constantFrom('date', 'time', 'plain', 'millis'),
  createdDaysAgo: fc.integer({ min: 0, max: 12 }),
  lists: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }),
  events: fc.array(fc.record({ type: fc.constantFrom(...EVENT_TYPES), daysAgo: fc.integer({ min: 0, max: 40 }) }), { maxLength: 3 }),
});
type GeneratedContact = typeof contactArbitrary extends fc.Arbitrary<infer T> ? T : never;

let subject: QueryTestStore;
let listIds: string[];

beforeAll(async () => {
  subject = await openQueryTestStore();
  listIds = await Promise.all(['A', 'B', 'C'].map(async (list) => (await subject.store.createList(OWNER, list)).id));
});
afterAll(() => subject.close());

/** Stores the generated contacts (replacing the previous run's) and reads them back as the store holds them. */
async function storeContacts(generated: GeneratedContact[]): Promise<ModelContact[]> {
  await subject.store.deleteAllContacts(OWNER);
  const contacts: ModelContact[] = [];
  for (const [index, contact] of generated.entries()) {
    const withTime = contact.signupForm !== 'date';
    const signup = contact.signupDaysAgo === null ? null : new Date(NOW - contact.signupDaysAgo * DAY - (withTime ? 3_600_000 : 0) + (contact.signupForm === 'millis' ? 250 : 0));
    const customFields: Record<number, string | number> = {};
    if (contact.score !== null) customFields[FIELDS.score] = contact.score;
    if (contact.tier !== null) customFields[FIELDS.tier] = contact.tier;
    if (signup !== null) {
      const iso = signup.toISOString();
      customFields[FIELDS.signup] = { date: `${iso.slice(0, 10)}T00:00:00Z`, time: iso, plain: iso.replace(/\.\d{3}Z$/, 'Z'), millis: iso }[contact.signupForm];
    }
    const input: ContactInput = {
      ...(contact.local === null ? { external_id: `x${index}` } : { email: `${contact.local}${index}@${contact.domain}` }),
      first_name: contact.first_name,
      last_name: contact.last_name,
      city: contact.city,
      custom_fields: customFields,
    };
    const created = new Date(NOW - contact.createdDaysAgo * DAY - index * 1000).toISOString();
    const { ids } = await subject.store.upsertContacts(OWNER, [input], { listIds: contact.lists.map((list) => listIds[list] as string), now: created });
    const id = ids[0] as string;
    const events: ModelEvent[] = contact.events.map((event) => ({ type: event.type, at: NOW - event.daysAgo * DAY }));
    subject.addEvents(id, events);
    const [stored] = await subject.store.getContacts(OWNER, [id]);
    contacts.push({ stored: stored!, events });
  }
  return contacts;
}

async function matchedIds(condition: ReturnType<typeof compileSgql>): Promise<string[]> {
  const { contacts, count } = await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 1000);
  expect(count).toBe(contacts.length);
  return contacts.map((contact) => contact.id).sort();
}

const expected = (contacts: ModelContact[], matches: (contact: ModelContact) => boolean) =>
  contacts
    .filter(matches)
    .map((contact) => contact.stored.id)
    .sort();

describe('the compiled SQL agrees with a plain TypeScript reference on random contacts and conditions', () => {
  it('SGQL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contactArbitrary, { maxLength: 8 }), fc.array(modelArbitrary('sgql'), { minLength: 1, maxLength: 5 }), async (generated, models) => {
        const contacts = await storeContacts(generated);
        for (const model of models) {
          const query = modelText(model, 'sgql', listIds);
          expect(await matchedIds(compileSgql(query, context)), query).toEqual(expected(contacts, (contact) => referenceMatches(model, contact, listIds, 'sgql')));
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  it('query_dsl, events joined', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contactArbitrary, { maxLength: 8 }), fc.array(modelArbitrary('query_dsl'), { minLength: 1, maxLength: 5 }), async (generated, models) => {
        const contacts = await storeContacts(generated);
        for (const model of models) {
          const query = queryDslText(model, listIds);
          expect(await matchedIds(compileQueryDsl(query, context)), query).toEqual(expected(contacts, (contact) => referenceMatches(model, contact, listIds, 'query_dsl')));
          const parent = listIds[0] as string;
          expect(await matchedIds(compileQueryDsl(query, { ...context, parentListId: parent })), `${query} in list A`).toEqual(
            expected(contacts, (contact) => contact.stored.list_ids.includes(parent) && referenceMatches(model, contact, listIds, 'query_dsl')),
          );
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);
});
