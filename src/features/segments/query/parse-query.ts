import type { ContactField } from '@/features/custom-fields/types';
import { DslSyntaxError, parseSelect, type Expr } from './dsl-syntax';
import { fieldByColumn } from './fields';
import {
  MAIL_EVENTS,
  type ConditionGroup,
  type DateCondition,
  type EventCondition,
  type EventWindow,
  type LocalDate,
  type LocalDateTime,
  type MailEvent,
  type ParsedSegment,
  type QueryContext,
  type RelativeWindow,
  type SegmentCondition,
  type TextOperator,
} from './model';
import { instantOf, isWholeMinute, localDateTimeAt, nextDay, parseInstant } from './zoned-time';

/**
 * Segments 2.0 `query_dsl` → the builder model: the inverse of compile-query.ts. It recognises exactly the
 * forms the builder writes (and the same forms with other spacing, case, aliases or parentheses); any
 * other query, or one naming a field that no longer exists, is "too advanced for rendering", with the
 * reason. Every query the builder writes reads back to the same model (a fast-check property).
 */

/** Thrown inside the matchers with what the builder cannot show; parseQueryDsl turns it into the result. */
class TooAdvanced extends Error {}

const tooAdvanced = (reason: string): never => {
  throw new TooAdvanced(reason);
};

type Column = { table: 'contact'; field: ContactField } | { table: 'event'; name: string };

interface Reader {
  contactAlias: string | undefined;
  /** Inside an event subquery: its alias (undefined when it has none). */
  events?: { alias: string | undefined };
  context: QueryContext;
}

const EVENT_COLUMNS = new Set(['contact_id', 'event_source', 'event_type', 'singlesend_id', 'automation_id', 'event_timestamp']);

/** Conditions nest in parentheses freely: the matchers look through them. */
function unwrap(node: Expr): Expr {
  let current = node;
  while (current.type === 'paren') current = current.inner;
  return current;
}

/** The operands of a chain of AND (or OR), left to right, without looking into parentheses. */
function flatten(node: Expr, type: 'and' | 'or'): Expr[] {
  return node.type === type ? [...flatten(node.left, type), ...flatten(node.right, type)] : [node];
}

function columnOf(node: Expr, reader: Reader): Column {
  const target = unwrap(node);
  if (target.type !== 'column') return tooAdvanced('a condition compares something other than a field');
  const qualifier = target.qualifier?.toLowerCase();
  const { contactAlias, events } = reader;
  const name = target.name.toLowerCase();
  const isEvent =
    events !== undefined &&
    (qualifier === undefined ? EVENT_COLUMNS.has(name) : qualifier === events.alias?.toLowerCase() || qualifier === 'event_data');
  if (isEvent) return { table: 'event', name };
  if (qualifier !== undefined && qualifier !== contactAlias?.toLowerCase() && qualifier !== 'contact_data') {
    return tooAdvanced(`unknown table alias ${target.qualifier}`);
  }
  const field = fieldByColumn(reader.context.fields, target.name);
  return field === undefined ? tooAdvanced(`the field ${target.name} does not exist or cannot be used in the builder`) : { table: 'contact', field };
}

function contactField(node: Expr, reader: Reader): ContactField {
  const column = columnOf(node, reader);
  return column.table === 'contact' ? column.field : tooAdvanced('an event column is used outside an event condition');
}

const sameField = (node: Expr, field: ContactField, reader: Reader) => {
  const target = unwrap(node);
  return target.type === 'column' && columnOf(target, reader).table === 'contact' && contactField(target, reader).id === field.id;
};

function stringOf(node: Expr): string {
  const target = unwrap(node);
  return target.type === 'string' ? target.value : tooAdvanced('a text field is compared with something other than text');
}

function numberOf(node: Expr): number {
  const target = unwrap(node);
  if (target.type === 'number') return target.value;
  if (target.type === 'negate') {
    const operand = unwrap(target.operand);
    if (operand.type === 'number' && operand.value !== 0) return -operand.value;
  }
  return tooAdvanced('a number field is compared with something other than a number');
}

/** An instant literal on a whole minute, as the user's LocalDateTime. */
function dateTimeOf(node: Expr, reader: Reader): LocalDateTime {
  const target = unwrap(node);
  const instant = target.type === 'string' ? parseInstant(target.value) : undefined;
  if (instant === undefined || !isWholeMinute(instant)) return tooAdvanced('a date field is compared with something other than a date and time');
  return localDateTimeAt(instant, reader.context.timeZone);
}

