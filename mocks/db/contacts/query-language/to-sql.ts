import { predicateSources, type Predicate, type Value } from './ir';
import { LOOKUP, members, renderPredicate, type MembershipField, type Param } from './render-sql';

/**
 * A set of contacts answered by rows related to them: the rows of one custom field (`where` read from the
 * row; `excluding`: the rows where it is NOT true, for a condition a contact without a value meets), or
 * mail events. `rank` guesses how many rows it reads, 1 the fewest (`rankOf`).
 */
type Rows =
  | { k: 'values'; field: number; where: Predicate; excluding: boolean; rank: number }
  | { k: 'events'; where: Predicate; rank: number };

/** Sets combined: any of them, or all of `items` and none of `excluded`. */
type ContactSet = Rows | { k: 'union'; items: ContactSet[] } | { k: 'intersect'; items: ContactSet[]; excluded: ContactSet[] };

/** A predicate over `c`, or a set of contacts to be in (`set`) or not in (`not_set`). */
type Part = { kind: 'predicate'; sql: string; params: Param[] } | { kind: 'set' | 'not_set'; set: ContactSet };

type MembershipPredicate = Extract<Predicate, { k: 'member' }> & { field: MembershipField };
const isMembership = (predicate: Predicate): predicate is MembershipPredicate =>
  predicate.k === 'member' && (predicate.field === 'list_ids' || predicate.field === 'segment_ids');

const predicatePart = (build: (params: Param[]) => string): Part => {
  const params: Param[] = [];
  return { kind: 'predicate', sql: build(params), params };
};

// ---- which set to read first ----

const isField = (value: Value) => value.k === 'custom';
const isConstant = (value: Value) => value.k === 'const' && value.value !== null;
const conjuncts = (predicate: Predicate): Predicate[] => (predicate.k === 'and' ? predicate.items.flatMap(conjuncts) : [predicate]);

/**
 * How many rows a condition on one custom field reads from the (field_id, value) index, as a rank: an
 * equality (=, IN, a LIKE prefix) 1, a range bounded on both sides (BETWEEN, a date window) 2, on one side
 * 3, the field's every row 4. SQLite keeps no statistics of values (no STAT4 in this build), so this is the
 * planner's guess: it holds for the builder's segments (a tier = 'Gold' reads far fewer rows than a
 * value > 1000 or a purchase date in the last year), not for an equality that most contacts meet.
 */
function valuesRank(where: Predicate): number {
  if (where.k === 'or') return Math.max(...where.items.map(valuesRank));
  let lower = false;
  let upper = false;
  for (const item of conjuncts(where)) {
    if (item.k === 'compare' && item.operator !== '!=' && [item.left, item.right].some(isField) && [item.left, item.right].some(isConstant)) {
      if (item.operator === '=') return 1;
      const fieldOnLeft = isField(item.left);
      const greater = item.operator === '>' || item.operator === '>=';
      if (greater === fieldOnLeft) lower = true;
      else upper = true;
    }
    if (item.k === 'in' && !item.negated && isField(item.operand) && item.items.every(isConstant)) return 1;
    if (item.k === 'like' && !item.negated && isField(item.operand) && item.prefix !== '') return 1;
    if (item.k === 'between' && !item.negated && isField(item.operand)) return 2;
  }
  return lower && upper ? 2 : lower || upper ? 3 : 4;
}

/** Mail events of one type in a time window rank as a bounded range, of one send as an equality. */
function eventsRank(where: Predicate): number {
  const items = conjuncts(where);
  const isColumn = (item: Predicate, column: string, operators: string[]) =>
    item.k === 'compare' && operators.includes(item.operator) && [item.left, item.right].some((value) => value.k === 'event' && value.column === column) && [item.left, item.right].some(isConstant);
  const typed = items.some((item) => isColumn(item, 'event_type', ['=']));
  const timed = items.some((item) => isColumn(item, 'event_timestamp', ['>', '>=', '<', '<=']));
  const sent = items.some((item) => isColumn(item, 'singlesend_id', ['=']) || isColumn(item, 'automation_id', ['=']));
  return !typed ? 4 : sent ? 1 : timed ? 2 : 3;
}

function rankOf(set: ContactSet): number {
  switch (set.k) {
    case 'values':
    case 'events':
      return set.rank;
    case 'union':
      return Math.max(...set.items.map(rankOf));
    case 'intersect':
      return Math.min(...set.items.map(rankOf));
  }
}

// ---- a condition a contact without a value meets or not ----

type Truth = boolean | null | undefined;

/** The value of an expression over a contact without a value of the field: NULL, or undefined when not known here. */
const nullOrUnknown = (value: Value): null | undefined => {
  switch (value.k) {
    case 'custom':
      return null;
    case 'const':
      return value.value === null ? null : undefined;
    case 'arithmetic':
      return nullOrUnknown(value.left) === null || nullOrUnknown(value.right) === null ? null : undefined;
    case 'negate':
    case 'lower':
    case 'length':
    case 'shift':
      return nullOrUnknown(value.operand);
    default:
      return undefined;
  }
};

