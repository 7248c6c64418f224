import { formatDate } from './format-date';

/** A problem running the template (an unknown helper, a partial, a helper given the wrong arguments): shown instead of the preview. */
export class TemplateRunError extends Error {
  override readonly name = 'TemplateRunError';
}

/** What a helper receives besides its arguments (Handlebars' `options`, reduced to what email templates use). */
export interface HelperCall {
  /** `this` where the helper is called. */
  context: unknown;
  hash: Record<string, unknown>;
  /** The block's content run with a context (and, for loops, the @data and block parameters of one item); '' without a block. */
  fn(context: unknown, frame?: { data?: Record<string, unknown>; blockParams?: unknown[] }): string;
  /** The {{else}} part; '' when there is none. */
  inverse(context: unknown): string;
}

export type Helper = (args: unknown[], call: HelperCall) => unknown;

/** Handlebars' notion of empty: what `if` treats as false besides falsy values. */
export const isEmpty = (value: unknown): boolean =>
  (!value && value !== 0) || (Array.isArray(value) && value.length === 0);

/** Only a value's own properties are read, as in Handlebars 4.6+ (no prototype access from templates). */
export function lookupProperty(target: unknown, key: string): unknown {
  if (target === null || target === undefined) return undefined;
  const object = Object(target) as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** Runs the block once per item of an array or own key of an object, with @index, @key, @first, @last. */
export function iterate(collection: unknown, call: HelperCall): string {
  if (collection === null || typeof collection !== 'object') return call.inverse(call.context);
  const entries: [string | number, unknown][] = Array.isArray(collection) ? collection.map((item, index) => [index, item]) : Object.entries(collection);
  if (entries.length === 0) return call.inverse(call.context);
  return entries
    .map(([key, item], index) =>
      call.fn(item, { data: { index, key, first: index === 0, last: index === entries.length - 1 }, blockParams: [item, key] }),
    )
    .join('');
}

/** The condition of `if` and `unless`: 0 counts as false unless `includeZero=true`. */
const holds = (condition: unknown, call: HelperCall) => !((!condition && call.hash.includeZero !== true) || isEmpty(condition));

/** SendGrid's truthiness for `and` / `or`: empty strings and zero (integer or float) are false, as its page says. */
const truthy = (value: unknown) => Boolean(value) && !isEmpty(value);

/** Handlebars' `if`, `unless` and `with` throw unless given exactly one value, and `each` without a list, with these messages. */
const exactlyOne = (name: string, args: unknown[]) => {
  if (args.length !== 1) throw new TemplateRunError(`#${name} requires exactly one argument`);
  return args[0];
};

const choose = (condition: boolean, call: HelperCall) => (condition ? call.fn(call.context) : call.inverse(call.context));

/** Comparisons accept numbers and numeric strings alike, as test data written by hand mixes them. */
const comparable = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/**
 * Handlebars' built-in helpers and the ones SendGrid adds for dynamic templates (equals, notEquals,
 * greaterThan, lessThan, and, or, length, insert, formatDate).
 */
export const TEMPLATE_HELPERS: Readonly<Record<string, Helper>> = {
  if: (args, call) => choose(holds(exactlyOne('if', args), call), call),
  unless: (args, call) => choose(!holds(exactlyOne('unless', args), call), call),
  each: (args, call) => {
    if (args.length === 0) throw new TemplateRunError('Must pass iterator to #each');
    return iterate(args[0], call);
  },
  with: (args, call) => {
    const value = exactlyOne('with', args);
    return isEmpty(value) ? call.inverse(call.context) : call.fn(value, { blockParams: [value] });
  },
  lookup: ([target, key]) => lookupProperty(target, String(key)),
  log: () => '',
  equals: ([a, b], call) => choose(sameValue(a, b), call),
  notEquals: ([a, b], call) => choose(!sameValue(a, b), call),
  greaterThan: ([a, b], call) => choose(Number(comparable(a)) > Number(comparable(b)), call),
  lessThan: ([a, b], call) => choose(Number(comparable(a)) < Number(comparable(b)), call),
  and: (args, call) => choose(args.length > 0 && args.every(truthy), call),
  or: (args, call) => choose(args.some(truthy), call),
  length: ([value]) => (Array.isArray(value) || typeof value === 'string' ? value.length : 0),
  /** `{{insert name "default=Customer"}}`: the value, or the default after `default=`. */
  insert: ([value, fallback]) => (isEmpty(value) ? String(fallback ?? '').replace(/^default=/, '') : value),
  formatDate: ([date, format, offset]) => formatDate(date, format, offset),
};