/** An instant literal that is the start of a day in the user's zone, as that LocalDate. */
function dayStartOf(node: Expr, reader: Reader): LocalDate {
  const local = dateTimeOf(node, reader);
  const date = local.slice(0, 10);
  if (!local.endsWith('T00:00') || instantOf(date, reader.context.timeZone) === undefined) {
    return tooAdvanced('a day range does not start at midnight in your time zone');
  }
  return date;
}

/** `NOW()` → 0, `NOW() - INTERVAL 30 DAY` → -30, `NOW() + INTERVAL 7 DAY` → 7; undefined for anything else. */
function nowShiftOf(node: Expr): number | undefined {
  const target = unwrap(node);
  if (target.type === 'call') return target.name === 'NOW' && target.args.length === 0 ? 0 : undefined;
  if (target.type !== 'arithmetic' || (target.operator !== '+' && target.operator !== '-')) return undefined;
  const interval = unwrap(target.right);
  if (nowShiftOf(target.left) !== 0 || interval.type !== 'interval' || interval.unit !== 'DAY') return undefined;
  if (!Number.isInteger(interval.amount) || interval.amount < 1) return undefined;
  return target.operator === '-' ? -interval.amount : interval.amount;
}

/** The window of `start`/`end` bounds as compile-query.ts writes them. */
function windowOf(start: Expr, end: Expr): RelativeWindow {
  const from = nowShiftOf(start);
  const to = nowShiftOf(end);
  if (from !== undefined && from < 0 && to === 0) return { direction: 'last', days: -from };
  if (from === 0 && to !== undefined && to > 0) return { direction: 'next', days: to };
  return tooAdvanced('a date window is not "in the last" or "in the next" so many days');
}

const isNullOf = (node: Expr, field: ContactField, negated: boolean, reader: Reader) => {
  const target = unwrap(node);
  return target.type === 'is_null' && target.negated === negated && sameField(target.operand, field, reader);
};

type LikePart = { wildcard: true } | { wildcard: false; text: string };

/** A LIKE pattern read as compile-query.ts writes it: `%%` a literal percent sign, `%` the wildcard. */
function likeParts(pattern: string): LikePart[] {
  const parts: LikePart[] = [];
  let text = '';
  for (let at = 0; at < pattern.length; at += 1) {
    if (pattern.startsWith('%%', at)) {
      text += '%';
      at += 1;
    } else if (pattern.charAt(at) === '%') {
      if (text !== '') parts.push({ wildcard: false, text });
      text = '';
      parts.push({ wildcard: true });
    } else {
      text += pattern.charAt(at);
    }
  }
  if (text !== '') parts.push({ wildcard: false, text });
  return parts;
}

/** contains / starts with / ends with, from a positive LIKE; undefined for other patterns. */
function likeOperator(pattern: string): { operator: 'contains' | 'starts_with' | 'ends_with'; value: string } | undefined {
  const parts = likeParts(pattern);
  const shape = parts.map((part) => (part.wildcard ? '%' : 'v')).join('');
  const value = parts.find((part): part is { wildcard: false; text: string } => !part.wildcard)?.text;
  if (value === undefined) return undefined;
  if (shape === '%v%') return { operator: 'contains', value };
  if (shape === 'v%') return { operator: 'starts_with', value };
  if (shape === '%v') return { operator: 'ends_with', value };
  return undefined;
}

const NEGATED_LIKE = { contains: 'not_contains', starts_with: 'not_starts_with', ends_with: 'not_ends_with' } as const;

function likeCondition(node: Extract<Expr, { type: 'like' }>, reader: Reader): SegmentCondition {
  const field = contactField(node.operand, reader);
  if (field.fieldType !== 'text') return tooAdvanced(`LIKE is used on ${field.name}, which is not a text field`);
  const like = likeOperator(stringOf(node.pattern));
  if (like === undefined) return tooAdvanced('a LIKE pattern is not "contains", "starts with" or "ends with"');
  const operator: TextOperator = node.negated ? NEGATED_LIKE[like.operator] : like.operator;
  return { kind: 'text', fieldId: field.id, operator, value: like.value };
}

const COMPARISON_OPERATORS = { '=': 'eq', '!=': 'ne', '>': 'gt', '<': 'lt', '>=': 'gte', '<=': 'lte' } as const;