/**
 * Whether a condition on one custom field holds for a contact without a value of it: true, false, NULL
 * (unknown, which no set stands for), or undefined when this cannot tell.
 */
function withoutValue(predicate: Predicate): Truth {
  switch (predicate.k) {
    case 'and': {
      const values = predicate.items.map(withoutValue);
      return values.includes(false) ? false : values.includes(undefined) ? undefined : values.includes(null) ? null : true;
    }
    case 'or': {
      const values = predicate.items.map(withoutValue);
      return values.includes(true) ? true : values.includes(undefined) ? undefined : values.includes(null) ? null : false;
    }
    case 'truth':
      return predicate.value;
    case 'compare':
      return nullOrUnknown(predicate.left) === null || nullOrUnknown(predicate.right) === null ? null : undefined;
    case 'between':
    case 'like':
    case 'in':
      return nullOrUnknown(predicate.operand) === null ? null : undefined;
    case 'is_null':
      return nullOrUnknown(predicate.operand) === null ? !predicate.negated : undefined;
    default:
      return undefined;
  }
}

/** A condition on exactly one custom field (nothing of the contact or its events) as the set of its rows. */
function fieldSet(predicate: Predicate): Part | undefined {
  if (predicate.k === 'truth' || predicate.k === 'member' || predicate.k === 'events') return undefined;
  const sources = predicateSources(predicate);
  const [field] = sources.custom;
  if (sources.contact || sources.event || sources.custom.size !== 1 || field === undefined) return undefined;
  const without = withoutValue(predicate);
  if (without === undefined) return undefined;
  // A contact with a value meets it as its row does; one without meets it (true) or not (false, NULL).
  const rows: Rows = { k: 'values', field, where: predicate, excluding: without === true, rank: valuesRank(predicate) };
  return { kind: without === true ? 'not_set' : 'set', set: rows };
}

// ---- as SQL ----

/** Writes sets as SQL: each row source under an alias of its own (v1, e2, …), since probes nest. */
class SetWriter {
  private aliases = 0;

  constructor(private readonly params: Param[]) {}

  private alias(prefix: string): string {
    this.aliases += 1;
    return `${prefix}${this.aliases}`;
  }

  private rowsWhere(rows: Rows, alias: string, probe = false): string {
    if (rows.k === 'events') return renderPredicate(rows.where, this.params, { events: alias, probe });
    this.params.push(rows.field);
    const where = renderPredicate(rows.where, this.params, { values: alias, events: 'e', probe });
    return `${alias}.field_id = ? AND ${rows.excluding ? `${where} IS NOT TRUE` : where}`;
  }

  private from(rows: Rows): [table: string, alias: string] {
    return rows.k === 'values' ? ['contact_field_values', this.alias('v')] : ['mail_events', this.alias('e')];
  }

  /** A SELECT of the set's contact_seq. */
  select(set: ContactSet): string {
    switch (set.k) {
      case 'values':
      case 'events': {
        const [table, alias] = this.from(set);
        return `SELECT ${alias}.contact_seq FROM ${table} ${alias} WHERE ${this.rowsWhere(set, alias)}`;
      }
      case 'union':
        return set.items.map((item) => (item.k === 'union' ? `SELECT contact_seq FROM (${this.select(item)})` : this.select(item))).join(' UNION ');
      case 'intersect': {
        // The fewest rows first; each of them probes the other conditions by its contact (point lookups).
        const driver = set.items.reduce((best, item) => (rankOf(item) < rankOf(best) ? item : best));
        const others = (seq: string) => [
          ...set.items.filter((item) => item !== driver).map((item) => this.probe(item, seq)),
          ...set.excluded.map((item) => `NOT ${this.probe(item, seq)}`),
        ];
        if (driver.k === 'values' || driver.k === 'events') {
          const [table, alias] = this.from(driver);
          const where = this.rowsWhere(driver, alias);
          return `SELECT ${alias}.contact_seq FROM ${table} ${alias} WHERE ${[where, ...others(`${alias}.contact_seq`)].join(' AND ')}`;
        }
        const alias = this.alias('s');
        const selected = this.select(driver);
        return `SELECT ${alias}.contact_seq FROM (${selected}) AS ${alias} WHERE ${others(`${alias}.contact_seq`).join(' AND ')}`;
      }
    }
  }

  /** Whether the contact `seq` is in the set. */
  probe(set: ContactSet, seq: string): string {
    switch (set.k) {
      case 'values':
      case 'events': {
        const [table, alias] = this.from(set);
        return `EXISTS (SELECT 1 FROM ${table} ${alias} WHERE ${alias}.contact_seq = ${seq} AND ${this.rowsWhere(set, alias, true)})`;
      }
      case 'union':
        return `(${set.items.map((item) => this.probe(item, seq)).join(' OR ')})`;
      case 'intersect':
        return `(${[...set.items.map((item) => this.probe(item, seq)), ...set.excluded.map((item) => `NOT ${this.probe(item, seq)}`)].join(' AND ')})`;
    }
  }
}

