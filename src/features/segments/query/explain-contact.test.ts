import { describe, expect, it } from 'vitest';
import { SEGMENT_TEST_FIELDS } from '@test/segment-fields';
import type { ContactDto } from '@/shared/audience/contact';
import { describeQuery } from './describe-query';
import { explainContact } from './explain-contact';
import type { ContactMailEvent, SegmentQuery } from './model';

const context = { fields: SEGMENT_TEST_FIELDS, timeZone: 'America/New_York' };
const NOW = Date.parse('2026-10-05T12:00:00Z');
const DAY = 86_400_000;

const contact: ContactDto = {
  id: 'c1',
  email: 'ann@example.com',
  first_name: 'Ann Marie',
  last_name: null,
  city: 'Denver',
  custom_fields: { e1_T: 'Gold', e2_N: 1250.5, e3_D: '2026-09-20T15:00:00Z' },
  created_at: '2024-03-10T05:00:00Z',
  updated_at: '2026-10-01T00:00:00Z',
};
const events: ContactMailEvent[] = [
  { event_type: 'open', event_timestamp: new Date(NOW - 3 * DAY).toISOString(), singlesend_id: 's1', automation_id: null },
  { event_type: 'open', event_timestamp: new Date(NOW - 40 * DAY).toISOString(), singlesend_id: 's2', automation_id: null },
  { event_type: 'delivered', event_timestamp: new Date(NOW - 3 * DAY).toISOString(), singlesend_id: 's1', automation_id: null },
];

const query: SegmentQuery = {
  groups: [
    {
      conditions: [
        { kind: 'text', fieldId: '_rf0_T', operator: 'contains_word', value: 'Marie' },
        { kind: 'text', fieldId: '_rf1_T', operator: 'not_blank' },
      ],
    },
    { conditions: [{ kind: 'number', fieldId: 'e2_N', operator: 'between', from: 1000, to: 2000 }] },
    { conditions: [{ kind: 'date', fieldId: 'e3_D', operator: 'within', window: { direction: 'last', days: 30 } }] },
    { conditions: [{ kind: 'date', fieldId: '_rf21_D', operator: 'on', date: '2024-03-10' }] },
    { conditions: [{ kind: 'event', event: 'open', happened: true, source: 'ANY', window: { kind: 'last', days: 30 } }] },
    { conditions: [{ kind: 'event', event: 'click', happened: false, source: 'ANY', window: { kind: 'ever' } }] },
    { conditions: [{ kind: 'text', fieldId: 'e1_T', operator: 'ne', value: 'Gold' }] },
  ],
};

describe('explainContact', () => {
  it('says which conditions the contact meets and fails, with its values', () => {
    const explanation = explainContact(query, contact, events, context, NOW);
    const rows = explanation.groups.flatMap((group) => group.conditions.map((item) => [item.words, item.verdict, item.contactValue]));
    expect(rows).toEqual([
      ['First Name contains word "Marie"', 'met', '"Ann Marie"'],
      ['Last Name is not blank', 'failed', 'blank'],
      ['lifetime_value between 1,000 and 2,000', 'met', '1,250.5'],
      ['last_purchase_date within the last 30 days', 'met', 'Sep 20, 2026, 11:00 AM'],
      ['Created At on Mar 10, 2024', 'met', 'Mar 10, 2024, 12:00 AM'],
      ['Opened any email in the last 30 days', 'met', 'email opened once, last on Oct 2, 2026, 8:00 AM'],
      ['Did not click any email at any time', 'met', 'no email clicked event that counts'],
      ['loyalty_tier != "Gold"', 'failed', '"Gold"'],
    ]);
    expect(explanation.groups.map((group) => group.verdict)).toEqual(['met', 'met', 'met', 'met', 'met', 'met', 'failed']);
    expect(explanation.verdict).toBe('failed');
  });

  it('counts a blank value in for the negative operators, as the query does', () => {
    const blank: ContactDto = { ...contact, custom_fields: {} };
    const negatives: SegmentQuery = {
      groups: [
        { conditions: [{ kind: 'text', fieldId: 'e1_T', operator: 'not_contains', value: 'Go' }] },
        { conditions: [{ kind: 'number', fieldId: 'e2_N', operator: 'not_between', from: 1, to: 2 }] },
        { conditions: [{ kind: 'date', fieldId: 'e3_D', operator: 'not_on', date: '2026-09-20' }] },
        { conditions: [{ kind: 'number', fieldId: 'e2_N', operator: 'blank' }] },
      ],
    };
    expect(explainContact(negatives, blank, [], context, NOW).verdict).toBe('met');
    expect(explainContact({ groups: [{ conditions: [{ kind: 'text', fieldId: 'e1_T', operator: 'contains', value: 'Go' }] }] }, blank, [], context, NOW).verdict).toBe('failed');
  });

  it('judges event sources and day windows', () => {
    const fromS2: SegmentQuery = {
      groups: [{ conditions: [{ kind: 'event', event: 'open', happened: true, source: { kind: 'single_send', id: 's2' }, window: { kind: 'between', from: '2026-08-26', to: '2026-08-26' } }] }],
    };
    expect(explainContact(fromS2, contact, events, context, NOW).verdict).toBe('met');
    const fromAutomation: SegmentQuery = {
      groups: [{ conditions: [{ kind: 'event', event: 'open', happened: true, source: { kind: 'automation', id: 's2' }, window: { kind: 'ever' } }] }],
    };
    expect(explainContact(fromAutomation, contact, events, context, NOW).verdict).toBe('failed');
  });
});

describe('describeQuery', () => {
  it('puts each group’s conditions in words', () => {
    expect(
      describeQuery(
        {
          groups: [
            { conditions: [{ kind: 'date', fieldId: '_rf22_D', operator: 'gte', value: '2026-01-01T09:30' }, { kind: 'number', fieldId: 'e2_N', operator: 'blank' }] },
            { conditions: [{ kind: 'event', event: 'delivered', happened: false, source: { kind: 'automation', id: 'a1' }, window: { kind: 'between', from: '2026-09-01', to: '2026-09-30' } }] },
            { conditions: [{ kind: 'date', fieldId: 'e3_D', operator: 'not_within', window: { direction: 'next', days: 1 } }] },
          ],
        },
        context,
      ),
    ).toEqual([
      ['Updated At >= Jan 1, 2026, 9:30 AM', 'lifetime_value is blank'],
      ['Was not delivered the automation a1 between Sep 1, 2026 and Sep 30, 2026'],
      ['last_purchase_date not within the next day'],
    ]);
  });
});
