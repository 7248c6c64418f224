import fc from 'fast-check';
import type { StoredContact } from '../contact-store';
import type { MailEventType } from '../schema';
import { addMonths, parseInstant } from './resolve';

/**
 * Random conditions for the property test, written out as SGQL or query_dsl text and evaluated directly
 * over contacts in plain TypeScript (SQL's three-valued logic: null is unknown), as a reference.
 */
export const NOW = Date.parse('2026-10-05T12:00:00.000Z');
const DAY = 86_400_000;
export const TEXT_FIELDS = ['first_name', 'last_name', 'city', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Operator = '=' | '!=' | '<' | '<=' | '>' | '>=';
export const FIELDS = { score: 1, tier: 2, signup: 3 } as const;
export const EVENT_TYPES: readonly MailEventType[] = ['open', 'click', 'delivered'];

export interface ModelEvent {
  type: MailEventType;
  at: number;
}
export interface ModelContact {
  stored: StoredContact;
  events: ModelEvent[];
}

export type Atom =
  | { a: 'compare'; field: TextField; operator: Operator; value: string }
  | { a: 'like'; field: TextField; pattern: string; negated: boolean }
  | { a: 'null'; field: TextField | 'score' | 'tier' | 'signup'; negated: boolean }
  | { a: 'in'; field: TextField; values: string[]; negated: boolean }
  | { a: 'lower'; field: TextField; value: string }
  /** The contact search's form (src/features/contacts/search-query.ts): `lower(first_name) LIKE 'ann%'`. */
  | { a: 'lower_like'; field: TextField; pattern: string }
  | { a: 'length'; field: TextField; operator: Operator; length: number }
  | { a: 'concat'; value: string }
  | { a: 'score'; operator: Operator; value: number }
  | { a: 'score_between'; low: number; high: number; negated: boolean }
  | { a: 'score_arithmetic'; times: number; plus: number; operator: Operator; value: number }
  | { a: 'tier'; operator: '=' | '!=' | '<'; value: string }
  | { a: 'signup_within'; days: number; months: number }
  | { a: 'signup_before'; iso: string }
  /** A Date field against an instant near the stored ones (same day, hour and second; whole or not). */
  | { a: 'signup_compare'; operator: Operator; days: number; hour: boolean; ms: number }
  | { a: 'signup_between'; fromDays: number; toDays: number; negated: boolean }
  | { a: 'created'; days: number }
  | { a: 'list'; lists: number[]; negated: boolean; arrayForm: boolean }
  /** query_dsl: one column of the joined event row. */
  | { a: 'event_type'; type: MailEventType }
  | { a: 'event_since'; days: number }
  /** SGQL: a parenthesised group describing one event (the contact has one, or none when negated). */
  | { a: 'event_group'; type: MailEventType; days: number; negated: boolean };

export type Model = { op: 'and' | 'or'; left: Model; right: Model } | { op: 'not'; item: Model } | { op: 'atom'; atom: Atom };

/**
 * Patterns with `%` at the end only, which the compiler turns into index ranges, and names around them:
 * upper case (lower() folds A–Z only), other scripts, a literal %, the code points either side of the
 * surrogates (U+D7FF's successor is U+E000) and the last code point (no successor: no range).
 */
export const PREFIX_PATTERNS = ['ANN%', 'an%', 'Anna%', 'É%', 'é%', 'zo%', 'Zoë%', '𝒜%', '100%%%', 'Ann\u{D7FF}%', 'Ann\u{10FFFF}%', 'ann0@g%'];
export const PREFIX_NAMES = ['ANNE', 'anne', 'Élodie', 'élodie', 'Zoë', 'zoé', '𝒜nn', '𝒝', '100%x', 'Ann\u{D7FF}z', 'Ann\u{E000}', 'Ann\u{10FFFF}y', 'Ann\u{10FFFF}'];

const textValue = fc.constantFrom('Ann', 'Anna', 'ann', 'Bob', 'Zoë', "O'Brien", '100%', 'a_b', 'Paris', 'paris', 'ann0@gmail.com');
const likePattern = fc.constantFrom('Ann%', '%nn%', '%a', 'ann%', '%', '100%%', '%\\_b', "O'%", '%@gmail.com', 'Z%', ...PREFIX_PATTERNS);
const operator = fc.constantFrom<Operator>('=', '!=', '<', '<=', '>', '>=');
const textField = fc.constantFrom(...TEXT_FIELDS);

function atomArbitrary(language: 'sgql' | 'query_dsl'): fc.Arbitrary<Atom> {
  const shared: fc.Arbitrary<Atom>[] = [
    fc.record({ a: fc.constant('compare' as const), field: textField, operator, value: textValue }),
    fc.record({ a: fc.constant('like' as const), field: textField, pattern: likePattern, negated: fc.boolean() }),
    fc.record({ a: fc.constant('null' as const), field: fc.constantFrom('first_name', 'city', 'email', 'score', 'tier', 'signup'), negated: fc.boolean() }),
    fc.record({ a: fc.constant('in' as const), field: textField, values: fc.uniqueArray(textValue, { minLength: 1, maxLength: 3 }), negated: fc.boolean() }),
    fc.record({ a: fc.constant('lower' as const), field: textField, value: fc.constantFrom('ann', 'anna', 'paris', 'zoë', 'ann0@gmail.com') }),
    fc.record({ a: fc.constant('lower_like' as const), field: textField, pattern: likePattern }),
    fc.record({ a: fc.constant('length' as const), field: textField, operator, length: fc.integer({ min: 0, max: 5 }) }),
    fc.record({ a: fc.constant('concat' as const), value: fc.constantFrom('AnnLee', 'BobLee', 'AnnaO') }),
    fc.record({ a: fc.constant('score' as const), operator, value: fc.constantFrom(-1, 0, 2.5, 5, 7) }),
    fc.record({ a: fc.constant('score_between' as const), low: fc.integer({ min: -2, max: 4 }), high: fc.integer({ min: 0, max: 8 }), negated: fc.boolean() }),
    fc.record({ a: fc.constant('score_arithmetic' as const), times: fc.integer({ min: 1, max: 3 }), plus: fc.integer({ min: -3, max: 3 }), operator, value: fc.integer({ min: -5, max: 20 }) }),
    fc.record({ a: fc.constant('tier' as const), operator: fc.constantFrom<'=' | '!=' | '<'>('=', '!=', '<'), value: fc.constantFrom('gold', 'Gold', 'silver') }),
    fc.record({ a: fc.constant('signup_within' as const), days: fc.integer({ min: 0, max: 60 }), months: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ a: fc.constant('signup_before' as const), iso: fc.constantFrom('2026-09-20T00:00:00Z', '2026-10-01', '2026-09-01T12:30:00.000Z') }),
    fc.record({ a: fc.constant('signup_compare' as const), operator, days: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 1, 2)), hour: fc.boolean(), ms: fc.constantFrom(0, 250, 999) }),
    fc.record({ a: fc.constant('signup_between' as const), fromDays: fc.integer({ min: 0, max: 100 }), toDays: fc.integer({ min: 0, max: 100 }), negated: fc.boolean() }),
    fc.record({ a: fc.constant('created' as const), days: fc.integer({ min: 0, max: 10 }) }),
    fc.record({ a: fc.constant('list' as const), lists: fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 2 }), negated: fc.boolean(), arrayForm: fc.boolean() }),
  ];
  const events: fc.Arbitrary<Atom>[] =
    language === 'query_dsl'
      ? [
          fc.record({ a: fc.constant('event_type' as const), type: fc.constantFrom(...EVENT_TYPES) }),
          fc.record({ a: fc.constant('event_since' as const), days: fc.integer({ min: 0, max: 30 }) }),
        ]
      : [fc.record({ a: fc.constant('event_group' as const), type: fc.constantFrom(...EVENT_TYPES), days: fc.integer({ min: 0, max: 30 }), negated: fc.boolean() })];
  return fc.oneof(...shared, ...events, ...events);
}

