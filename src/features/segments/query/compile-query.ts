import { fieldById } from './fields';
import type {
  ConditionGroup,
  DateCondition,
  EventCondition,
  NumberCondition,
  QueryContext,
  RelativeWindow,
  SegmentCondition,
  SegmentQuery,
  SegmentScope,
  TextCondition,
} from './model';
import { instantOf, isoWithOffset, nextDay } from './zoned-time';

/**
 * The builder model → Segments 2.0 `query_dsl` (ENDPOINTS.md §14b). Every value is written as a literal
 * through the escaping functions below, never pasted in. Event conditions are membership subqueries,
 * `c.contact_id [NOT] IN (SELECT e.contact_id FROM event_data AS e WHERE …)`, not a JOIN: a JOIN makes the
 * whole WHERE one event row, which can neither combine two event conditions nor say "did not open". The forms each condition takes are listed in
 * mocks/README.md "Segments" (the mock's parser reads them); parse-query.ts reads them back.
 */

export const CONTACT_ALIAS = 'c';
export const EVENT_ALIAS = 'e';
const SELECT = `SELECT ${CONTACT_ALIAS}.contact_id, ${CONTACT_ALIAS}.updated_at FROM contact_data AS ${CONTACT_ALIAS}`;

/** A string literal: single quotes, with `\` and `'` escaped by a backslash (the SGQL rule). */
export const stringLiteral = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A LIKE pattern matching `value` literally: `%` is the only wildcard, `%%` a literal percent sign. */
export const likeText = (value: string) => value.replace(/%/g, '%%');

/** Numbers as plain decimals; validation keeps them below 1e15 with at most 6 decimals, so never exponent form. */
export const numberLiteral = (value: number) => String(value);

