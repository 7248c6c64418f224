import type { Expr } from './ast';
import type { ArrayField, EventColumn, Predicate, Value, ValueType } from './ir';
import type { QueryContext } from './query-context';
import { pushNotDown } from './logic';
import { QueryLanguageError } from './query-language-error';

/** How names resolve in one query. */
export interface Scope {
  /** Lower-cased custom field name → its table id and type. */
  customFields: ReadonlyMap<string, { tableId: number; type: ValueType }>;
  now: number;
  /** Lower-cased qualifiers naming contact_data (query_dsl: its alias and table name). */
  contactQualifiers: ReadonlySet<string>;
  /** Lower-cased qualifiers naming event_data; undefined when events cannot be named with one. */
  eventQualifiers?: ReadonlySet<string>;
  /** Whether unqualified event columns (event_type, …) are in scope. */
  unqualifiedEvents: boolean;
}

const TEXT_COLUMNS = ['email', 'phone_number_id', 'external_id', 'anonymous_id', 'first_name', 'last_name', 'address_line_1', 'address_line_2', 'city', 'state_province_region', 'postal_code', 'country'];
/** Contact columns the API has but the mock does not store: always NULL. */
const UNSTORED_COLUMNS = ['phone_number', 'whatsapp', 'line', 'facebook', 'unique_name'];
const ARRAY_FIELDS: readonly ArrayField[] = ['list_ids', 'segment_ids', 'alternate_emails', 'email_domains'];
const EVENT_COLUMNS: Record<EventColumn, ValueType> = {
  event_source: 'text',
  event_type: 'text',
  event_timestamp: 'datetime',
  singlesend_id: 'text',
  automation_id: 'text',
};
const INTERVAL_MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
const TYPE_NAMES: Record<ValueType, string> = { text: 'Text', number: 'Number', datetime: 'DateTime', boolean: 'Boolean', null: 'NULL' };

export function scopeFields(context: QueryContext): Map<string, { tableId: number; type: ValueType }> {
  const types = { Text: 'text', Number: 'number', Date: 'datetime' } as const;
  return new Map(context.customFields.map((field) => [field.name.toLowerCase(), { tableId: field.tableId, type: types[field.type] }]));
}

const fail = (message: string, position: number) => new QueryLanguageError(message, position);