export function modelArbitrary(language: 'sgql' | 'query_dsl'): fc.Arbitrary<Model> {
  const atom = atomArbitrary(language).map((value): Model => ({ op: 'atom', atom: value }));
  return fc.letrec<{ model: Model }>((tie) => ({
    model: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      atom,
      fc.record({ op: fc.constantFrom<'and' | 'or'>('and', 'or'), left: tie('model'), right: tie('model') }),
      fc.record({ op: fc.constant<'not'>('not'), item: tie('model') }),
    ),
  })).model;
}

// ---- as text ----
/** signup_compare's instant: `days` before NOW, an hour earlier when `hour`, plus `ms`. */
const signupInstant = (atom: Extract<Atom, { a: 'signup_compare' }>) => NOW - atom.days * DAY - (atom.hour ? 3_600_000 : 0) + atom.ms;


const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function atomText(atom: Atom, language: 'sgql' | 'query_dsl', listIds: readonly string[]): string {
  const c = (name: string) => (language === 'query_dsl' ? `c.${name}` : name);
  const custom = (name: keyof typeof FIELDS) => c(name === 'signup' ? '`SignUp`' : name.toUpperCase());
  switch (atom.a) {
    case 'compare':
      return `${c(atom.field)} ${atom.operator} ${quote(atom.value)}`;
    case 'like':
      return `${c(atom.field)} ${atom.negated ? 'NOT ' : ''}LIKE ${quote(atom.pattern)}`;
    case 'null':
      return `${atom.field in FIELDS ? custom(atom.field as keyof typeof FIELDS) : c(atom.field)} IS ${atom.negated ? 'NOT ' : ''}NULL`;
    case 'in':
      return `${c(atom.field)} ${atom.negated ? 'NOT ' : ''}IN (${atom.values.map(quote).join(', ')})`;
    case 'lower':
      return `lower(${c(atom.field)}) = ${quote(atom.value)}`;
    case 'lower_like':
      return `lower(${c(atom.field)}) LIKE ${quote(atom.pattern)}`;
    case 'length':
      return `LENGTH(${c(atom.field)}) ${atom.operator} ${atom.length}`;
    case 'concat':
      return `CONCAT(${c('first_name')}, ${c('last_name')}) = ${quote(atom.value)}`;
    case 'score':
      return `${custom('score')} ${atom.operator} ${atom.value}`;
    case 'score_between':
      return `${custom('score')} ${atom.negated ? 'NOT ' : ''}BETWEEN ${atom.low} AND ${atom.high}`;
    case 'score_arithmetic':
      return `${custom('score')} * ${atom.times} + ${atom.plus} ${atom.operator} ${atom.value}`;
    case 'tier':
      return `${custom('tier')} ${atom.operator} ${quote(atom.value)}`;
    case 'signup_within':
      return `${custom('signup')} >= NOW() - interval ${atom.days} day - INTERVAL ${atom.months} months`;
    case 'signup_before':
      return `${custom('signup')} < ${atom.iso.includes('T') ? `TIMESTAMP ${quote(atom.iso)}` : quote(atom.iso)}`;
    case 'signup_compare':
      return `${custom('signup')} ${atom.operator} TIMESTAMP '${new Date(signupInstant(atom)).toISOString()}'`;
    case 'signup_between':
      return `${custom('signup')} ${atom.negated ? 'NOT ' : ''}BETWEEN NOW() - interval ${atom.fromDays} day AND '${new Date(NOW - atom.toDays * DAY).toISOString()}'`;
    case 'created':
      return `${c('created_at')} > NOW() - interval ${atom.days} day`;
    case 'list': {
      const ids = atom.lists.map((index) => quote(listIds[index] as string));
      const call = atom.arrayForm ? `array_contains(${c('list_ids')}, [${ids.join(', ')}])` : `CONTAINS(list_ids, ${ids[0]})`;
      return `${atom.negated ? 'NOT ' : ''}${call}`;
    }
    case 'event_type':
      return `e.event_type = ${quote(atom.type)}`;
    case 'event_since':
      return `e.event_timestamp >= NOW() - interval ${atom.days} day`;
    case 'event_group':
      return `${atom.negated ? 'NOT ' : ''}(event_source = 'mail' AND event_type = ${quote(atom.type)} AND event_timestamp >= (NOW() - interval ${atom.days} day))`;
  }
}