const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A column of contact_data; custom field names follow the identifier rules, anything else is backquoted. */
export const contactColumn = (name: string) => `${CONTACT_ALIAS}.${PLAIN_IDENTIFIER.test(name) ? name : `\`${name}\``}`;

const COMPARISON_SYMBOLS = { eq: '=', ne: '!=', gt: '>', lt: '<', gte: '>=', lte: '<=' } as const;

function dateLiteral(local: string, context: QueryContext): string {
  const instant = instantOf(local, context.timeZone);
  if (instant === undefined) throw new Error(`${local} is not a time in ${context.timeZone}`);
  return stringLiteral(isoWithOffset(instant, context.timeZone));
}

function columnOf(fieldId: string, context: QueryContext): string {
  const field = fieldById(context.fields, fieldId);
  if (field === undefined) throw new Error(`unknown field ${fieldId}`);
  return contactColumn(field.name);
}

const orBlank = (predicate: string, column: string) => `(${predicate} OR ${column} IS NULL)`;

function compileText(condition: TextCondition, column: string): string {
  const like = (pattern: string) => stringLiteral(pattern);
  switch (condition.operator) {
    case 'blank':
      return `(${column} IS NULL OR ${column} = '')`;
    case 'not_blank':
      return `(${column} IS NOT NULL AND ${column} != '')`;
    case 'eq':
      return `${column} = ${stringLiteral(condition.value)}`;
    case 'ne':
      return orBlank(`${column} != ${stringLiteral(condition.value)}`, column);
    case 'contains':
      return `${column} LIKE ${like(`%${likeText(condition.value)}%`)}`;
    case 'not_contains':
      return orBlank(`${column} NOT LIKE ${like(`%${likeText(condition.value)}%`)}`, column);
    case 'starts_with':
      return `${column} LIKE ${like(`${likeText(condition.value)}%`)}`;
    case 'not_starts_with':
      return orBlank(`${column} NOT LIKE ${like(`${likeText(condition.value)}%`)}`, column);
    case 'ends_with':
      return `${column} LIKE ${like(`%${likeText(condition.value)}`)}`;
    case 'not_ends_with':
      return orBlank(`${column} NOT LIKE ${like(`%${likeText(condition.value)}`)}`, column);
    case 'contains_word': {
      const word = likeText(condition.value);
      return `(${column} = ${stringLiteral(condition.value)} OR ${column} LIKE ${like(`${word} %`)} OR ${column} LIKE ${like(`% ${word}`)} OR ${column} LIKE ${like(`% ${word} %`)})`;
    }
  }
}

function compileNumber(condition: NumberCondition, column: string): string {
  switch (condition.operator) {
    case 'blank':
      return `${column} IS NULL`;
    case 'between':
      return `${column} BETWEEN ${numberLiteral(condition.from)} AND ${numberLiteral(condition.to)}`;
    case 'not_between':
      return orBlank(`${column} NOT BETWEEN ${numberLiteral(condition.from)} AND ${numberLiteral(condition.to)}`, column);
    case 'ne':
      return orBlank(`${column} != ${numberLiteral(condition.value)}`, column);
    default:
      return `${column} ${COMPARISON_SYMBOLS[condition.operator]} ${numberLiteral(condition.value)}`;
  }
}

/** `NOW() - INTERVAL 30 DAY` and `NOW()` for "in the last 30 days" (the other way round for "next"). */
export function windowBounds(window: RelativeWindow): { start: string; end: string } {
  const shifted = `NOW() ${window.direction === 'last' ? '-' : '+'} INTERVAL ${window.days} DAY`;
  return window.direction === 'last' ? { start: shifted, end: 'NOW()' } : { start: 'NOW()', end: shifted };
}

function compileDate(condition: DateCondition, column: string, context: QueryContext): string {
  switch (condition.operator) {
    case 'blank':
      return `${column} IS NULL`;
    case 'between':
      return `${column} BETWEEN ${dateLiteral(condition.from, context)} AND ${dateLiteral(condition.to, context)}`;
    case 'not_between':
      return orBlank(`${column} NOT BETWEEN ${dateLiteral(condition.from, context)} AND ${dateLiteral(condition.to, context)}`, column);
    case 'on':
    case 'not_on': {
      const start = dateLiteral(condition.date, context);
      const end = dateLiteral(nextDay(condition.date), context);
      return condition.operator === 'on'
        ? `(${column} >= ${start} AND ${column} < ${end})`
        : `(${column} < ${start} OR ${column} >= ${end} OR ${column} IS NULL)`;
    }
    case 'within':
    case 'not_within': {
      const { start, end } = windowBounds(condition.window);
      return condition.operator === 'within'
        ? `(${column} >= ${start} AND ${column} <= ${end})`
        : `(${column} < ${start} OR ${column} > ${end} OR ${column} IS NULL)`;
    }
    case 'ne':
      return orBlank(`${column} != ${dateLiteral(condition.value, context)}`, column);
    default:
      return `${column} ${COMPARISON_SYMBOLS[condition.operator]} ${dateLiteral(condition.value, context)}`;
  }
}

const eventColumn = (name: string) => `${EVENT_ALIAS}.${name}`;

function compileEvent(condition: EventCondition, context: QueryContext): string {
  const parts = [`${eventColumn('event_source')} = 'mail'`, `${eventColumn('event_type')} = ${stringLiteral(condition.event)}`];
  if (condition.source !== 'ANY') {
    const column = condition.source.kind === 'single_send' ? 'singlesend_id' : 'automation_id';
    parts.push(`${eventColumn(column)} = ${stringLiteral(condition.source.id)}`);
  }
  const timestamp = eventColumn('event_timestamp');
  if (condition.window.kind === 'last') {
    parts.push(`${timestamp} >= ${windowBounds({ direction: 'last', days: condition.window.days }).start}`);
  } else if (condition.window.kind === 'between') {
    parts.push(`${timestamp} >= ${dateLiteral(condition.window.from, context)}`);
    parts.push(`${timestamp} < ${dateLiteral(nextDay(condition.window.to), context)}`);
  }
  const events = `SELECT ${eventColumn('contact_id')} FROM event_data AS ${EVENT_ALIAS} WHERE ${parts.join(' AND ')}`;
  return `${CONTACT_ALIAS}.contact_id ${condition.happened ? 'IN' : 'NOT IN'} (${events})`;
}

export function compileCondition(condition: SegmentCondition, context: QueryContext): string {
  switch (condition.kind) {
    case 'text':
      return compileText(condition, columnOf(condition.fieldId, context));
    case 'number':
      return compileNumber(condition, columnOf(condition.fieldId, context));
    case 'date':
      return compileDate(condition, columnOf(condition.fieldId, context), context);
    case 'event':
      return compileEvent(condition, context);
  }
}

function compileGroup(group: ConditionGroup, context: QueryContext, wrap: boolean): string {
  const text = group.conditions.map((condition) => compileCondition(condition, context)).join(' OR ');
  return wrap ? `(${text})` : text;
}

/** Whether a query has event conditions (the "why" dialog then reads the contact's mail events). */
export const usesEvents = (query: SegmentQuery) =>
  query.groups.some((group) => group.conditions.some((condition) => condition.kind === 'event'));

/** The query_dsl of a complete, valid query (validateDraft's). */
export function compileQuery(query: SegmentQuery, context: QueryContext): string {
  if (query.groups.length === 0) return SELECT;
  const wrap = query.groups.length > 1;
  return `${SELECT} WHERE ${query.groups.map((group) => compileGroup(group, context, wrap)).join(' AND ')}`;
}

/** The API's `parent_list_ids` of a scope. */
export const parentListIdsOf = (scope: SegmentScope): string[] => (scope.kind === 'list' ? [scope.listId] : []);

/** The scope of a segment's `parent_list_ids` (the API allows one id). */
export const scopeOf = (parentListIds: readonly string[] | undefined): SegmentScope => {
  const listId = parentListIds?.[0];
  return listId === undefined ? { kind: 'all' } : { kind: 'list', listId };
};