function asPredicate(part: Part): Extract<Part, { kind: 'predicate' }> {
  if (part.kind === 'predicate') return part;
  const params: Param[] = [];
  const select = new SetWriter(params).select(part.set);
  return { kind: 'predicate', sql: `c.seq ${part.kind === 'not_set' ? 'NOT ' : ''}IN (${select})`, params };
}

// ---- the plan ----

/**
 * A NOT-free predicate planned for SQLite. Conditions on related rows (custom values, events) become sets
 * of contacts tested once with `c.seq IN (…)`. Sets to meet together are read from the one likely to read
 * fewest rows (`rankOf`), each of its rows probing the others by its contact on their primary keys
 * (contact_seq, …): tier = 'Gold' AND value > 1000 AND a purchase in the last year reads the 86,000 Gold
 * rows, not 530,000 values and 280,000 dates merged (which INTERSECT did). A condition on one custom field
 * is one set however it is written (a date window is one range). Sets to meet any of are a UNION.
 *
 * List and segment membership is never such a set: SQLite reads a set first, looking up every member and
 * sorting them all for a page (a page of 100 of an 800,000-member list took 1.1 s of CPU). Beside other
 * conditions (a search within a list) it is probed for each contact they find. Alone, it is a set SQLite
 * collects once and tests while it walks the contacts in the page's order (`+c.seq IN`: the `+` keeps it
 * from reading the set first), so a page stops at the page, and a small list's count tests every contact
 * against a small set rather than probing memberships a million times (0.1 s of CPU for a 15,000-member
 * list against 0.7–1.1 s).
 */
function plan(predicate: Predicate, besideOthers = false): Part {
  const field = fieldSet(predicate);
  if (field !== undefined) return field;
  switch (predicate.k) {
    case 'and':
    case 'or': {
      const others = predicate.k === 'and' && predicate.items.some((item) => !isMembership(item) && item.k !== 'truth');
      const pieces = predicate.items.map((item) => plan(item, others));
      const all = predicate.k === 'and';
      const sets = pieces.flatMap((piece) => (piece.kind === 'set' ? [piece.set] : []));
      const notSets = pieces.flatMap((piece) => (piece.kind === 'not_set' ? [piece.set] : []));
      const predicates = pieces.filter((piece) => piece.kind === 'predicate');
      const grouped: Part[] = [];
      if (all && sets.length > 0) {
        grouped.push({ kind: 'set', set: sets.length === 1 && notSets.length === 0 ? (sets[0] as ContactSet) : { k: 'intersect', items: sets, excluded: notSets } });
      } else {
        if (sets.length > 0) grouped.push({ kind: 'set', set: sets.length === 1 ? (sets[0] as ContactSet) : { k: 'union', items: sets } });
        // NOT IN a AND NOT IN b is NOT IN (a UNION b); NOT IN a OR NOT IN b is NOT IN (a INTERSECT b).
        if (notSets.length > 0) grouped.push({ kind: 'not_set', set: notSets.length === 1 ? (notSets[0] as ContactSet) : all ? { k: 'union', items: notSets } : { k: 'intersect', items: notSets, excluded: [] } });
      }
      grouped.push(...predicates);
      if (grouped.length === 1) return grouped[0] as Part;
      const joined = grouped.map(asPredicate);
      return { kind: 'predicate', sql: `(${joined.map((piece) => piece.sql).join(all ? ' AND ' : ' OR ')})`, params: joined.flatMap((piece) => piece.params) };
    }
    case 'truth':
      return predicatePart(() => (predicate.value === true ? '1' : '0'));
    case 'member': {
      if (!isMembership(predicate) || besideOthers) return predicatePart((params) => renderPredicate(predicate, params, LOOKUP));
      const { field, values, negated } = predicate;
      return predicatePart((params) => `(+c.seq ${negated ? 'NOT ' : ''}IN (${members(field, values, params)}))`);
    }
    case 'events': {
      const sources = predicateSources(predicate.where);
      if (sources.contact || sources.custom.size > 0) return predicatePart((params) => renderPredicate(predicate, params, LOOKUP));
      return { kind: predicate.negated ? 'not_set' : 'set', set: { k: 'events', where: predicate.where, rank: eventsRank(predicate.where) } };
    }
    default:
      return predicatePart((params) => renderPredicate(predicate, params, LOOKUP));
  }
}

/** A NOT-free predicate as one SQL boolean over the contact row `c`, with its parameters. */
export function predicateToSql(predicate: Predicate): { sql: string; params: Param[] } {
  const { sql, params } = asPredicate(plan(predicate));
  return { sql, params };
}
