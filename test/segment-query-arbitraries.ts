import fc from 'fast-check';
import type { ContactField } from '@/features/custom-fields/types';
import { segmentFields } from '@/features/segments/query/fields';
import {
  MAIL_EVENTS,
  type DateCondition,
  type EventCondition,
  type NumberCondition,
  type SegmentCondition,
  type SegmentQuery,
  type TextCondition,
} from '@/features/segments/query/model';
import { localDateTimeAt } from '@/features/segments/query/zoned-time';

/**
 * fast-check arbitraries of complete, valid builder queries (what validateDraft lets through), for the
 * round trip and the mock's agreement tests.
 */

export interface QueryArbitraryOptions {
  fields: readonly ContactField[];
  timeZone: string;
  /** Text values to draw from (by default any text); the agreement test uses values its contacts hold. */
  texts?: fc.Arbitrary<string>;
  numbers?: fc.Arbitrary<number>;
  /** Instants (ms) dates are drawn from. */
  instants?: fc.Arbitrary<number>;
  /** Event sources beside ANY. */
  sourceIds?: fc.Arbitrary<string>;
  maxGroups?: number;
  maxConditions?: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A value as validation keeps it: trimmed, not empty. */
const anyText = fc
  .string({ minLength: 1, maxLength: 12, unit: fc.oneof(fc.constantFrom("'", '\\', '%', '_', ' ', '"', 'é', '😀', 'a', 'B'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })) })
  .map((text) => text.trim())
  .filter((text) => text !== '');

/** Up to 6 decimals, below 1e15. */
const anyNumber = fc
  .tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 6 }))
  .map(([whole, decimals]) => whole / 10 ** decimals)
  .map((value) => (value === 0 ? 0 : value));

const anyInstant = fc.integer({ min: Date.UTC(1950, 0, 1) / MINUTE, max: Date.UTC(2090, 0, 1) / MINUTE }).map((minutes) => minutes * MINUTE);

export function segmentQueryArbitrary(options: QueryArbitraryOptions): fc.Arbitrary<SegmentQuery> {
  const fields = segmentFields(options.fields);
  const ofType = (type: ContactField['fieldType']) => fields.filter((field) => field.fieldType === type).map((field) => field.id);
  const texts = options.texts ?? anyText;
  const numbers = options.numbers ?? anyNumber;
  const instants = options.instants ?? anyInstant;
  const dateTime = instants.map((ms) => localDateTimeAt(ms, options.timeZone));
  const date = dateTime.map((local) => local.slice(0, 10));
  const days = fc.integer({ min: 1, max: 3650 });

  const text: fc.Arbitrary<TextCondition> = fc.oneof(
    fc.record({ kind: fc.constant('text' as const), fieldId: fc.constantFrom(...ofType('text')), operator: fc.constantFrom('blank' as const, 'not_blank' as const) }),
    fc.record({
      kind: fc.constant('text' as const),
      fieldId: fc.constantFrom(...ofType('text')),
      operator: fc.constantFrom('eq' as const, 'ne' as const, 'starts_with' as const, 'not_starts_with' as const),
      value: texts,
    }),
    fc.record({
      kind: fc.constant('text' as const),
      fieldId: fc.constantFrom(...ofType('text')),
      operator: fc.constantFrom('contains' as const, 'not_contains' as const, 'ends_with' as const, 'not_ends_with' as const),
      value: texts.filter((value) => !value.startsWith('%')),
    }),
    fc.record({
      kind: fc.constant('text' as const),
      fieldId: fc.constantFrom(...ofType('text')),
      operator: fc.constant('contains_word' as const),
      value: texts.filter((value) => !/\s/.test(value) && !value.startsWith('%')),
    }),
  );

  const number: fc.Arbitrary<NumberCondition> = fc.oneof(
    fc.record({ kind: fc.constant('number' as const), fieldId: fc.constantFrom(...ofType('number')), operator: fc.constant('blank' as const) }),
    fc.record({
      kind: fc.constant('number' as const),
      fieldId: fc.constantFrom(...ofType('number')),
      operator: fc.constantFrom('eq' as const, 'ne' as const, 'gt' as const, 'lt' as const, 'gte' as const, 'lte' as const),
      value: numbers,
    }),
    fc
      .record({
        fieldId: fc.constantFrom(...ofType('number')),
        operator: fc.constantFrom('between' as const, 'not_between' as const),
        bounds: fc.tuple(numbers, numbers).map(([a, b]) => (a <= b ? [a, b] : [b, a])),
      })
      .map(({ fieldId, operator, bounds: [from = 0, to = 0] }) => ({ kind: 'number' as const, fieldId, operator, from, to })),
  );

  const dateField = fc.constantFrom(...ofType('date'));
  const date_: fc.Arbitrary<DateCondition> = fc.oneof(
    fc.record({ kind: fc.constant('date' as const), fieldId: dateField, operator: fc.constant('blank' as const) }),
    fc.record({
      kind: fc.constant('date' as const),
      fieldId: dateField,
      operator: fc.constantFrom('eq' as const, 'ne' as const, 'gt' as const, 'lt' as const, 'gte' as const, 'lte' as const),
      value: dateTime,
    }),
    fc
      .record({ fieldId: dateField, operator: fc.constantFrom('between' as const, 'not_between' as const), bounds: fc.tuple(dateTime, dateTime) })
      // The builder wants the start before the end, as the user reads them.
      .filter(({ bounds: [a, b] }) => a !== b)
      .map(({ fieldId, operator, bounds: [a, b] }) => ({ kind: 'date' as const, fieldId, operator, from: a < b ? a : b, to: a < b ? b : a })),
    fc.record({ kind: fc.constant('date' as const), fieldId: dateField, operator: fc.constantFrom('on' as const, 'not_on' as const), date }),
    fc.record({
      kind: fc.constant('date' as const),
      fieldId: dateField,
      operator: fc.constantFrom('within' as const, 'not_within' as const),
      window: fc.record({ direction: fc.constantFrom('last' as const, 'next' as const), days }),
    }),
  );

  const source: fc.Arbitrary<EventCondition['source']> = fc.oneof(
    fc.constant('ANY' as const),
    fc.record({ kind: fc.constantFrom('single_send' as const, 'automation' as const), id: options.sourceIds ?? fc.uuid() }),
  );
  const window: fc.Arbitrary<EventCondition['window']> = fc.oneof(
    fc.constant({ kind: 'ever' as const }),
    fc.record({ kind: fc.constant('last' as const), days }),
    fc.tuple(date, fc.integer({ min: 0, max: 400 })).map(([from, length]) => ({
      kind: 'between' as const,
      from,
      to: new Date(Date.parse(`${from}T00:00:00Z`) + length * DAY).toISOString().slice(0, 10),
    })),
  );
  const event: fc.Arbitrary<EventCondition> = fc.record({
    kind: fc.constant('event' as const),
    event: fc.constantFrom(...MAIL_EVENTS),
    happened: fc.boolean(),
    source,
    window,
  });

  const condition: fc.Arbitrary<SegmentCondition> = fc.oneof(text, number, date_, event);
  const group = fc.record({ conditions: fc.array(condition, { minLength: 1, maxLength: options.maxConditions ?? 3 }) });
  return fc.record({ groups: fc.array(group, { minLength: 0, maxLength: options.maxGroups ?? 3 }) });
}
