/**
 * The contact search: which typed text may be searched (spec §5: at least 3 characters, no special
 * characters) and the SGQL v1 query (ENDPOINTS.md §14a) the app builds from it. The typed text only ever
 * enters the query as a quoted, escaped string literal, never as query text.
 */

export const SEARCH_MIN_LENGTH = 3;

/**
 * "Special characters" are everything but what names and email addresses are made of: letters of any
 * script (with their combining marks), digits, spaces, and `. @ _ - + '` (`o'brien`, `ann+news@x.io`).
 * Anything else (`% * ( ) " \ ; , < >`, emoji…) is refused under the box instead of searched.
 */
const SEARCHABLE = /^[\p{L}\p{M}\p{N} .@_+'-]+$/u;

export type SearchTextProblem = 'too-short' | 'special-characters';

/** What is wrong with the typed text, or null when it can be searched. Empty text is no search: null. */
export function searchTextProblem(text: string): SearchTextProblem | null {
  const value = text.trim();
  if (value === '') return null;
  if (!SEARCHABLE.test(value)) return 'special-characters';
  return [...value].length < SEARCH_MIN_LENGTH ? 'too-short' : null;
}

/** SGQL string literal: single quotes, the delimiter and the backslash escaped with a backslash. */
export const sgqlString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A LIKE pattern matching values that start with `prefix`. In SGQL `%` is the only wildcard and `%%` a
 * literal %; `_` is no wildcard in SGQL, so it stays as it is.
 */
export const sgqlStartsWith = (prefix: string): string => sgqlString(`${prefix.replace(/%/g, '%%')}%`);

/**
 * The query for typed text: the email starts with it (emails are stored lower-cased), or the first or
 * last name starts with it, case-insensitively; with two words or more, the first name starts with the
 * first word and the last name with the rest ("ann smi"). On a list, only its members.
 */
export function contactSearchQuery(text: string, listId?: string): string {
  const value = text.trim().normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
  const [first = '', ...rest] = value.split(' ');
  const names =
    rest.length === 0
      ? [`lower(first_name) LIKE ${sgqlStartsWith(value)}`, `lower(last_name) LIKE ${sgqlStartsWith(value)}`]
      : [`(lower(first_name) LIKE ${sgqlStartsWith(first)} AND lower(last_name) LIKE ${sgqlStartsWith(rest.join(' '))})`];
  const matches = `(${[`email LIKE ${sgqlStartsWith(value)}`, ...names].join(' OR ')})`;
  return listId === undefined ? matches : `${matches} AND CONTAINS(list_ids, ${sgqlString(listId)})`;
}
