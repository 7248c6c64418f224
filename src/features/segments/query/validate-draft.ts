import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { eventOfSubject, fieldById } from './fields';
import {
  DATE_OPERATORS,
  NUMBER_OPERATORS,
  TEXT_OPERATORS,
  type ComparisonOperator,
  type ConditionDraft,
  type ConditionErrors,
  type DraftValidation,
  type EventCondition,
  type EventSource,
  type QueryContext,
  type QueryDraft,
  type QueryDraftErrors,
  type SegmentCondition,
  type SegmentQuery,
} from './model';
import { instantOf, isLocalDate, isLocalDateTime } from './zoned-time';

/** The builder's messages beside the spec's generic "is a required field". */
export const FIELD_MISSING_MESSAGE = 'refers to a field that no longer exists';
export const OPERATOR_MISMATCH_MESSAGE = 'is not an operator for this field';
export const NUMBER_MESSAGE = 'must be a number';
export const NUMBER_RANGE_MESSAGE = 'must be a number between -999,999,999,999,999 and 999,999,999,999,999 with at most 6 decimals';
export const DATE_MESSAGE = 'must be a valid date';
export const DATE_TIME_MESSAGE = 'must be a valid date and time';
export const DAYS_MESSAGE = 'must be a whole number of days from 1 to 3650';
export const END_AFTER_START_MESSAGE = 'must be after the start';
export const END_NOT_BEFORE_START_MESSAGE = 'must not be before the start';
export const LEADING_PERCENT_MESSAGE = 'must not start with %';
export const ONE_WORD_MESSAGE = 'must be one word';
export const SOURCE_MESSAGE = 'must be ANY, a single send or an automation';
export const missingTimeMessage = (timeZone: string) => `does not exist in ${timeZone} (the clocks change then)`;

export const MAX_WINDOW_DAYS = 3650;

type Result<T> = { ok: true; value: T } | { ok: false; errors: ConditionErrors };

const fail = <T>(errors: ConditionErrors): Result<T> => ({ ok: false, errors });
const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A typed number, or its message. */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  const match = /^-?(\d*)(?:\.(\d*))?$/.exec(trimmed);
  const whole = match?.[1] ?? '';
  const decimals = match?.[2] ?? '';
  if (match === null || (whole === '' && decimals === '')) return NUMBER_MESSAGE;
  if (whole.replace(/^0+/, '').length > 15 || decimals.length > 6) return NUMBER_RANGE_MESSAGE;
  const value = Number(trimmed);
  return value === 0 ? 0 : value;
}

function daysOf(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED_MESSAGE;
  const days = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return days >= 1 && days <= MAX_WINDOW_DAYS ? days : DAYS_MESSAGE;
}

function dateTimeOf(text: string, timeZone: string): string | { error: string } {
  if (text === '') return { error: REQUIRED_MESSAGE };
  if (!isLocalDateTime(text)) return { error: DATE_TIME_MESSAGE };
  return instantOf(text, timeZone) === undefined ? { error: missingTimeMessage(timeZone) } : text;
}

function dateOf(text: string, timeZone: string): string | { error: string } {
  if (text === '') return { error: REQUIRED_MESSAGE };
  if (!isLocalDate(text)) return { error: DATE_MESSAGE };
  return instantOf(text, timeZone) === undefined ? { error: missingTimeMessage(timeZone) } : text;
}

const isError = (value: unknown): value is { error: string } => typeof value === 'object' && value !== null && 'error' in value;

function textCondition(draft: ConditionDraft, fieldId: string): Result<SegmentCondition> {
  const operator = draft.operator as (typeof TEXT_OPERATORS)[number];
  if (operator === 'blank' || operator === 'not_blank') return ok({ kind: 'text', fieldId, operator });
  const value = draft.value.trim();
  if (value === '') return fail({ value: REQUIRED_MESSAGE });
  const likeAfterWildcard = ['contains', 'not_contains', 'ends_with', 'not_ends_with', 'contains_word'].includes(operator);
  // A LIKE pattern '%' + '%%…' would read as a literal percent sign then the wildcard (mocks/README.md "Segments").
  if (likeAfterWildcard && value.startsWith('%')) return fail({ value: LEADING_PERCENT_MESSAGE });
  if (operator === 'contains_word' && /\s/.test(value)) return fail({ value: ONE_WORD_MESSAGE });
  return ok({ kind: 'text', fieldId, operator, value });
}