/** List atoms of the array form only query_dsl's array_contains reads "any of" several ids. */
const normalise = (atom: Atom, language: 'sgql' | 'query_dsl'): Atom =>
  atom.a === 'list' && (language === 'sgql' || !atom.arrayForm) ? { ...atom, lists: atom.lists.slice(0, 1), arrayForm: language === 'query_dsl' ? false : atom.arrayForm } : atom;

export function modelText(model: Model, language: 'sgql' | 'query_dsl', listIds: readonly string[]): string {
  switch (model.op) {
    case 'atom':
      return atomText(normalise(model.atom, language), language, listIds);
    case 'not':
      return `NOT (${modelText(model.item, language, listIds)})`;
    default:
      return `(${modelText(model.left, language, listIds)} ${model.op.toUpperCase()} ${modelText(model.right, language, listIds)})`;
  }
}

export function mentionsEvents(model: Model): boolean {
  if (model.op === 'atom') return model.atom.a === 'event_type' || model.atom.a === 'event_since';
  return model.op === 'not' ? mentionsEvents(model.item) : mentionsEvents(model.left) || mentionsEvents(model.right);
}

export function queryDslText(model: Model, listIds: readonly string[]): string {
  const join = mentionsEvents(model) ? ' INNER JOIN event_data AS e ON c.contact_id = e.contact_id' : '';
  return `SELECT c.contact_id, c.updated_at FROM contact_data c${join} WHERE ${modelText(model, 'query_dsl', listIds)}`;
}

