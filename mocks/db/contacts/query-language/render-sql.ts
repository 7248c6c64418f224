import type { ComparisonOperator } from './ast';
import type { ArrayField, Predicate, Value } from './ir';
import { globLiteral } from './resolve';

export type Param = string | number | null;

/**
 * Where a predicate's columns are read from. `values`: the alias of the `contact_field_values` row being
 * read (a condition on one custom field, answered by its rows); without it a custom value is looked up for
 * the contact `c`. `events`: the alias of the `mail_events` row. `probe`: the row is looked up by its
 * contact, so its columns are written `+v.value`, `+e.at`: no index on them can serve the lookup, only the
 * primary key (contact_seq, field_id) or (contact_seq, type, …). Without statistics SQLite otherwise probed a date window by scanning
 * the window's whole index range for each contact.
 */
export interface Access {
  values?: string;
  events: string;
  probe?: boolean;
}

export const LOOKUP: Access = { events: 'e' };

export function bind(params: Param[], value: Param): string {
  if (value === null) return 'NULL';
  params.push(value);
  return '?';
}

const isoToMs = (sql: string, params: Param[]) => `CAST(round(unixepoch(${sql}, ${bind(params, 'subsec')}) * 1000) AS INTEGER)`;

/** A custom field's stored value as it is: for a Date field the ISO 8601 text, not yet an instant. */
function storedValue(tableId: number, params: Param[], access: Access): string {
  return access.values !== undefined ? `${access.probe === true ? '+' : ''}${access.values}.value` : `(SELECT value FROM contact_field_values WHERE contact_seq = c.seq AND field_id = ${bind(params, tableId)})`;
}

export function renderValue(value: Value, params: Param[], access: Access): string {
  const render = (operand: Value) => renderValue(operand, params, access);
  switch (value.k) {
    case 'const':
      return bind(params, value.value);
    case 'contact':
      // email is '' when the contact has none.
      return value.column === 'email' ? `NULLIF(c.email, ${bind(params, '')})` : `c.${value.column}`;
    case 'custom': {
      const raw = storedValue(value.tableId, params, access);
      return value.type === 'datetime' ? isoToMs(raw, params) : raw;
    }
    case 'event':
      switch (value.column) {
        case 'event_type':
          return `${access.events}.type`;
        case 'event_timestamp':
          return `${access.probe === true ? '+' : ''}${access.events}.at`;
        case 'event_source':
          return bind(params, 'mail');
        default:
          return `(SELECT s.id FROM mail_sources s WHERE s.seq = ${access.events}.source_seq AND s.kind = ${bind(params, value.column === 'singlesend_id' ? 'singlesend' : 'automation')})`;
      }
    case 'arithmetic': {
      const left = render(value.left);
      const right = render(value.right);
      if (value.operator === '/') return `(1.0 * ${left} / ${right})`;
      if (value.operator === '%') return `mod(${left}, ${right})`;
      return `(${left} ${value.operator} ${right})`;
    }
    case 'negate':
      return `(- ${render(value.operand)})`;
    case 'lower':
    case 'length':
      return `${value.k}(${render(value.operand)})`;
    case 'shift': {
      const operand = render(value.operand);
      params.push('unixepoch', `${value.amount >= 0 ? '+' : ''}${value.amount} months`, 'subsec');
      return `CAST(round(unixepoch(${operand} / 1000.0, ?, ?, ?) * 1000) AS INTEGER)`;
    }
  }
}

/** The instants whose ISO 8601 form is `YYYY-MM-DDTHH:MM:SS…`: years 0000 to 9999. */
const isIsoInstant = (ms: number) => Number.isFinite(ms) && ms >= -62_167_219_200_000 && ms < 253_402_300_800_000;

/**
 * `stored <operator> at` for a custom Date value, stored as ISO 8601 UTC text (`2026-03-01T00:00:00Z`,
 * `…00.250Z`): compared as text, so the (field_id, value) index bounds it and no stored value is converted,
 * except those within `at`'s own second. Text order is time order between seconds (`S` is the second's
 * `YYYY-MM-DDTHH:MM:SS`; every value within it lies in [S, S + '['), after S as Z, '.', '+' all sort before
 * '['), but not within one: `…00Z` sorts after `…00.250Z`. A NULL value gives NULL, as the comparison does.
 */
