import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentQueryArbitrary } from '@test/segment-query-arbitraries';
import { SEGMENT_TEST_FIELDS } from '@test/segment-fields';
import type { ConditionDraft } from './model';
import { toDraft, validateCondition, validateDraft } from './validate-draft';

const context = { fields: SEGMENT_TEST_FIELDS, timeZone: 'America/New_York' };
const draft = (patch: Partial<ConditionDraft>): ConditionDraft => ({
  subject: '',
  operator: '',
  value: '',
  endValue: '',
  direction: 'last',
  source: 'ANY',
  window: 'ever',
  ...patch,
});
const errorsOf = (patch: Partial<ConditionDraft>) => {
  const result = validateCondition(draft(patch), context);
  return result.ok ? {} : result.errors;
};

describe('validateCondition', () => {
  it('requires the field, the operator and the value', () => {
    expect(errorsOf({})).toEqual({ subject: 'is a required field' });
    expect(errorsOf({ subject: '_rf0_T' })).toEqual({ operator: 'is a required field' });
    expect(errorsOf({ subject: '_rf0_T', operator: 'contains', value: '   ' })).toEqual({ value: 'is a required field' });
    expect(errorsOf({ subject: 'e2_N', operator: 'between', value: '', endValue: '' })).toEqual({ value: 'is a required field', endValue: 'is a required field' });
    expect(errorsOf({ subject: 'e3_D', operator: 'on' })).toEqual({ value: 'is a required field' });
    expect(errorsOf({ subject: 'event:open', operator: '' })).toEqual({ operator: 'is a required field' });
    expect(errorsOf({ subject: 'event:open', operator: 'happened', window: 'between', value: '2026-09-01' })).toEqual({ endValue: 'is a required field' });
  });

  it('needs no value for blank and not blank', () => {
    expect(validateCondition(draft({ subject: '_rf0_T', operator: 'not_blank', value: '' }), context)).toEqual({
      ok: true,
      value: { kind: 'text', fieldId: '_rf0_T', operator: 'not_blank' },
    });
    expect(errorsOf({ subject: 'e2_N', operator: 'blank' })).toEqual({});
  });

  it('refuses a field that no longer exists and an operator of another type', () => {
    expect(errorsOf({ subject: 'e99_T', operator: 'eq', value: 'x' })).toEqual({ subject: 'refers to a field that no longer exists' });
    expect(errorsOf({ subject: 'e2_N', operator: 'contains', value: '1' })).toEqual({ operator: 'is not an operator for this field' });
    expect(errorsOf({ subject: '_rf0_T', operator: 'within', value: '1' })).toEqual({ operator: 'is not an operator for this field' });
  });

  it('reads numbers as numbers, within range', () => {
    expect(errorsOf({ subject: 'e2_N', operator: 'gt', value: 'ten' })).toEqual({ value: 'must be a number' });
    expect(errorsOf({ subject: 'e2_N', operator: 'gt', value: '1e5' })).toEqual({ value: 'must be a number' });
    expect(errorsOf({ subject: 'e2_N', operator: 'gt', value: '1.1234567' })).toEqual({
      value: 'must be a number between -999,999,999,999,999 and 999,999,999,999,999 with at most 6 decimals',
    });
    expect(validateCondition(draft({ subject: 'e2_N', operator: 'gt', value: ' -0012.50 ' }), context)).toEqual({
      ok: true,
      value: { kind: 'number', fieldId: 'e2_N', operator: 'gt', value: -12.5 },
    });
    expect(errorsOf({ subject: 'e2_N', operator: 'between', value: '5', endValue: '1' })).toEqual({ endValue: 'must not be before the start' });
    expect(errorsOf({ subject: 'e2_N', operator: 'between', value: '5', endValue: '5' })).toEqual({});
  });

  it('wants a start before its end, and dates that exist in the user’s time zone', () => {
    expect(errorsOf({ subject: 'e3_D', operator: 'between', value: '2024-06-02T10:00', endValue: '2024-06-02T10:00' })).toEqual({ endValue: 'must be after the start' });
    expect(errorsOf({ subject: 'e3_D', operator: 'gt', value: '2024-02-30T10:00' })).toEqual({ value: 'must be a valid date and time' });
    // Clocks in New York jump from 2:00 to 3:00 on March 10, 2024.
    expect(errorsOf({ subject: 'e3_D', operator: 'gt', value: '2024-03-10T02:30' })).toEqual({
      value: 'does not exist in America/New_York (the clocks change then)',
    });
    expect(errorsOf({ subject: 'e3_D', operator: 'on', value: '2024-13-01' })).toEqual({ value: 'must be a valid date' });
    expect(errorsOf({ subject: 'event:click', operator: 'not_happened', window: 'between', value: '2026-09-10', endValue: '2026-09-01' })).toEqual({
      endValue: 'must not be before the start',
    });
  });

  it('wants whole days for windows', () => {
    expect(errorsOf({ subject: 'e3_D', operator: 'within', value: '0' })).toEqual({ value: 'must be a whole number of days from 1 to 3650' });
    expect(errorsOf({ subject: 'e3_D', operator: 'within', value: '2.5' })).toEqual({ value: 'must be a whole number of days from 1 to 3650' });
    expect(errorsOf({ subject: 'event:open', operator: 'happened', window: 'last', value: '3651' })).toEqual({ value: 'must be a whole number of days from 1 to 3650' });
    expect(validateCondition(draft({ subject: 'e3_D', operator: 'not_within', value: '30', direction: 'next' }), context)).toEqual({
      ok: true,
      value: { kind: 'date', fieldId: 'e3_D', operator: 'not_within', window: { direction: 'next', days: 30 } },
    });
  });

  it('refuses text the query cannot say', () => {
    expect(errorsOf({ subject: '_rf0_T', operator: 'contains', value: '%off' })).toEqual({ value: 'must not start with %' });
    expect(errorsOf({ subject: '_rf0_T', operator: 'starts_with', value: '%off' })).toEqual({});
    expect(errorsOf({ subject: '_rf0_T', operator: 'contains_word', value: 'two words' })).toEqual({ value: 'must be one word' });
  });

  it('reads the event source: ANY, a single send or an automation', () => {
    expect(validateCondition(draft({ subject: 'event:delivered', operator: 'happened', source: 'single_send:abc' }), context)).toEqual({
      ok: true,
      value: { kind: 'event', event: 'delivered', happened: true, source: { kind: 'single_send', id: 'abc' }, window: { kind: 'ever' } },
    });
    expect(errorsOf({ subject: 'event:delivered', operator: 'happened', source: 'somewhere' })).toEqual({ value: 'must be ANY, a single send or an automation' });
  });
});

describe('validateDraft', () => {
  it('lays the messages out like the draft', () => {
    const result = validateDraft(
      {
        groups: [
          { conditions: [draft({ subject: '_rf0_T', operator: 'eq', value: 'Ann' })] },
          { conditions: [draft({ subject: '_rf0_T', operator: 'eq', value: 'Ann' }), draft({ subject: 'e2_N' })] },
        ],
      },
      context,
    );
    expect(result).toEqual({ valid: false, errors: { groups: [undefined, { conditions: [undefined, { operator: 'is a required field' }] }] } });
  });

  it('gives back the query a draft was made from (toDraft, then validateDraft)', () => {
    fc.assert(
      fc.property(segmentQueryArbitrary({ fields: SEGMENT_TEST_FIELDS, timeZone: context.timeZone }), (query) => {
        expect(validateDraft(toDraft(query), context)).toEqual({ valid: true, query });
      }),
      { numRuns: 300 },
    );
  });
});
