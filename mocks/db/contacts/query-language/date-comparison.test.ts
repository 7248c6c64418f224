import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condition } from '../conditions';
import { compileQueryDsl } from './query-dsl';
import { openQueryTestStore, type QueryTestStore } from './query-test-store';

const OWNER = 'tester';
const FIELD = 7;
const context = { customFields: [{ id: 'e7_D', tableId: FIELD, name: 'renewal', type: 'Date' as const }], now: Date.parse('2026-10-05T12:00:00Z') };

/** Stored values around one second, in every form a Date value may take: midnight, whole seconds with and without milliseconds, within the second. */
const STORED = [
  '2026-10-01T00:00:00Z',
  '2026-10-01T09:59:59Z',
  '2026-10-01T09:59:59.999Z',
  '2026-10-01T10:00:00Z',
  '2026-10-01T10:00:00.000Z',
  '2026-10-01T10:00:00.001Z',
  '2026-10-01T10:00:00.250Z',
  '2026-10-01T10:00:00.999Z',
  '2026-10-01T10:00:01Z',
  '2026-10-01T10:00:01.500Z',
  '2026-10-02T00:00:00Z',
];
const INSTANTS = ['2026-10-01T10:00:00.000Z', '2026-10-01T10:00:00.250Z', '2026-10-01T10:00:00.500Z', '2026-10-01T10:00:01.000Z', '2026-10-01T00:00:00.000Z'];
const OPERATORS = ['=', '!=', '<', '<=', '>', '>='] as const;
const holds = (left: number, operator: (typeof OPERATORS)[number], right: number) =>
  ({ '=': left === right, '!=': left !== right, '<': left < right, '<=': left <= right, '>': left > right, '>=': left >= right })[operator];

let subject: QueryTestStore;
let ids: Map<string, string>;

beforeAll(async () => {
  subject = await openQueryTestStore();
  const { ids: created } = await subject.store.upsertContacts(OWNER, [
    ...STORED.map((value, index) => ({ email: `d${index}@example.com`, custom_fields: { [FIELD]: value } })),
    { email: 'none@example.com' },
  ]);
  ids = new Map(STORED.map((value, index) => [created[index] as string, value]));
});
afterAll(() => subject.close());

async function matched(where: string): Promise<string[]> {
  const condition = compileQueryDsl(`SELECT c.contact_id, c.updated_at FROM contact_data AS c WHERE ${where}`, context);
  const { contacts } = await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 100);
  return contacts.map((contact) => ids.get(contact.id) ?? 'none').sort();
}

describe('a custom Date value compared with an instant, as stored text', () => {
  it('agrees with comparing instants, for every operator, within and across the boundary second', async () => {
    for (const instant of INSTANTS) {
      for (const operator of OPERATORS) {
        const expected = STORED.filter((value) => holds(Date.parse(value), operator, Date.parse(instant))).sort();
        expect(await matched(`c.renewal ${operator} '${instant}'`), `${operator} ${instant}`).toEqual(expected);
        const negated = STORED.filter((value) => !holds(Date.parse(value), operator, Date.parse(instant))).sort();
        expect(await matched(`NOT (c.renewal ${operator} '${instant}')`), `NOT ${operator} ${instant}`).toEqual(negated);
      }
    }
  });

  it('agrees for BETWEEN and NOT BETWEEN', async () => {
    for (const low of INSTANTS) {
      for (const high of INSTANTS) {
        const inside = (value: string) => Date.parse(value) >= Date.parse(low) && Date.parse(value) <= Date.parse(high);
        expect(await matched(`c.renewal BETWEEN '${low}' AND '${high}'`), `${low}..${high}`).toEqual(STORED.filter(inside).sort());
        expect(await matched(`c.renewal NOT BETWEEN '${low}' AND '${high}'`), `not ${low}..${high}`).toEqual(STORED.filter((value) => !inside(value)).sort());
      }
    }
  });

  it('converts no stored value when the instant is a whole second (>= and <), and only those of its second otherwise', () => {
    const sql = (where: string) => (compileQueryDsl(`SELECT c.contact_id, c.updated_at FROM contact_data AS c WHERE ${where}`, context) as Extract<Condition, { kind: 'query' }>).sql;
    expect(sql("c.renewal >= '2026-10-01T10:00:00Z' AND c.renewal < '2026-10-02T00:00:00Z'")).toBe('c.seq IN (SELECT v1.contact_seq FROM contact_field_values v1 WHERE v1.field_id = ? AND ((v1.value >= ?) AND (v1.value < ?)))');
    expect(sql("c.renewal > '2026-10-01T10:00:00.250Z'")).toBe(
      'c.seq IN (SELECT v1.contact_seq FROM contact_field_values v1 WHERE v1.field_id = ? AND (v1.value >= ? AND (v1.value >= ? OR CAST(round(unixepoch(v1.value, ?) * 1000) AS INTEGER) > ?)))',
    );
  });
});