/** An ISO 8601 date or date-time as unix ms; a date-time without a zone is UTC. */
export function parseInstant(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.test(text.trim())) return undefined;
  const trimmed = text.trim().replace(' ', 'T');
  const zoned = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) || !trimmed.includes('T') ? trimmed : `${trimmed}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

/** `ms` moved by whole calendar months in UTC (overflowing days roll over, as SQLite's modifiers do). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

const constant = (type: ValueType, value: string | number | null): Value => ({ k: 'const', type, value });

export class Resolver {
  constructor(private readonly scope: Scope) {}

  predicate(expr: Expr): Predicate {
    switch (expr.type) {
      case 'logical': {
        const k = expr.operator === 'AND' ? 'and' : 'or';
        const items = [expr.left, expr.right].flatMap((item) => {
          const resolved = this.predicate(item);
          return resolved.k === k && !(item.type === 'logical' && item.parenthesized === true) ? resolved.items : [resolved];
        });
        return { k, items };
      }
      case 'not':
        return { k: 'not', item: this.predicate(expr.operand) };
      case 'literal':
        if (typeof expr.value === 'boolean' || expr.value === null) return { k: 'truth', value: expr.value };
        break;
      case 'comparison': {
        const [left, right] = this.unify([expr.left, expr.right], expr.position, expr.operator);
        return { k: 'compare', operator: expr.operator, left: left as Value, right: right as Value };
      }
      case 'is_null':
        return { k: 'is_null', operand: this.value(expr.operand), negated: expr.negated };
      case 'in': {
        const [operand, ...items] = this.unify([expr.operand, ...expr.items], expr.position, 'IN');
        return { k: 'in', operand: operand as Value, items, negated: expr.negated };
      }
      case 'in_events':
        return this.eventSubquery(expr);
      case 'between': {
        const [operand, low, high] = this.unify([expr.operand, expr.low, expr.high], expr.position, 'BETWEEN');
        return { k: 'between', operand: operand as Value, low: low as Value, high: high as Value, negated: expr.negated };
      }
      case 'like':
        return this.like(expr);
      case 'call':
        if (['contains', 'array_contains'].includes(expr.name.toLowerCase())) return this.contains(expr);
        break;
      default:
        break;
    }
    throw fail('expected a condition (a comparison, IN, BETWEEN, LIKE, IS NULL or CONTAINS)', expr.position);
  }

  /** `contact_id [NOT] IN (SELECT contact_id FROM event_data … WHERE …)`: the contact has (or has no) event matching the WHERE. */
  private eventSubquery(expr: Extract<Expr, { type: 'in_events' }>): Predicate {
    const isContactId = (value: Expr, qualifiers: ReadonlySet<string>) =>
      value.type === 'column' && value.name.toLowerCase() === 'contact_id' && (value.qualifier === undefined || qualifiers.has(value.qualifier.toLowerCase()));
    if (!isContactId(expr.operand, this.scope.contactQualifiers)) throw fail('IN (SELECT … FROM event_data …) needs contact_id before it', expr.operand.position);
    const names = new Set(expr.names);
    if (!isContactId(expr.selected, names)) throw fail('a subquery selects contact_id FROM event_data', expr.selected.position);
    const events = new Resolver({ ...this.scope, contactQualifiers: new Set(), eventQualifiers: names, unqualifiedEvents: true });
    const where: Predicate = expr.where === undefined ? { k: 'truth', value: true } : pushNotDown(events.predicate(expr.where));
    return { k: 'events', where, negated: expr.negated };
  }

  private like(expr: Extract<Expr, { type: 'like' }>): Predicate {
    const operand = this.value(expr.operand);
    this.expectType(operand, ['text'], 'LIKE', expr.operand.position);
    const pattern = this.value(expr.pattern);
    if (pattern.k !== 'const' || typeof pattern.value !== 'string') throw fail('LIKE needs a quoted pattern', expr.pattern.position);
    return { k: 'like', operand, ...likeToGlob(pattern.value), negated: expr.negated };
  }

  private contains(expr: Extract<Expr, { type: 'call' }>): Predicate {
    const [array, needle] = expr.args;
    if (expr.args.length !== 2 || array === undefined || needle === undefined) throw fail(`${expr.name} takes two arguments`, expr.position);
    const field = array.type === 'column' ? ARRAY_FIELDS.find((name) => name === array.name.toLowerCase()) : undefined;
    if (field === undefined || (array.type === 'column' && array.qualifier !== undefined && !this.scope.contactQualifiers.has(array.qualifier.toLowerCase()))) {
      throw fail(`${expr.name} needs one of ${ARRAY_FIELDS.join(', ')} as its first argument`, array.position);
    }
    const values = (needle.type === 'array' ? needle.items : [needle]).map((item) => {
      const resolved = this.value(item);
      if (resolved.k !== 'const' || typeof resolved.value !== 'string') throw fail(`${expr.name} needs quoted values`, item.position);
      return resolved.value;
    });
    if (values.length === 0) throw fail(`${expr.name} needs at least one value`, needle.position);
    return { k: 'member', field, values, negated: false };
  }

  value(expr: Expr): Value {
    switch (expr.type) {
      case 'literal':
        if (expr.value === null) return constant('null', null);
        if (typeof expr.value === 'boolean') return constant('boolean', expr.value ? 1 : 0);
        return constant(typeof expr.value === 'string' ? 'text' : 'number', expr.value);
      case 'timestamp': {
        const ms = parseInstant(expr.text);
        if (ms === undefined) throw fail(`TIMESTAMP '${expr.text}' is not an ISO 8601 date`, expr.position);
        return constant('datetime', ms);
      }
      case 'interval':
        throw fail('an interval can only be added to or subtracted from a date', expr.position);
      case 'column':
        return this.column(expr);
      case 'call':
        return this.call(expr);
      case 'negate': {
        const operand = this.value(expr.operand);
        this.expectType(operand, ['number'], "'-'", expr.position);
        return operand.k === 'const' && typeof operand.value === 'number' ? constant('number', -operand.value) : { k: 'negate', type: 'number', operand };
      }
      case 'arithmetic':
        return this.arithmetic(expr);
      case 'array':
        throw fail('a list of values [ … ] can only be the second argument of array_contains', expr.position);
      default:
        throw fail('expected a value but found a condition', expr.position);
    }
  }

  private arithmetic(expr: Extract<Expr, { type: 'arithmetic' }>): Value {
    const { operator, left, right, position } = expr;
    if (right.type === 'interval' || left.type === 'interval') {
      const interval = right.type === 'interval' ? right : (left as Extract<Expr, { type: 'interval' }>);
      const other = right.type === 'interval' ? left : right;
      if (other.type === 'interval' || (operator !== '+' && operator !== '-') || (left.type === 'interval' && operator === '-')) {
        throw fail('an interval can only be added to or subtracted from a date', position);
      }
      const base = this.value(other);
      this.expectType(base, ['datetime'], `'${operator}' with an interval`, other.position);
      const amount = operator === '-' ? -interval.amount : interval.amount;
      if (interval.unit === 'month' || interval.unit === 'year') {
        const months = interval.unit === 'year' ? amount * 12 : amount;
        if (base.k === 'const') return constant('datetime', base.value === null ? null : addMonths(Number(base.value), months));
        return { k: 'shift', type: 'datetime', operand: base, amount: months, unit: 'month' };
      }
      const ms = amount * INTERVAL_MS[interval.unit];
      if (base.k === 'const') return constant('datetime', base.value === null ? null : Number(base.value) + ms);
      return { k: 'arithmetic', type: 'datetime', operator: '+', left: base, right: constant('number', ms) };
    }
    const operands = [this.value(left), this.value(right)] as const;
    const types = new Set(operands.map((operand) => operand.type).filter((type) => type !== 'null'));
    const type = types.size === 0 ? 'number' : types.size === 1 ? ([...types][0] as ValueType) : undefined;
    if (type === 'number') return { k: 'arithmetic', type, operator, left: operands[0], right: operands[1] };
    if (type === 'text' && operator === '+') return { k: 'arithmetic', type, operator: '||', left: operands[0], right: operands[1] };
    throw fail(`cannot apply '${operator}' to ${operands.map((operand) => TYPE_NAMES[operand.type]).join(' and ')}`, position);
  }

  private call(expr: Extract<Expr, { type: 'call' }>): Value {
    const name = expr.name.toLowerCase();
    const arity = (count: number) => {
      if (expr.args.length !== count) throw fail(`${expr.name} takes ${count === 0 ? 'no' : count} argument${count === 1 ? '' : 's'}`, expr.position);
    };
    switch (name) {
      case 'now':
        arity(0);
        return constant('datetime', this.scope.now);
      case 'lower':
      case 'length': {
        arity(1);
        const operand = this.value(expr.args[0] as Expr);
        this.expectType(operand, ['text'], expr.name, expr.position);
        // Emails are stored lower-cased: lower(email) is email, and the email index still serves it.
        if (name === 'lower' && operand.k === 'contact' && operand.column === 'email') return operand;
        return { k: name, type: name === 'lower' ? 'text' : 'number', operand };
      }
      case 'concat': {
        if (expr.args.length < 2) throw fail(`${expr.name} takes at least two arguments`, expr.position);
        const parts = expr.args.map((arg) => {
          const part = this.value(arg);
          this.expectType(part, ['text'], expr.name, arg.position);
          return part;
        });
        return parts.slice(1).reduce<Value>((joined, part) => ({ k: 'arithmetic', type: 'text', operator: '||', left: joined, right: part }), parts[0] as Value);
      }
      case 'contains':
      case 'array_contains':
        throw fail(`${expr.name}(…) is a condition, not a value`, expr.position);
      default:
        throw fail(`unknown function ${expr.name}`, expr.position);
    }
  }

  private column(expr: Extract<Expr, { type: 'column' }>): Value {
    const name = expr.name.toLowerCase();
    const qualifier = expr.qualifier?.toLowerCase();
    const { contactQualifiers, eventQualifiers, unqualifiedEvents } = this.scope;
    const isEvent = qualifier !== undefined && eventQualifiers?.has(qualifier) === true;
    if (qualifier !== undefined && !isEvent && !contactQualifiers.has(qualifier)) throw fail(`unknown table or alias ${expr.qualifier}`, expr.position);
    if (isEvent || (qualifier === undefined && name in EVENT_COLUMNS)) {
      if (name === 'contact_id') return { k: 'contact', type: 'text', column: 'id' };
      if (!(name in EVENT_COLUMNS)) throw fail(`unknown event_data column ${expr.name}`, expr.position);
      if (!isEvent && !unqualifiedEvents) throw fail(`${expr.name} is an event_data column: JOIN event_data to use it`, expr.position);
      return { k: 'event', type: EVENT_COLUMNS[name as EventColumn], column: name as EventColumn };
    }
    if (name === 'event_data') throw fail('event_data is not supported: use event_source, event_type and event_timestamp', expr.position);
    if (TEXT_COLUMNS.includes(name)) return { k: 'contact', type: 'text', column: name };
    if (name === 'contact_id') return { k: 'contact', type: 'text', column: 'id' };
    if (name === 'created_at' || name === 'updated_at') return { k: 'contact', type: 'datetime', column: name };
    if (UNSTORED_COLUMNS.includes(name)) return constant('text', null);
    if ((ARRAY_FIELDS as readonly string[]).includes(name)) throw fail(`${expr.name} is an array: use CONTAINS(${name}, …)`, expr.position);
    const custom = this.scope.customFields.get(name);
    if (custom === undefined) throw new QueryLanguageError(`unknown field ${expr.name}`, expr.position, expr.name);
    return { k: 'custom', type: custom.type, tableId: custom.tableId };
  }

  /** Values compared with each other: one type, where a quoted date meets a date-time as an instant. */
  private unify(exprs: Expr[], position: number, operator: string): Value[] {
    const values = exprs.map((expr) => this.value(expr));
    const dated = values.some((value) => value.type === 'datetime');
    const coerced = values.map((value, index) => {
      if (!dated || value.k !== 'const' || value.type !== 'text') return value;
      const ms = parseInstant(String(value.value));
      if (ms === undefined) throw fail(`'${String(value.value)}' is not an ISO 8601 date`, (exprs[index] as Expr).position);
      return constant('datetime', ms);
    });
    const types = new Set(coerced.map((value) => value.type).filter((type) => type !== 'null'));
    if (types.size > 1) throw fail(`cannot compare ${[...types].map((type) => TYPE_NAMES[type]).join(' with ')} (${operator})`, position);
    return coerced;
  }

  private expectType(value: Value, types: ValueType[], what: string, position: number): void {
    if (value.type !== 'null' && !types.includes(value.type)) throw fail(`${what} needs ${types.map((type) => TYPE_NAMES[type]).join(' or ')}, not ${TYPE_NAMES[value.type]}`, position);
  }
}

/** Text as a GLOB pattern matching exactly it. */
export const globLiteral = (text: string): string => text.replace(/[*?[]/g, '[$&]');

/**
 * A LIKE pattern (`%` any run of characters, `%%` a literal %) as a case-sensitive GLOB pattern, and the
 * literal text before its first wildcard.
 */
export function likeToGlob(pattern: string): { glob: string; prefix: string } {
  let glob = '';
  let prefix: string | undefined;
  for (let index = 0; index < pattern.length; index += 1) {
    const character = pattern[index] as string;
    if (character === '%' && pattern[index + 1] !== '%') {
      prefix ??= pattern.slice(0, index).replace(/%%/g, '%');
      glob += '*';
      continue;
    }
    if (character === '%') index += 1;
    glob += globLiteral(character);
  }
  return { glob, prefix: prefix ?? pattern.replace(/%%/g, '%') };
}