function comparison(node: Extract<Expr, { type: 'compare' }>, reader: Reader, allowNe: boolean): SegmentCondition {
  const field = contactField(node.left, reader);
  const operator = COMPARISON_OPERATORS[node.operator];
  if (operator === 'ne' && !allowNe) return tooAdvanced(`"${field.name} != …" without "OR ${field.name} IS NULL" leaves out blank values`);
  switch (field.fieldType) {
    case 'text':
      if (operator !== 'eq' && operator !== 'ne') return tooAdvanced(`text field ${field.name} is compared with ${node.operator}`);
      return { kind: 'text', fieldId: field.id, operator, value: stringOf(node.right) };
    case 'number':
      return { kind: 'number', fieldId: field.id, operator, value: numberOf(node.right) };
    case 'date':
      return { kind: 'date', fieldId: field.id, operator, value: dateTimeOf(node.right, reader) };
  }
}

function betweenCondition(node: Extract<Expr, { type: 'between' }>, reader: Reader): SegmentCondition {
  const field = contactField(node.operand, reader);
  const operator = node.negated ? 'not_between' : 'between';
  if (field.fieldType === 'number') return { kind: 'number', fieldId: field.id, operator, from: numberOf(node.low), to: numberOf(node.high) };
  if (field.fieldType === 'date') return { kind: 'date', fieldId: field.id, operator, from: dateTimeOf(node.low, reader), to: dateTimeOf(node.high, reader) };
  return tooAdvanced(`BETWEEN is used on text field ${field.name}`);
}

/** A single predicate: a comparison, LIKE, IS NULL or BETWEEN (the negated ones only inside "… OR f IS NULL"). */
function simpleCondition(node: Expr, reader: Reader, insideOrBlank: boolean): SegmentCondition {
  switch (node.type) {
    case 'compare':
      return comparison(node, reader, insideOrBlank);
    case 'like':
      if (node.negated !== insideOrBlank) return tooAdvanced('NOT LIKE without "OR … IS NULL" leaves out blank values');
      return likeCondition(node, reader);
    case 'between':
      if (node.negated !== insideOrBlank) return tooAdvanced('NOT BETWEEN without "OR … IS NULL" leaves out blank values');
      return betweenCondition(node, reader);
    case 'is_null': {
      const field = contactField(node.operand, reader);
      if (node.negated || insideOrBlank || field.fieldType === 'text') return tooAdvanced(`${field.name} IS ${node.negated ? 'NOT ' : ''}NULL cannot be shown`);
      return { kind: field.fieldType, fieldId: field.id, operator: 'blank' };
    }
    default:
      return tooAdvanced('a condition cannot be shown in the builder');
  }
}

const compareParts = (node: Expr) => {
  const target = unwrap(node);
  return target.type === 'compare' ? target : undefined;
};

/** `(f >= S AND f < E)` (on, or within) for a date field. */
function dateRange(parts: Expr[], reader: Reader): DateCondition | undefined {
  const [low, high] = parts.map(compareParts);
  if (parts.length !== 2 || low === undefined || high === undefined || low.operator !== '>=') return undefined;
  const field = contactField(low.left, reader);
  if (field.fieldType !== 'date' || !sameField(high.left, field, reader)) return undefined;
  if (high.operator === '<') {
    const date = dayStartOf(low.right, reader);
    if (dayStartOf(high.right, reader) !== nextDay(date)) return tooAdvanced('a day range is longer than one day');
    return { kind: 'date', fieldId: field.id, operator: 'on', date };
  }
  if (high.operator === '<=') return { kind: 'date', fieldId: field.id, operator: 'within', window: windowOf(low.right, high.right) };
  return undefined;
}

/** `(f < S OR f >= E OR f IS NULL)` (not on) or `(f < S OR f > E OR f IS NULL)` (not within). */
function dateOutside(parts: Expr[], reader: Reader): DateCondition | undefined {
  const [below, above] = parts.map(compareParts);
  const last = parts[2];
  if (parts.length !== 3 || below === undefined || above === undefined || last === undefined || below.operator !== '<') return undefined;
  const field = contactField(below.left, reader);
  if (field.fieldType !== 'date' || !sameField(above.left, field, reader) || !isNullOf(last, field, false, reader)) return undefined;
  if (above.operator === '>=') {
    const date = dayStartOf(below.right, reader);
    if (dayStartOf(above.right, reader) !== nextDay(date)) return tooAdvanced('a day range is longer than one day');
    return { kind: 'date', fieldId: field.id, operator: 'not_on', date };
  }
  if (above.operator === '>') return { kind: 'date', fieldId: field.id, operator: 'not_within', window: windowOf(below.right, above.right) };
  return undefined;
}

