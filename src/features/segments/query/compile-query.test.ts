import { describe, expect, it } from 'vitest';
import { SEGMENT_TEST_FIELDS } from '@test/segment-fields';
import { compileQuery, parentListIdsOf, scopeOf } from './compile-query';
import type { SegmentCondition, SegmentQuery } from './model';
import { parseQueryDsl } from './parse-query';

const context = { fields: SEGMENT_TEST_FIELDS, timeZone: 'America/New_York' };
const SELECT = 'SELECT c.contact_id, c.updated_at FROM contact_data AS c';
const one = (condition: SegmentCondition): SegmentQuery => ({ groups: [{ conditions: [condition] }] });
const where = (condition: SegmentCondition) => compileQuery(one(condition), context).slice(`${SELECT} WHERE `.length);

describe('compileQuery', () => {
  it('selects every contact without conditions', () => {
    expect(compileQuery({ groups: [] }, context)).toBe(SELECT);
  });

  it('joins groups with AND (each in parentheses) and a group’s conditions with OR', () => {
    const query: SegmentQuery = {
      groups: [
        { conditions: [{ kind: 'text', fieldId: 'e1_T', operator: 'eq', value: 'Gold' }, { kind: 'text', fieldId: 'e1_T', operator: 'eq', value: 'Platinum' }] },
        { conditions: [{ kind: 'number', fieldId: 'e2_N', operator: 'gte', value: 1000 }] },
      ],
    };
    expect(compileQuery(query, context)).toBe(`${SELECT} WHERE (c.loyalty_tier = 'Gold' OR c.loyalty_tier = 'Platinum') AND (c.lifetime_value >= 1000)`);
    expect(compileQuery({ groups: query.groups.slice(0, 1) }, context)).toBe(`${SELECT} WHERE c.loyalty_tier = 'Gold' OR c.loyalty_tier = 'Platinum'`);
  });

  it('writes every text operator, counting blanks in for the negative ones', () => {
    const text = (operator: Exclude<SegmentCondition & { kind: 'text' }, { operator: 'blank' | 'not_blank' }>['operator']) =>
      where({ kind: 'text', fieldId: '_rf0_T', operator, value: 'Ann' });
    expect(text('eq')).toBe("c.first_name = 'Ann'");
    expect(text('ne')).toBe("(c.first_name != 'Ann' OR c.first_name IS NULL)");
    expect(text('contains')).toBe("c.first_name LIKE '%Ann%'");
    expect(text('not_contains')).toBe("(c.first_name NOT LIKE '%Ann%' OR c.first_name IS NULL)");
    expect(text('starts_with')).toBe("c.first_name LIKE 'Ann%'");
    expect(text('not_starts_with')).toBe("(c.first_name NOT LIKE 'Ann%' OR c.first_name IS NULL)");
    expect(text('ends_with')).toBe("c.first_name LIKE '%Ann'");
    expect(text('not_ends_with')).toBe("(c.first_name NOT LIKE '%Ann' OR c.first_name IS NULL)");
    expect(text('contains_word')).toBe("(c.first_name = 'Ann' OR c.first_name LIKE 'Ann %' OR c.first_name LIKE '% Ann' OR c.first_name LIKE '% Ann %')");
    expect(where({ kind: 'text', fieldId: '_rf0_T', operator: 'blank' })).toBe("(c.first_name IS NULL OR c.first_name = '')");
    expect(where({ kind: 'text', fieldId: '_rf0_T', operator: 'not_blank' })).toBe("(c.first_name IS NOT NULL AND c.first_name != '')");
  });

  it('escapes quotes and backslashes, and percent signs in patterns, never pasting values raw', () => {
    expect(where({ kind: 'text', fieldId: '_rf6_T', operator: 'eq', value: "O'Brien \\ Sons" })).toBe("c.city = 'O\\'Brien \\\\ Sons'");
    expect(where({ kind: 'text', fieldId: '_rf6_T', operator: 'contains', value: "50% off'); DROP TABLE contacts; --" })).toBe(
      "c.city LIKE '%50%% off\\'); DROP TABLE contacts; --%'",
    );
  });

  it('writes number operators', () => {
    expect(where({ kind: 'number', fieldId: 'e2_N', operator: 'lt', value: -12.5 })).toBe('c.lifetime_value < -12.5');
    expect(where({ kind: 'number', fieldId: 'e2_N', operator: 'ne', value: 3 })).toBe('(c.lifetime_value != 3 OR c.lifetime_value IS NULL)');
    expect(where({ kind: 'number', fieldId: 'e2_N', operator: 'blank' })).toBe('c.lifetime_value IS NULL');
    expect(where({ kind: 'number', fieldId: 'e2_N', operator: 'between', from: 1, to: 5 })).toBe('c.lifetime_value BETWEEN 1 AND 5');
    expect(where({ kind: 'number', fieldId: 'e2_N', operator: 'not_between', from: 0.000001, to: 5 })).toBe(
      '(c.lifetime_value NOT BETWEEN 0.000001 AND 5 OR c.lifetime_value IS NULL)',
    );
  });

  it('writes dates as instants with the user’s offset, days as their local midnights, windows from NOW()', () => {
    expect(where({ kind: 'date', fieldId: 'e3_D', operator: 'gt', value: '2024-06-19T13:45' })).toBe("c.last_purchase_date > '2024-06-19T13:45:00-04:00'");
    expect(where({ kind: 'date', fieldId: 'e3_D', operator: 'between', from: '2024-01-01T00:00', to: '2024-12-31T23:59' })).toBe(
      "c.last_purchase_date BETWEEN '2024-01-01T00:00:00-05:00' AND '2024-12-31T23:59:00-05:00'",
    );
    expect(where({ kind: 'date', fieldId: 'e3_D', operator: 'on', date: '2024-03-10' })).toBe(
      "(c.last_purchase_date >= '2024-03-10T00:00:00-05:00' AND c.last_purchase_date < '2024-03-11T00:00:00-04:00')",
    );
    expect(where({ kind: 'date', fieldId: '_rf21_D', operator: 'not_on', date: '2024-03-10' })).toBe(
      "(c.created_at < '2024-03-10T00:00:00-05:00' OR c.created_at >= '2024-03-11T00:00:00-04:00' OR c.created_at IS NULL)",
    );
    expect(where({ kind: 'date', fieldId: 'e3_D', operator: 'within', window: { direction: 'last', days: 30 } })).toBe(
      '(c.last_purchase_date >= NOW() - INTERVAL 30 DAY AND c.last_purchase_date <= NOW())',
    );
    expect(where({ kind: 'date', fieldId: 'e3_D', operator: 'not_within', window: { direction: 'next', days: 7 } })).toBe(
      '(c.last_purchase_date < NOW() OR c.last_purchase_date > NOW() + INTERVAL 7 DAY OR c.last_purchase_date IS NULL)',
    );
  });

  it('writes event conditions as membership in a subquery of mail events', () => {
    expect(where({ kind: 'event', event: 'open', happened: true, source: 'ANY', window: { kind: 'last', days: 30 } })).toBe(
      "c.contact_id IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'open' AND e.event_timestamp >= NOW() - INTERVAL 30 DAY)",
    );
    expect(where({ kind: 'event', event: 'click', happened: false, source: { kind: 'single_send', id: 'ss-1' }, window: { kind: 'ever' } })).toBe(
      "c.contact_id NOT IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'click' AND e.singlesend_id = 'ss-1')",
    );
    expect(where({ kind: 'event', event: 'delivered', happened: true, source: { kind: 'automation', id: 'a-1' }, window: { kind: 'between', from: '2026-09-01', to: '2026-09-30' } })).toBe(
      "c.contact_id IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.event_type = 'delivered' AND e.automation_id = 'a-1' AND e.event_timestamp >= '2026-09-01T00:00:00-04:00' AND e.event_timestamp < '2026-10-01T00:00:00-04:00')",
    );
  });

  it('maps the scope to parent_list_ids and back', () => {
    expect(parentListIdsOf({ kind: 'all' })).toEqual([]);
    expect(parentListIdsOf({ kind: 'list', listId: 'l1' })).toEqual(['l1']);
    expect(scopeOf(['l1'])).toEqual({ kind: 'list', listId: 'l1' });
    expect(scopeOf([])).toEqual({ kind: 'all' });
    expect(scopeOf(undefined)).toEqual({ kind: 'all' });
  });
});

