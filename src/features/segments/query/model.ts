/**
 * The segment builder's model: what a Segments 2.0 `query_dsl` written by the builder says, as data.
 *
 * A query is groups of conditions: the groups are joined by AND, the conditions inside a group by OR
 * (conjunctive normal form: every boolean combination of conditions can be written this way, and it reads
 * as "all of these groups, at least one condition of each"). No groups: every contact of the scope.
 *
 * Two shapes:
 * - `SegmentQuery`: a complete, valid query with typed values (numbers as numbers, dates as local calendar
 *   strings in the user's time zone). compileQuery writes it; parseQueryDsl reads it back identically.
 * - `QueryDraft`: what the builder form edits, every value a string as typed, '' until chosen.
 *   validateDraft turns a draft into a SegmentQuery or into messages laid out like the draft (Formik's
 *   `errors` shape); toDraft goes back.
 *
 * Fields are referred to by their field definition id (`_rf0_T` reserved, `e1_T` custom); compile and
 * parse map ids to the column names of `contact_data` through the field definitions (custom fields are
 * columns under their name).
 */
import type { ContactField } from '@/features/custom-fields/types';

/** A segment of every contact, or of one list's contacts (the API's `parent_list_ids`, one id at most). */
export type SegmentScope = { kind: 'all' } | { kind: 'list'; listId: string };

export const TEXT_OPERATORS = [
  'eq',
  'ne',
  'contains',
  'not_contains',
  'contains_word',
  'starts_with',
  'not_starts_with',
  'ends_with',
  'not_ends_with',
  'blank',
  'not_blank',
] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export const NUMBER_OPERATORS = ['eq', 'ne', 'gt', 'lt', 'gte', 'lte', 'blank', 'between', 'not_between'] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];

export const DATE_OPERATORS = [...NUMBER_OPERATORS, 'on', 'not_on', 'within', 'not_within'] as const;
export type DateOperator = (typeof DATE_OPERATORS)[number];

/** Comparisons against one value (numbers, and instants for dates). */
export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'lt' | 'gte' | 'lte';
export type RangeOperator = 'between' | 'not_between';

/** The spec's spelling of each operator (what the operator menu shows). */
export const OPERATOR_SYMBOLS: Record<TextOperator | DateOperator, string> = {
  eq: '=',
  ne: '!=',
  gt: '>',
  lt: '<',
  gte: '>=',
  lte: '<=',
  contains: 'contains',
  not_contains: 'not contains',
  contains_word: 'contains word',
  starts_with: 'starts with',
  not_starts_with: 'not starts with',
  ends_with: 'ends with',
  not_ends_with: 'not ends with',
  blank: 'blank',
  not_blank: 'not blank',
  between: 'between',
  not_between: 'not between',
  on: 'on',
  not_on: 'not on',
  within: 'within',
  not_within: 'not within',
};

/** A calendar day in the user's time zone: `YYYY-MM-DD`. */
export type LocalDate = string;
/** A wall-clock minute in the user's time zone: `YYYY-MM-DDTHH:mm`. */
export type LocalDateTime = string;

/** A window relative to the moment the segment is evaluated: "in the last 30 days", "in the next 7 days". */
export interface RelativeWindow {
  direction: 'last' | 'next';
  /** Whole days, 1–3650. */
  days: number;
}

export type TextCondition =
  | { kind: 'text'; fieldId: string; operator: 'blank' }
  | { kind: 'text'; fieldId: string; operator: 'not_blank' }
  | { kind: 'text'; fieldId: string; operator: Exclude<TextOperator, 'blank' | 'not_blank'>; value: string };

export type NumberCondition =
  | { kind: 'number'; fieldId: string; operator: 'blank' }
  | { kind: 'number'; fieldId: string; operator: ComparisonOperator; value: number }
  | { kind: 'number'; fieldId: string; operator: RangeOperator; from: number; to: number };

export type DateCondition =
  | { kind: 'date'; fieldId: string; operator: 'blank' }
  /** Compared as instants: the minute `value` in the user's time zone. */
  | { kind: 'date'; fieldId: string; operator: ComparisonOperator; value: LocalDateTime }
  /** Both ends included. */
  | { kind: 'date'; fieldId: string; operator: RangeOperator; from: LocalDateTime; to: LocalDateTime }
  /** The whole calendar day in the user's time zone. */
  | { kind: 'date'; fieldId: string; operator: 'on' | 'not_on'; date: LocalDate }
  | { kind: 'date'; fieldId: string; operator: 'within' | 'not_within'; window: RelativeWindow };

export const MAIL_EVENTS = ['delivered', 'open', 'click'] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/** Which sends an event condition counts: `ANY` is the wildcard (every single send and automation). */
export type EventSource = 'ANY' | { kind: 'single_send' | 'automation'; id: string };

