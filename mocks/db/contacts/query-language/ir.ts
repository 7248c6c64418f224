import type { ComparisonOperator } from './ast';

/**
 * A resolved, typed query: names bound to the store's columns, literals to bound values. Date-times are
 * unix milliseconds throughout (the store's contact times are; custom Date values are converted).
 */
export type ValueType = 'text' | 'number' | 'datetime' | 'boolean' | 'null';

export type EventColumn = 'event_source' | 'event_type' | 'event_timestamp' | 'singlesend_id' | 'automation_id';

export type Value =
  | { k: 'const'; type: ValueType; value: string | number | null }
  /** A column of the contact row `c`. */
  | { k: 'contact'; type: ValueType; column: string }
  | { k: 'custom'; type: ValueType; tableId: number }
  | { k: 'event'; type: ValueType; column: EventColumn }
  | { k: 'arithmetic'; type: ValueType; operator: '+' | '-' | '*' | '/' | '%' | '||'; left: Value; right: Value }
  | { k: 'negate'; type: 'number'; operand: Value }
  | { k: 'lower' | 'length'; type: ValueType; operand: Value }
  /** A date-time column moved by a calendar interval (months, years: SQLite's date arithmetic). */
  | { k: 'shift'; type: 'datetime'; operand: Value; amount: number; unit: 'month' | 'year' };

export type ArrayField = 'list_ids' | 'segment_ids' | 'alternate_emails' | 'email_domains';

export type Predicate =
  | { k: 'and' | 'or'; items: Predicate[] }
  | { k: 'not'; item: Predicate }
  /** TRUE, FALSE or NULL as a whole condition. */
  | { k: 'truth'; value: boolean | null }
  | { k: 'compare'; operator: ComparisonOperator; left: Value; right: Value }
  | { k: 'is_null'; operand: Value; negated: boolean }
  | { k: 'in'; operand: Value; items: Value[]; negated: boolean }
  | { k: 'between'; operand: Value; low: Value; high: Value; negated: boolean }
  /** `glob` is the LIKE pattern as a case-sensitive SQLite GLOB pattern; `prefix` what every match starts with. */
  | { k: 'like'; operand: Value; glob: string; prefix: string; negated: boolean }
  /** CONTAINS / array_contains: the array holds any of `values`. */
  | { k: 'member'; field: ArrayField; values: string[]; negated: boolean }
  /** The contact has a mail event matching `where` (none, when negated). */
  | { k: 'events'; where: Predicate; negated: boolean };

/** Where a value's or predicate's data comes from. */
export interface Sources {
  contact: boolean;
  custom: Set<number>;
  event: boolean;
}

export function valueSources(value: Value, into: Sources = { contact: false, custom: new Set(), event: false }): Sources {
  switch (value.k) {
    case 'const':
      break;
    case 'contact':
      into.contact = true;
      break;
    case 'custom':
      into.custom.add(value.tableId);
      break;
    case 'event':
      into.event = true;
      break;
    case 'arithmetic':
      valueSources(value.left, into);
      valueSources(value.right, into);
      break;
    default:
      valueSources(value.operand, into);
  }
  return into;
}

/** Sources of a predicate; an `events` node counts as the contact's (it is about the contact's rows). */
export function predicateSources(predicate: Predicate, into: Sources = { contact: false, custom: new Set(), event: false }): Sources {
  switch (predicate.k) {
    case 'and':
    case 'or':
      predicate.items.forEach((item) => predicateSources(item, into));
      break;
    case 'not':
      predicateSources(predicate.item, into);
      break;
    case 'truth':
      break;
    case 'compare':
      valueSources(predicate.left, into);
      valueSources(predicate.right, into);
      break;
    case 'is_null':
    case 'like':
      valueSources(predicate.operand, into);
      break;
    case 'in':
      [predicate.operand, ...predicate.items].forEach((item) => valueSources(item, into));
      break;
    case 'between':
      [predicate.operand, predicate.low, predicate.high].forEach((item) => valueSources(item, into));
      break;
    case 'member':
    case 'events':
      into.contact = true;
      break;
  }
  return into;
}