function isoComparison(stored: () => string, operator: ComparisonOperator, at: number, params: Param[]): string {
  const second = new Date(Math.floor(at / 1000) * 1000).toISOString().slice(0, 19);
  const from = () => `${stored()} >= ${bind(params, second)}`;
  const before = () => `${stored()} < ${bind(params, second)}`;
  const pastIt = () => `${stored()} >= ${bind(params, `${second}[`)}`;
  const beforeItsEnd = () => `${stored()} < ${bind(params, `${second}[`)}`;
  const exact = () => `${isoToMs(stored(), params)} ${operator} ${bind(params, at)}`;
  const whole = at % 1000 === 0;
  switch (operator) {
    case '>=':
      // From a whole second on, every value within it is at or after `at`; before it, none is.
      return whole ? `(${from()})` : `(${from()} AND (${pastIt()} OR ${exact()}))`;
    case '>':
      return `(${from()} AND (${pastIt()} OR ${exact()}))`;
    case '<':
      return whole ? `(${before()})` : `(${beforeItsEnd()} AND (${before()} OR ${exact()}))`;
    case '<=':
      return `(${beforeItsEnd()} AND (${before()} OR ${exact()}))`;
    case '=':
      return `(${from()} AND ${beforeItsEnd()} AND ${exact()})`;
    case '!=':
      return `(${before()} OR ${pastIt()} OR ${exact()})`;
  }
}

const FLIPPED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=', '!=': '!=' } as const;

/** A custom Date field compared with a constant instant, as text (isoComparison); undefined for any other comparison. */
function dateComparison(left: Value, operator: ComparisonOperator, right: Value, params: Param[], access: Access): string | undefined {
  const isDate = (value: Value): value is Extract<Value, { k: 'custom' }> => value.k === 'custom' && value.type === 'datetime';
  const instant = (value: Value) => (value.k === 'const' && typeof value.value === 'number' ? value.value : undefined);
  const [field, flipped, at] = isDate(left) ? [left, operator, instant(right)] : isDate(right) ? [right, FLIPPED[operator], instant(left)] : [];
  if (field === undefined || flipped === undefined || at === undefined || !isIsoInstant(at)) return undefined;
  return isoComparison(() => storedValue(field.tableId, params, access), flipped, at, params);
}

const not = (negated: boolean) => (negated ? 'NOT ' : '');
const list = (values: readonly string[], params: Param[]) => values.map((value) => bind(params, value)).join(', ');

export type MembershipField = Extract<ArrayField, 'list_ids' | 'segment_ids'>;

/** The members of any of these lists or segments. */
export function members(field: MembershipField, values: readonly string[], params: Param[]): string {
  return field === 'list_ids'
    ? `SELECT m.contact_seq FROM list_members m WHERE m.list_seq IN (SELECT seq FROM lists WHERE id IN (${list(values, params)}))`
    : `SELECT s.contact_seq FROM segment_members s WHERE s.segment_id IN (${list(values, params)})`;
}

/** Membership probed for one contact on the (contact, list) index. */
function membership(field: MembershipField, values: readonly string[], params: Param[]): string {
  return `EXISTS (${members(field, values, params)} AND ${field === 'list_ids' ? 'm' : 's'}.contact_seq = c.seq)`;
}

/**
 * The first text after every text that starts with `prefix`, in SQLite's BINARY (code point) order, so
 * `x >= prefix AND x < end` holds exactly for the x that start with it. None when the last character has no
 * successor (U+10FFFF) or the prefix is not well-formed UTF-16 (SQLite would store it otherwise).
 */
function prefixEnd(prefix: string): string | undefined {
  const last = [...prefix].at(-1);
  const point = last?.codePointAt(0);
  if (last === undefined || point === undefined || point === 0x10ffff || /\p{Surrogate}/u.test(prefix)) return undefined;
  return `${prefix.slice(0, -last.length)}${String.fromCodePoint(point === 0xd7ff ? 0xe000 : point + 1)}`;
}

/**
 * A text column an index holds: a contact text column or its lower() ((owner, …) indexes; email is '' without
 * one: outside every prefix range), or a custom Text value read from its row ((field_id, value)).
 */
function indexedText(operand: Value, access: Access): string | undefined {
  if (operand.k === 'contact' && operand.type === 'text') return `c.${operand.column}`;
  if (operand.k === 'lower' && operand.operand.k === 'contact') return `lower(c.${operand.operand.column})`;
  if (operand.k === 'custom' && operand.type === 'text' && access.values !== undefined && access.probe !== true) return `${access.values}.value`;
  return undefined;
}

/** A predicate as one SQL boolean over `c` (and the rows `access` names), in SQL's own three-valued logic. */
export function renderPredicate(predicate: Predicate, params: Param[], access: Access): string {
  const value = (operand: Value) => renderValue(operand, params, access);
  switch (predicate.k) {
    case 'and':
    case 'or':
      return `(${predicate.items.map((item) => renderPredicate(item, params, access)).join(predicate.k === 'and' ? ' AND ' : ' OR ')})`;
    case 'not':
      return `(NOT ${renderPredicate(predicate.item, params, access)})`;
    case 'truth':
      return predicate.value === null ? 'NULL' : predicate.value ? '1' : '0';
    case 'compare':
      return dateComparison(predicate.left, predicate.operator, predicate.right, params, access) ?? `(${value(predicate.left)} ${predicate.operator} ${value(predicate.right)})`;
    case 'is_null':
      return `(${value(predicate.operand)} IS ${not(predicate.negated)}NULL)`;
    case 'in':
      return `(${value(predicate.operand)} ${not(predicate.negated)}IN (${predicate.items.map(value).join(', ')}))`;
    case 'between': {
      const { operand, low, high, negated } = predicate;
      const dated: Param[] = [];
      const bounds = negated
        ? [dateComparison(operand, '<', low, dated, access), dateComparison(operand, '>', high, dated, access)]
        : [dateComparison(operand, '>=', low, dated, access), dateComparison(operand, '<=', high, dated, access)];
      if (bounds.every((bound) => bound !== undefined)) {
        params.push(...dated);
        return `(${bounds.join(negated ? ' OR ' : ' AND ')})`;
      }
      return `(${value(operand)} ${not(negated)}BETWEEN ${value(low)} AND ${value(high)})`;
    }
    case 'like': {
      const { operand, prefix, glob, negated } = predicate;
      const column = indexedText(operand, access);
      const end = prefixEnd(prefix);
      if (column !== undefined && end !== undefined && !negated) {
        // Every match starts with the prefix: a range the column's index answers; LIKE 'prefix%' is just that.
        const range = `${column} >= ${bind(params, prefix)} AND ${column} < ${bind(params, end)}`;
        return glob === `${globLiteral(prefix)}*` ? `(${range})` : `(${range} AND ${column} GLOB ${bind(params, glob)})`;
      }
      return `(${value(operand)} ${not(negated)}GLOB ${bind(params, glob)})`;
    }
    case 'member':
      switch (predicate.field) {
        case 'list_ids':
        case 'segment_ids':
          return `(${not(predicate.negated)}${membership(predicate.field, predicate.values, params)})`;
        case 'alternate_emails':
          return `(${not(predicate.negated)}EXISTS (SELECT 1 FROM json_each(c.alternate_emails) j WHERE j.value IN (${list(predicate.values, params)})))`;
        case 'email_domains': {
          const own = `(c.email <> ${bind(params, '')} AND substr(c.email, instr(c.email, ${bind(params, '@')}) + 1) IN (${list(predicate.values, params)}))`;
          const alternate = `EXISTS (SELECT 1 FROM json_each(c.alternate_emails) j WHERE substr(j.value, instr(j.value, ${bind(params, '@')}) + 1) IN (${list(predicate.values, params)}))`;
          return `(${not(predicate.negated)}(${own} OR ${alternate}))`;
        }
      }
      break;
    case 'events':
      return `(${not(predicate.negated)}EXISTS (SELECT 1 FROM mail_events e WHERE e.contact_seq = c.seq AND ${renderPredicate(predicate.where, params, LOOKUP)}))`;
  }
  throw new Error('unreachable');
}
