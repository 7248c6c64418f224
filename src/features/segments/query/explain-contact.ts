import type { ContactField } from '@/features/custom-fields/types';
import type { ContactDto } from '@/shared/audience/contact';
import { conditionInWords, localInWords, numberInWords } from './describe-query';
import { EVENT_LABELS, fieldById, isReservedField } from './fields';
import type {
  ConditionVerdict,
  ContactExplanation,
  ContactMailEvent,
  DateCondition,
  EventCondition,
  NumberCondition,
  QueryContext,
  RelativeWindow,
  SegmentCondition,
  SegmentQuery,
  TextCondition,
  Verdict,
} from './model';
import { instantOf, localDateTimeAt, nextDay } from './zoned-time';

/**
 * "Why is this contact in this segment?": each condition judged from the contact's own values (and its
 * mail events, from the contact_events extension), the way the query_dsl the builder writes evaluates.
 * A negative operator (!=, not contains, not between, not on, not within) counts a blank value as met,
 * as the query's `OR f IS NULL` does.
 */

const DAY_MS = 86_400_000;

type FieldValue = string | number | null;

function valueOf(contact: ContactDto, field: ContactField): FieldValue {
  if (!isReservedField(field)) return contact.custom_fields?.[field.id] ?? null;
  const value = (contact as unknown as Record<string, unknown>)[field.name];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

const isBlank = (value: FieldValue) => value === null || value === '';

function textMet(condition: TextCondition, raw: FieldValue): boolean {
  const value = raw === null ? null : String(raw);
  if (condition.operator === 'blank') return value === null || value === '';
  if (condition.operator === 'not_blank') return value !== null && value !== '';
  const wanted = condition.value;
  if (value === null) return condition.operator.startsWith('not_') || condition.operator === 'ne';
  switch (condition.operator) {
    case 'eq':
      return value === wanted;
    case 'ne':
      return value !== wanted;
    case 'contains':
      return value.includes(wanted);
    case 'not_contains':
      return !value.includes(wanted);
    case 'starts_with':
      return value.startsWith(wanted);
    case 'not_starts_with':
      return !value.startsWith(wanted);
    case 'ends_with':
      return value.endsWith(wanted);
    case 'not_ends_with':
      return !value.endsWith(wanted);
    case 'contains_word':
      return value === wanted || value.startsWith(`${wanted} `) || value.endsWith(` ${wanted}`) || value.includes(` ${wanted} `);
  }
}

function compare(operator: 'eq' | 'ne' | 'gt' | 'lt' | 'gte' | 'lte', value: number, wanted: number): boolean {
  switch (operator) {
    case 'eq':
      return value === wanted;
    case 'ne':
      return value !== wanted;
    case 'gt':
      return value > wanted;
    case 'lt':
      return value < wanted;
    case 'gte':
      return value >= wanted;
    case 'lte':
      return value <= wanted;
  }
}

function numberMet(condition: NumberCondition, raw: FieldValue): boolean {
  const value = typeof raw === 'number' ? raw : null;
  if (condition.operator === 'blank') return value === null;
  if (value === null) return condition.operator === 'ne' || condition.operator === 'not_between';
  switch (condition.operator) {
    case 'between':
      return value >= condition.from && value <= condition.to;
    case 'not_between':
      return value < condition.from || value > condition.to;
    default:
      return compare(condition.operator, value, condition.value);
  }
}

const instant = (local: string, timeZone: string) => instantOf(local, timeZone) ?? Number.NaN;

function windowRange(window: RelativeWindow, now: number): [number, number] {
  const shifted = now + (window.direction === 'last' ? -1 : 1) * window.days * DAY_MS;
  return window.direction === 'last' ? [shifted, now] : [now, shifted];
}

function dateMet(condition: DateCondition, raw: FieldValue, context: QueryContext, now: number): boolean {
  const parsed = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  const value = Number.isNaN(parsed) ? null : parsed;
  if (condition.operator === 'blank') return value === null;
  const negative = condition.operator === 'ne' || condition.operator.startsWith('not_');
  if (value === null) return negative;
  const zone = context.timeZone;
  switch (condition.operator) {
    case 'between':
    case 'not_between': {
      const inside = value >= instant(condition.from, zone) && value <= instant(condition.to, zone);
      return inside === (condition.operator === 'between');
    }
    case 'on':
    case 'not_on': {
      const inside = value >= instant(condition.date, zone) && value < instant(nextDay(condition.date), zone);
      return inside === (condition.operator === 'on');
    }
    case 'within':
    case 'not_within': {
      const [start, end] = windowRange(condition.window, now);
      const inside = value >= start && value <= end;
      return inside === (condition.operator === 'within');
    }
    default:
      return compare(condition.operator, value, instant(condition.value, zone));
  }
}

/** The contact's events a condition counts: its type, from its source, in its window. */
function matchingEvents(condition: EventCondition, events: readonly ContactMailEvent[], context: QueryContext, now: number): ContactMailEvent[] {
  const { window, source } = condition;
  return events.filter((event) => {
    if (event.event_type !== condition.event) return false;
    if (source !== 'ANY' && (source.kind === 'single_send' ? event.singlesend_id : event.automation_id) !== source.id) return false;
    const at = Date.parse(event.event_timestamp);
    if (window.kind === 'last') return at >= now - window.days * DAY_MS;
    if (window.kind === 'between') return at >= instant(window.from, context.timeZone) && at < instant(nextDay(window.to), context.timeZone);
    return true;
  });
}

function fieldValueInWords(field: ContactField, value: FieldValue, timeZone: string): string {
  if (isBlank(value)) return 'blank';
  if (typeof value === 'number') return numberInWords(value);
  if (field.fieldType === 'date' && !Number.isNaN(Date.parse(value as string))) {
    return localInWords(localDateTimeAt(Date.parse(value as string), timeZone), timeZone);
  }
  return `"${String(value)}"`;
}

function eventsInWords(condition: EventCondition, found: readonly ContactMailEvent[], timeZone: string): string {
  const noun = EVENT_LABELS[condition.event].noun.toLowerCase();
  if (found.length === 0) return `no ${noun} event that counts`;
  const last = found.map((event) => Date.parse(event.event_timestamp)).reduce((latest, at) => Math.max(latest, at));
  const times = found.length === 1 ? 'once' : `${numberInWords(found.length)} times`;
  return `${noun} ${times}, last on ${localInWords(localDateTimeAt(last, timeZone), timeZone)}`;
}

function judge(condition: SegmentCondition, contact: ContactDto, events: readonly ContactMailEvent[], context: QueryContext, now: number): ConditionVerdict {
  const words = conditionInWords(condition, context);
  const verdict = (met: boolean): Verdict => (met ? 'met' : 'failed');
  if (condition.kind === 'event') {
    const found = matchingEvents(condition, events, context, now);
    return { condition, words, verdict: verdict(found.length > 0 === condition.happened), contactValue: eventsInWords(condition, found, context.timeZone) };
  }
  const field = fieldById(context.fields, condition.fieldId);
  if (field === undefined) return { condition, words, verdict: 'failed', contactValue: 'a field that no longer exists' };
  const value = valueOf(contact, field);
  const met =
    condition.kind === 'text' ? textMet(condition, value) : condition.kind === 'number' ? numberMet(condition, value) : dateMet(condition, value, context, now);
  return { condition, words, verdict: verdict(met), contactValue: fieldValueInWords(field, value, context.timeZone) };
}

/**
 * Which conditions a contact meets and fails, with its values. `events` are the contact's mail events
 * (only read when the query has event conditions); `now` is when "in the last N days" ends.
 */
export function explainContact(
  query: SegmentQuery,
  contact: ContactDto,
  events: readonly ContactMailEvent[],
  context: QueryContext,
  now: number,
): ContactExplanation {
  const groups = query.groups.map((group) => {
    const conditions = group.conditions.map((condition) => judge(condition, contact, events, context, now));
    const verdict: Verdict = conditions.some((item) => item.verdict === 'met') ? 'met' : 'failed';
    return { verdict, conditions };
  });
  return { verdict: groups.every((group) => group.verdict === 'met') ? 'met' : 'failed', groups };
}