function numberCondition(draft: ConditionDraft, fieldId: string): Result<SegmentCondition> {
  const operator = draft.operator as (typeof NUMBER_OPERATORS)[number];
  if (operator === 'blank') return ok({ kind: 'number', fieldId, operator });
  const from = numberOf(draft.value);
  if (operator !== 'between' && operator !== 'not_between') {
    return typeof from === 'string' ? fail({ value: from }) : ok({ kind: 'number', fieldId, operator, value: from });
  }
  const to = numberOf(draft.endValue);
  const errors: ConditionErrors = {
    ...(typeof from === 'string' ? { value: from } : {}),
    ...(typeof to === 'string' ? { endValue: to } : {}),
  };
  if (typeof from === 'number' && typeof to === 'number' && to < from) errors.endValue = END_NOT_BEFORE_START_MESSAGE;
  if (typeof from === 'string' || typeof to === 'string' || errors.endValue !== undefined) return fail(errors);
  return ok({ kind: 'number', fieldId, operator, from, to });
}

function dateCondition(draft: ConditionDraft, fieldId: string, timeZone: string): Result<SegmentCondition> {
  const operator = draft.operator as (typeof DATE_OPERATORS)[number];
  switch (operator) {
    case 'blank':
      return ok({ kind: 'date', fieldId, operator });
    case 'on':
    case 'not_on': {
      const date = dateOf(draft.value, timeZone);
      return isError(date) ? fail({ value: date.error }) : ok({ kind: 'date', fieldId, operator, date });
    }
    case 'within':
    case 'not_within': {
      const days = daysOf(draft.value);
      return typeof days === 'string' ? fail({ value: days }) : ok({ kind: 'date', fieldId, operator, window: { direction: draft.direction, days } });
    }
    case 'between':
    case 'not_between': {
      const from = dateTimeOf(draft.value, timeZone);
      const to = dateTimeOf(draft.endValue, timeZone);
      const errors: ConditionErrors = { ...(isError(from) ? { value: from.error } : {}), ...(isError(to) ? { endValue: to.error } : {}) };
      if (!isError(from) && !isError(to) && to <= from) errors.endValue = END_AFTER_START_MESSAGE;
      if (isError(from) || isError(to) || errors.endValue !== undefined) return fail(errors);
      return ok({ kind: 'date', fieldId, operator, from, to });
    }
    default: {
      const value = dateTimeOf(draft.value, timeZone);
      return isError(value) ? fail({ value: value.error }) : ok({ kind: 'date', fieldId, operator: operator as ComparisonOperator, value });
    }
  }
}

function sourceOf(text: string): EventSource | undefined {
  if (text === 'ANY') return 'ANY';
  const match = /^(single_send|automation):(.+)$/.exec(text);
  return match ? { kind: match[1] as 'single_send' | 'automation', id: match[2] as string } : undefined;
}

function eventCondition(draft: ConditionDraft, event: EventCondition['event'], timeZone: string): Result<SegmentCondition> {
  if (draft.operator !== 'happened' && draft.operator !== 'not_happened') {
    return fail({ operator: draft.operator === '' ? REQUIRED_MESSAGE : OPERATOR_MISMATCH_MESSAGE });
  }
  const source = sourceOf(draft.source);
  if (source === undefined) return fail({ value: SOURCE_MESSAGE });
  const base = { kind: 'event' as const, event, happened: draft.operator === 'happened', source };
  switch (draft.window) {
    case 'ever':
      return ok({ ...base, window: { kind: 'ever' } });
    case 'last': {
      const days = daysOf(draft.value);
      return typeof days === 'string' ? fail({ value: days }) : ok({ ...base, window: { kind: 'last', days } });
    }
    case 'between': {
      const from = dateOf(draft.value, timeZone);
      const to = dateOf(draft.endValue, timeZone);
      const errors: ConditionErrors = { ...(isError(from) ? { value: from.error } : {}), ...(isError(to) ? { endValue: to.error } : {}) };
      if (!isError(from) && !isError(to) && to < from) errors.endValue = END_NOT_BEFORE_START_MESSAGE;
      if (isError(from) || isError(to) || errors.endValue !== undefined) return fail(errors);
      return ok({ ...base, window: { kind: 'between', from, to } });
    }
  }
}