/** When the event happened: at any time, in the last N days, or between two calendar days (both included). */
export type EventWindow = { kind: 'ever' } | { kind: 'last'; days: number } | { kind: 'between'; from: LocalDate; to: LocalDate };

/** "was delivered / opened / clicked" (`happened`) or its negation, from a source, in a window. */
export interface EventCondition {
  kind: 'event';
  event: MailEvent;
  happened: boolean;
  source: EventSource;
  window: EventWindow;
}

export type FieldCondition = TextCondition | NumberCondition | DateCondition;
export type SegmentCondition = FieldCondition | EventCondition;

/** At least one condition; any of them (OR). */
export interface ConditionGroup {
  conditions: SegmentCondition[];
}

/** Every group (AND); no groups means every contact of the scope. */
export interface SegmentQuery {
  groups: ConditionGroup[];
}

/** The segment as the builder holds it: its scope and its query. */
export interface BuilderSegment {
  scope: SegmentScope;
  query: SegmentQuery;
}

/** How compile, parse, words and "why" read fields and dates. */
export interface QueryContext {
  /** Every field definition (reserved and custom): the custom-fields feature's selectAllContactFields. */
  fields: readonly ContactField[];
  /** The user's IANA time zone; dates in the model are wall-clock times there. */
  timeZone: string;
}

// ---------------------------------------------------------------------------------------------------------
// The draft: what the builder form edits.

/** What an event condition's subject looks like in a draft (`event:open`), beside field ids. */
export type EventSubject = `event:${MailEvent}`;

export type EventWindowKind = EventWindow['kind'];

/**
 * One condition as typed. Which members matter depends on the subject and operator:
 * - text, number, date comparisons: `value`;
 * - between / not between: `value` (from) and `endValue` (to);
 * - on / not on: `value` (a LocalDate);
 * - within / not within: `direction` and `value` (days);
 * - events (`subject` = `event:<type>`; `operator` = 'happened' | 'not_happened'): `source`
 *   ('ANY', `single_send:<id>` or `automation:<id>`), `window`, and `value` (days, for 'last') or
 *   `value` and `endValue` (LocalDates, for 'between').
 * Members that do not matter are kept as typed, so switching an operator back restores them.
 */
export interface ConditionDraft {
  /** A field id, an EventSubject, or '' until chosen. */
  subject: string;
  /** A TextOperator / DateOperator, 'happened' / 'not_happened' for events, or '' until chosen. */
  operator: string;
  value: string;
  endValue: string;
  direction: RelativeWindow['direction'];
  source: string;
  window: EventWindowKind;
}

export interface GroupDraft {
  conditions: ConditionDraft[];
}

export interface QueryDraft {
  groups: GroupDraft[];
}

/** The members of a ConditionDraft that can carry a message. */
export type ConditionErrors = Partial<Record<'subject' | 'operator' | 'value' | 'endValue', string>>;

/** Messages laid out like the draft (Formik's `errors` shape); absent where there is nothing to say. */
export interface QueryDraftErrors {
  groups?: ({ conditions?: (ConditionErrors | undefined)[] } | undefined)[];
}

export type DraftValidation = { valid: true; query: SegmentQuery } | { valid: false; errors: QueryDraftErrors };

// ---------------------------------------------------------------------------------------------------------
// Reading a query_dsl back.

/**
 * What parseQueryDsl finds: the builder's model (the scope comes from parent_list_ids: scopeOf), or a query the builder
 * cannot show (written elsewhere, too complex, or naming fields that no longer exist): the spec's "query too
 * advanced for rendering" state, shown read-only.
 */
export type ParsedSegment = { kind: 'builder'; query: SegmentQuery } | { kind: 'too_advanced'; reason: string };

// ---------------------------------------------------------------------------------------------------------
// "Why is this contact in this segment?"

/**
 * One mail event of a contact: `GET /marketing/segments/2.0/contact_events/{contact_id}` (a mock extension,
 * mocks/README.md "Segments") answers ContactEventsDto, the contact's events newest first.
 */
export interface ContactMailEvent {
  event_type: string;
  /** ISO 8601. */
  event_timestamp: string;
  singlesend_id: string | null;
  automation_id: string | null;
}

export interface ContactEventsDto {
  contact_id: string;
  events: ContactMailEvent[];
}

export type Verdict = 'met' | 'failed';

export interface ConditionVerdict {
  condition: SegmentCondition;
  verdict: Verdict;
  /** The condition in words ("First Name contains "ann""). */
  words: string;
  /** The contact's value in words ("Annabel", "blank", "opened 3 times in the window, last on …"). */
  contactValue: string;
}

export interface GroupVerdict {
  /** Met when any of its conditions is. */
  verdict: Verdict;
  conditions: ConditionVerdict[];
}

export interface ContactExplanation {
  /** Met when every group is. */
  verdict: Verdict;
  groups: GroupVerdict[];
}