describe('parseQueryDsl', () => {
  const parse = (dsl: string, timeZone = 'America/New_York') => parseQueryDsl(dsl, { ...context, timeZone });

  it('reads the builder’s forms written with other spacing, case, aliases and parentheses', () => {
    expect(parse("select contact_id, updated_at from CONTACT_DATA where ((first_name = 'Ann'))")).toEqual({
      kind: 'builder',
      query: one({ kind: 'text', fieldId: '_rf0_T', operator: 'eq', value: 'Ann' }),
    });
    expect(parse("SELECT x.contact_id, x.updated_at FROM contact_data x WHERE x.city LIKE \"%Den%\" AND x.LIFETIME_VALUE > 10")).toEqual({
      kind: 'builder',
      query: {
        groups: [
          { conditions: [{ kind: 'text', fieldId: '_rf6_T', operator: 'contains', value: 'Den' }] },
          { conditions: [{ kind: 'number', fieldId: 'e2_N', operator: 'gt', value: 10 }] },
        ],
      },
    });
  });

  it('reads a date in the viewer’s time zone', () => {
    const dsl = "SELECT c.contact_id, c.updated_at FROM contact_data AS c WHERE c.created_at > '2024-06-19T17:45:00Z'";
    expect(parse(dsl)).toEqual({ kind: 'builder', query: one({ kind: 'date', fieldId: '_rf21_D', operator: 'gt', value: '2024-06-19T13:45' }) });
    expect(parse(dsl, 'Europe/Berlin')).toEqual({ kind: 'builder', query: one({ kind: 'date', fieldId: '_rf21_D', operator: 'gt', value: '2024-06-19T19:45' }) });
  });

  it.each([
    ['a JOIN', `${SELECT} INNER JOIN event_data AS e ON c.contact_id = e.contact_id WHERE e.event_type = 'open'`, /joins event_data/],
    ['an array function', `${SELECT} WHERE array_contains(c.email_domains, ['gmail.com'])`, /cannot be shown/],
    ['a field that does not exist', `${SELECT} WHERE c.vip_code = 'X'`, /vip_code/],
    ['!= without the blanks', `${SELECT} WHERE c.first_name != 'Dave'`, /blank values/],
    ['a LIKE in the middle', `${SELECT} WHERE c.first_name LIKE 'A%n'`, /LIKE pattern/],
    ['a text field compared with a number', `${SELECT} WHERE c.first_name = 5`, /other than text/],
    ['a date that is not on a minute', `${SELECT} WHERE c.created_at > '2024-06-19T17:45:30Z'`, /date and time/],
    ['a two-day "on"', `${SELECT} WHERE (c.created_at >= '2024-06-19T04:00:00Z' AND c.created_at < '2024-06-21T04:00:00Z')`, /longer than one day/],
    ['NOT in front of a field', `${SELECT} WHERE NOT c.first_name = 'Ann'`, /cannot be shown/],
    ['a syntax error', `${SELECT} WHERE c.first_name = `, /expected a value/],
    ['another selection', "SELECT email FROM contact_data", /select contact_id, updated_at/],
    ['an event subquery on another column', `${SELECT} WHERE c.contact_id IN (SELECT e.contact_id FROM event_data AS e WHERE e.event_source = 'mail' AND e.url = 'x')`, /not about mail events|url/],
  ])('finds %s too advanced, saying why', (_, dsl, reason) => {
    const parsed = parse(dsl);
    expect(parsed.kind).toBe('too_advanced');
    expect(parsed.kind === 'too_advanced' ? parsed.reason : '').toMatch(reason);
  });
});