const OPERATORS_OF_TYPE = { text: TEXT_OPERATORS, number: NUMBER_OPERATORS, date: DATE_OPERATORS } as const;

/** One condition as typed → the model's condition, or its messages. */
export function validateCondition(draft: ConditionDraft, context: QueryContext): Result<SegmentCondition> {
  if (draft.subject === '') return fail({ subject: REQUIRED_MESSAGE });
  const event = eventOfSubject(draft.subject);
  if (event !== undefined) return eventCondition(draft, event, context.timeZone);
  const field = fieldById(context.fields, draft.subject);
  if (field === undefined) return fail({ subject: FIELD_MISSING_MESSAGE });
  if (draft.operator === '') return fail({ operator: REQUIRED_MESSAGE });
  if (!(OPERATORS_OF_TYPE[field.fieldType] as readonly string[]).includes(draft.operator)) return fail({ operator: OPERATOR_MISMATCH_MESSAGE });
  switch (field.fieldType) {
    case 'text':
      return textCondition(draft, field.id);
    case 'number':
      return numberCondition(draft, field.id);
    case 'date':
      return dateCondition(draft, field.id, context.timeZone);
  }
}

/**
 * The builder's draft → a complete query, or messages laid out like the draft (Formik's `errors`): field,
 * operator, value and date are required, a start comes before its end, numbers are numbers, dates exist in
 * the user's time zone.
 */
export function validateDraft(draft: QueryDraft, context: QueryContext): DraftValidation {
  let valid = true;
  const groups: SegmentQuery['groups'] = [];
  const errors = draft.groups.map((group) => {
    const conditions: SegmentCondition[] = [];
    const conditionErrors = group.conditions.map((condition) => {
      const result = validateCondition(condition, context);
      if (result.ok) {
        conditions.push(result.value);
        return undefined;
      }
      valid = false;
      return result.errors;
    });
    groups.push({ conditions });
    return conditionErrors.some((item) => item !== undefined) ? { conditions: conditionErrors } : undefined;
  });
  if (valid) return { valid: true, query: { groups: groups.filter((group) => group.conditions.length > 0) } };
  const result: QueryDraftErrors = { groups: errors };
  return { valid: false, errors: result };
}

const BLANK_DRAFT: ConditionDraft = { subject: '', operator: '', value: '', endValue: '', direction: 'last', source: 'ANY', window: 'ever' };

/** What the builder shows for a condition of the model. */
export function conditionDraft(condition: SegmentCondition): ConditionDraft {
  if (condition.kind === 'event') {
    const source = condition.source === 'ANY' ? 'ANY' : `${condition.source.kind}:${condition.source.id}`;
    const base = { ...BLANK_DRAFT, subject: `event:${condition.event}`, operator: condition.happened ? 'happened' : 'not_happened', source, window: condition.window.kind };
    if (condition.window.kind === 'last') return { ...base, value: String(condition.window.days) };
    if (condition.window.kind === 'between') return { ...base, value: condition.window.from, endValue: condition.window.to };
    return base;
  }
  const base = { ...BLANK_DRAFT, subject: condition.fieldId, operator: condition.operator };
  if ('value' in condition) return { ...base, value: String(condition.value) };
  if ('from' in condition) return { ...base, value: String(condition.from), endValue: String(condition.to) };
  if ('date' in condition) return { ...base, value: condition.date };
  if ('window' in condition) return { ...base, value: String(condition.window.days), direction: condition.window.direction };
  return base;
}

/** The draft of a query (to edit a saved segment or a duplicate): validateDraft gives the query back. */
export const toDraft = (query: SegmentQuery): QueryDraft => ({
  groups: query.groups.map((group) => ({ conditions: group.conditions.map(conditionDraft) })),
});