/** `(f = 'v' OR f LIKE 'v %' OR f LIKE '% v' OR f LIKE '% v %')`. */
function containsWord(parts: Expr[], reader: Reader): SegmentCondition | undefined {
  const [equal, ...likes] = parts.map(unwrap);
  if (parts.length !== 4 || equal?.type !== 'compare' || equal.operator !== '=') return undefined;
  const field = contactField(equal.left, reader);
  if (field.fieldType !== 'text') return undefined;
  const word = stringOf(equal.right);
  const expected = [
    [{ wildcard: false, text: `${word} ` }, { wildcard: true }],
    [{ wildcard: true }, { wildcard: false, text: ` ${word}` }],
    [{ wildcard: true }, { wildcard: false, text: ` ${word} ` }, { wildcard: true }],
  ];
  const matches = likes.every((like, index) => {
    if (like.type !== 'like' || like.negated || !sameField(like.operand, field, reader)) return false;
    return JSON.stringify(likeParts(stringOf(like.pattern))) === JSON.stringify(expected[index]);
  });
  return matches ? { kind: 'text', fieldId: field.id, operator: 'contains_word', value: word } : undefined;
}

/** `(X OR f IS NULL)`: the negative operators, which count blank values in. */
function orBlank(parts: Expr[], reader: Reader): SegmentCondition | undefined {
  const [predicate, blank] = parts.map(unwrap);
  if (parts.length !== 2 || predicate === undefined || blank?.type !== 'is_null' || blank.negated) return undefined;
  if (predicate.type === 'compare' ? predicate.operator !== '!=' : predicate.type !== 'like' && predicate.type !== 'between') return undefined;
  const condition = simpleCondition(predicate, reader, true);
  const operand = predicate.type === 'compare' ? predicate.left : (predicate as Extract<Expr, { type: 'like' | 'between' }>).operand;
  return sameField(blank.operand, contactField(operand, reader), reader) ? condition : undefined;
}

/** Text blank `(f IS NULL OR f = '')` and not blank `(f IS NOT NULL AND f != '')`. */
function textBlank(parts: Expr[], negated: boolean, reader: Reader): SegmentCondition | undefined {
  const [isNull, empty] = parts.map(unwrap);
  if (parts.length !== 2 || isNull?.type !== 'is_null' || empty?.type !== 'compare') return undefined;
  const field = contactField(isNull.operand, reader);
  if (field.fieldType !== 'text' || !isNullOf(isNull, field, negated, reader) || !sameField(empty.left, field, reader)) return undefined;
  if (empty.operator !== (negated ? '!=' : '=') || stringOf(empty.right) !== '') return undefined;
  return { kind: 'text', fieldId: field.id, operator: negated ? 'not_blank' : 'blank' };
}

const isMailEvent = (value: string): value is MailEvent => (MAIL_EVENTS as readonly string[]).includes(value);

/** `(e.event_source = 'mail' AND e.event_type = 'open' [AND source] [AND window])`. */
function eventCondition(parts: Expr[], happened: boolean, reader: Reader): EventCondition | undefined {
  const found = parts.map(compareParts);
  if (found.some((part) => part === undefined)) return undefined;
  const compares = found as Extract<Expr, { type: 'compare' }>[];
  const columns = compares.map((part) => columnOf(part.left, reader));
  if (columns.some((column) => column.table !== 'event')) return undefined;
  const known = new Set(['event_source', 'event_type', 'singlesend_id', 'automation_id', 'event_timestamp']);
  const unknown = columns.find((column) => !known.has((column as { name: string }).name));
  if (unknown !== undefined) return tooAdvanced(`the event column ${(unknown as { name: string }).name} cannot be shown`);
  const named = (name: string) => compares.filter((_, index) => (columns[index] as { name: string }).name === name);
  const single = (name: string) => {
    const found = named(name);
    if (found.length > 1) return tooAdvanced(`${name} is compared more than once in an event condition`);
    const part = found[0];
    if (part !== undefined && part.operator !== '=') return tooAdvanced(`${name} is compared with ${part.operator}`);
    return part === undefined ? undefined : stringOf(part.right);
  };
  if (single('event_source') !== 'mail') return tooAdvanced('an event condition is not about mail events');
  const type = single('event_type');
  if (type === undefined || !isMailEvent(type)) return tooAdvanced(`the event type ${type ?? '(none)'} cannot be shown`);
  const singleSend = single('singlesend_id');
  const automation = single('automation_id');
  if (singleSend !== undefined && automation !== undefined) return tooAdvanced('an event condition names a single send and an automation');
  const source: EventCondition['source'] =
    singleSend !== undefined ? { kind: 'single_send', id: singleSend } : automation !== undefined ? { kind: 'automation', id: automation } : 'ANY';
  return { kind: 'event', event: type, happened, source, window: eventWindow(named('event_timestamp'), reader) };
}