// ---- the reference ----


type Truth = boolean | null;
const and = (a: Truth, b: Truth): Truth => (a === false || b === false ? false : a === null || b === null ? null : true);
const or = (a: Truth, b: Truth): Truth => (a === true || b === true ? true : a === null || b === null ? null : false);
const not = (a: Truth): Truth => (a === null ? null : !a);
const negateIf = (negated: boolean, a: Truth) => (negated ? not(a) : a);

/** SQLite's BINARY order: by code point. */
function compareText(a: string, b: string): number {
  const left = [...a].map((character) => character.codePointAt(0) as number);
  const right = [...b].map((character) => character.codePointAt(0) as number);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return (left[index] as number) - (right[index] as number);
  }
  return left.length - right.length;
}

function compare(a: string | number | null, operator: Operator, b: string | number | null): Truth {
  if (a === null || b === null) return null;
  const order = typeof a === 'string' && typeof b === 'string' ? compareText(a, b) : (a as number) - (b as number);
  return { '=': order === 0, '!=': order !== 0, '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0 }[operator];
}

function like(value: string | null, pattern: string): Truth {
  if (value === null) return null;
  const source = pattern
    .split(/(%%|%)/)
    .map((piece) => (piece === '%' ? '.*' : (piece === '%%' ? '%' : piece).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'su').test(value);
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (character) => character.toLowerCase());

function evaluateAtom(atom: Atom, contact: ModelContact, event: ModelEvent | undefined, listIds: readonly string[]): Truth {
  const { stored } = contact;
  const text = (field: TextField) => stored[field];
  const score = (stored.custom_fields[FIELDS.score] as number | undefined) ?? null;
  const tier = (stored.custom_fields[FIELDS.tier] as string | undefined) ?? null;
  const signupValue = stored.custom_fields[FIELDS.signup] as string | undefined;
  const signup = signupValue === undefined ? null : Date.parse(signupValue);
  switch (atom.a) {
    case 'compare':
      return compare(text(atom.field), atom.operator, atom.value);
    case 'like':
      return negateIf(atom.negated, like(text(atom.field), atom.pattern));
    case 'null': {
      const value = atom.field === 'score' ? score : atom.field === 'tier' ? tier : atom.field === 'signup' ? signup : text(atom.field);
      return (value === null) !== atom.negated;
    }
    case 'in': {
      const value = text(atom.field);
      return negateIf(atom.negated, value === null ? null : atom.values.includes(value));
    }
    case 'lower': {
      const value = text(atom.field);
      return compare(value === null ? null : asciiLower(value), '=', atom.value);
    }
    case 'lower_like': {
      const value = text(atom.field);
      return like(value === null ? null : asciiLower(value), atom.pattern);
    }
    case 'length': {
      const value = text(atom.field);
      return compare(value === null ? null : [...value].length, atom.operator, atom.length);
    }
    case 'concat':
      return compare(stored.first_name === null || stored.last_name === null ? null : stored.first_name + stored.last_name, '=', atom.value);
    case 'score':
      return compare(score, atom.operator, atom.value);
    case 'score_between':
      return negateIf(atom.negated, and(compare(score, '>=', atom.low), compare(score, '<=', atom.high)));
    case 'score_arithmetic':
      return compare(score === null ? null : score * atom.times + atom.plus, atom.operator, atom.value);
    case 'tier':
      return compare(tier, atom.operator, atom.value);
    case 'signup_within':
      return compare(signup, '>=', addMonths(NOW - atom.days * DAY, -atom.months));
    case 'signup_before':
      return compare(signup, '<', parseInstant(atom.iso) as number);
    case 'signup_compare':
      return compare(signup, atom.operator, signupInstant(atom));
    case 'signup_between':
      return negateIf(atom.negated, and(compare(signup, '>=', NOW - atom.fromDays * DAY), compare(signup, '<=', NOW - atom.toDays * DAY)));
    case 'created':
      return compare(Date.parse(stored.created_at), '>', NOW - atom.days * DAY);
    case 'list':
      return atom.lists.some((index) => stored.list_ids.includes(listIds[index] as string)) !== atom.negated;
    case 'event_type':
      return event === undefined ? null : event.type === atom.type;
    case 'event_since':
      return event === undefined ? null : event.at >= NOW - atom.days * DAY;
    case 'event_group':
      return contact.events.some((candidate) => candidate.type === atom.type && candidate.at >= NOW - atom.days * DAY) !== atom.negated;
  }
}

function evaluate(model: Model, contact: ModelContact, event: ModelEvent | undefined, listIds: readonly string[], language: 'sgql' | 'query_dsl'): Truth {
  switch (model.op) {
    case 'atom':
      return evaluateAtom(normalise(model.atom, language), contact, event, listIds);
    case 'not':
      return not(evaluate(model.item, contact, event, listIds, language));
    case 'and':
      return and(evaluate(model.left, contact, event, listIds, language), evaluate(model.right, contact, event, listIds, language));
    case 'or':
      return or(evaluate(model.left, contact, event, listIds, language), evaluate(model.right, contact, event, listIds, language));
  }
}

/** Whether the contact matches: for a query_dsl joined with event_data, through one of its events. */
export function referenceMatches(model: Model, contact: ModelContact, listIds: readonly string[], language: 'sgql' | 'query_dsl'): boolean {
  if (language === 'query_dsl' && mentionsEvents(model)) return contact.events.some((event) => evaluate(model, contact, event, listIds, language) === true);
  return evaluate(model, contact, undefined, listIds, language) === true;
}
