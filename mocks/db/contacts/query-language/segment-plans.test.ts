import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryDsl } from './query-dsl';
import { openQueryTestStore, plansOf, useMillionStatistics, type QueryTestStore } from './query-test-store';

const OWNER = 'tester';
const NOW = Date.parse('2026-10-05T12:00:00.250Z');
const context = {
  customFields: [
    { id: 'e1_T', tableId: 1, name: 'loyalty_tier', type: 'Text' as const },
    { id: 'e2_N', tableId: 2, name: 'lifetime_value', type: 'Number' as const },
    { id: 'e3_D', tableId: 3, name: 'last_purchase_date', type: 'Date' as const },
  ],
  now: NOW,
};

/** Segments as the builder writes them (src/features/segments/query/compile-query.ts; test/bench/segment-count.bench.mjs times these). */
const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';
const TIER = "(c.loyalty_tier = 'Gold')";
const VALUE = '(c.lifetime_value > 1000)';
const PURCHASED = '((c.last_purchase_date >= NOW() - INTERVAL 365 DAY AND c.last_purchase_date <= NOW()))';
const OPENED = "(c.contact_id IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'open' AND e.event_timestamp >= NOW() - INTERVAL 120 DAY))";
const NOT_CLICKED = "(c.contact_id NOT IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'click'))";

let subject: QueryTestStore;
let listId: string;

beforeAll(async () => {
  subject = await openQueryTestStore();
  listId = (await subject.store.createList(OWNER, 'Rewards')).id;
  const { ids } = await subject.store.upsertContacts(
    OWNER,
    ['Gold', 'Silver', 'Gold'].map((tier, index) => ({ email: `p${index}@example.com`, custom_fields: { 1: tier, 2: 500 * (index + 1), 3: '2026-09-01T00:00:00Z' } })),
    { listIds: [listId] },
  );
  subject.addEvents(ids[2] as string, [{ type: 'open', at: NOW - 86_400_000 }]);
});
afterAll(() => subject.close());

/** The live count's statements (filterContacts: the count and a sample of 10), as the preview handler runs them. */
async function previewPlans(where: string, parentListId?: string): Promise<{ count: number; plans: string[] }> {
  const condition = compileQueryDsl(`${SELECT} WHERE ${where}`, { ...context, ...(parentListId === undefined ? {} : { parentListId }) });
  let count = 0;
  const plans = await plansOf(subject.db, async () => {
    count = (await subject.store.filterContacts(OWNER, { match: 'all', conditions: [condition] }, 10)).count;
  });
  return { count, plans };
}

const DRIVEN_BY_TIER = /SEARCH v\d USING COVERING INDEX contact_field_values_value \(field_id=\? AND value=\?\)/;
/** A point lookup by contact (NOT EXISTS shows as a correlated subquery, without EXISTS). */
const probe = (table: 'values' | 'events') =>
  table === 'values' ? /SEARCH v\d EXISTS USING PRIMARY KEY \(contact_seq=\? AND field_id=\?\)/g : /SEARCH e\d (EXISTS )?USING PRIMARY KEY \(contact_seq=\? AND type=\?\)/g;

describe('the probes of a segment count without statistics (a database ANALYZE never saw)', () => {
  it('stay point lookups on the primary keys, never a range of the value or event-time index', async () => {
    const { count, plans } = await previewPlans([TIER, VALUE, PURCHASED, OPENED].join(' AND '));
    expect(count).toBe(1);
    for (const plan of plans) {
      expect(plan).toMatch(DRIVEN_BY_TIER);
      expect(plan.match(probe('values'))).toHaveLength(2);
      expect(plan).toMatch(probe('events'));
      expect(plan).not.toMatch(/EXISTS USING (COVERING )?INDEX|INTERSECT/);
    }
  });
});

describe('the plans of segment counts (EXPLAIN QUERY PLAN, with the statistics of a million contacts)', () => {
  beforeAll(() => useMillionStatistics(subject.db));

  it('text = AND number > AND a date window: reads the tier rows and probes the value and the date of each by its contact', async () => {
    const { count, plans } = await previewPlans([TIER, VALUE, PURCHASED].join(' AND '));
    expect(count).toBe(1);
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toMatch(/^SEARCH c USING INTEGER PRIMARY KEY \(rowid=\?\)\nLIST SUBQUERY/);
      expect(plan).toMatch(DRIVEN_BY_TIER);
      expect(plan.match(probe('values'))).toHaveLength(2);
      expect(plan).not.toMatch(/INTERSECT|SCAN c\b|value>\?/);
    }
  });

  it('text = AND number > AND opened in a window: probes the opens on the events key', async () => {
    const { count, plans } = await previewPlans([TIER, VALUE, OPENED].join(' AND '));
    expect(count).toBe(1);
    for (const plan of plans) {
      expect(plan).toMatch(DRIVEN_BY_TIER);
      expect(plan.match(probe('values'))).toHaveLength(1);
      expect(plan).toMatch(probe('events'));
      expect(plan).not.toMatch(/INTERSECT|SCAN c\b|mail_events_type_at/);
    }
  });

  it('a condition that excludes (did not click) is a probe too, and a parent list is probed per contact', async () => {
    const { count, plans } = await previewPlans([TIER, NOT_CLICKED].join(' AND '), listId);
    expect(count).toBe(2);
    for (const plan of plans) {
      expect(plan).toMatch(DRIVEN_BY_TIER);
      expect(plan).toMatch(probe('events'));
      expect(plan).toMatch(/SEARCH m EXISTS USING PRIMARY KEY \(list_seq=\? AND contact_seq=\?\)|SEARCH m EXISTS USING (COVERING )?INDEX list_members_contact/);
      expect(plan).not.toMatch(/INTERSECT|SCAN c\b|mail_events_type_at/);
    }
  });

  it('a date window alone is one range of the index', async () => {
    const { count, plans } = await previewPlans(PURCHASED);
    expect(count).toBe(3);
    for (const plan of plans) {
      expect(plan).toMatch(/SEARCH v\d USING COVERING INDEX contact_field_values_value \(field_id=\? AND value>\? AND value<\?\)/);
      expect(plan).not.toMatch(/INTERSECT/);
    }
  });
});