function eventWindow(bounds: Extract<Expr, { type: 'compare' }>[], reader: Reader): EventWindow {
  const [first, second] = bounds;
  if (first === undefined) return { kind: 'ever' };
  if (first.operator !== '>=') return tooAdvanced('an event time window does not start with >=');
  if (second === undefined) {
    const shift = nowShiftOf(first.right);
    if (shift === undefined || shift >= 0) return tooAdvanced('an event time window is not "in the last so many days"');
    return { kind: 'last', days: -shift };
  }
  if (bounds.length > 2 || second.operator !== '<') return tooAdvanced('an event time window cannot be shown');
  const from = dayStartOf(first.right, reader);
  const after = dayStartOf(second.right, reader);
  const to = previousDay(after);
  if (to < from) return tooAdvanced('an event time window ends before it starts');
  return { kind: 'between', from, to };
}

function previousDay(date: LocalDate): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** `c.contact_id [NOT] IN (SELECT e.contact_id FROM event_data AS e WHERE …)`. */
function eventSubquery(node: Extract<Expr, { type: 'in_events' }>, reader: Reader): EventCondition {
  const operand = unwrap(node.operand);
  const qualifier = operand.type === 'column' ? operand.qualifier?.toLowerCase() : undefined;
  const isContactId =
    operand.type === 'column' &&
    operand.name.toLowerCase() === 'contact_id' &&
    (qualifier === undefined || qualifier === reader.contactAlias?.toLowerCase() || qualifier === 'contact_data');
  if (!isContactId || node.column.toLowerCase() !== 'contact_id') return tooAdvanced('an event subquery does not match contact_id');
  if (node.where === undefined) return tooAdvanced('an event subquery has no conditions');
  const inner: Reader = { ...reader, events: { alias: node.alias } };
  return eventCondition(flatten(unwrap(node.where), 'and'), !node.negated, inner) ?? tooAdvanced('an event subquery cannot be shown');
}

function condition(node: Expr, reader: Reader): SegmentCondition {
  const target = unwrap(node);
  if (target.type === 'in_events') return eventSubquery(target, reader);
  if (target.type === 'and') {
    const parts = flatten(target, 'and');
    return dateRange(parts, reader) ?? textBlank(parts, true, reader) ?? tooAdvanced('a combination of predicates cannot be shown as one condition');
  }
  if (target.type === 'or') {
    const parts = flatten(target, 'or');
    return orBlank(parts, reader) ?? textBlank(parts, false, reader) ?? containsWord(parts, reader) ?? dateOutside(parts, reader) ?? tooAdvanced('a combination of predicates cannot be shown as one condition');
  }
  return simpleCondition(target, reader, false);
}

/** Groups joined by AND; each group's conditions joined by OR (compile-query.ts wraps each group when there are several). */
function groupsOf(where: Expr, reader: Reader): ConditionGroup[] {
  const parts = flatten(where, 'and');
  const groupNodes = parts.length === 1 ? [flatten(where, 'or')] : parts.map((part) => (part.type === 'paren' ? flatten(part.inner, 'or') : [part]));
  return groupNodes.map((nodes) => ({ conditions: nodes.map((node) => condition(node, reader)) }));
}

/** Reads a segment's query_dsl into the builder's model, or says why the builder cannot show it. */
export function parseQueryDsl(queryDsl: string, context: QueryContext): ParsedSegment {
  try {
    const statement = parseSelect(queryDsl);
    if (statement.joinsEvents) return { kind: 'too_advanced', reason: 'the query joins event_data (the builder asks for events with subqueries)' };
    const reader: Reader = { contactAlias: statement.contactAlias, context };
    return { kind: 'builder', query: { groups: statement.where === undefined ? [] : groupsOf(statement.where, reader) } };
  } catch (error) {
    if (error instanceof TooAdvanced || error instanceof DslSyntaxError) return { kind: 'too_advanced', reason: error.message };
    throw error;
  }
}
