import { http, HttpResponse } from 'msw';
import type { ContactDto } from '@/shared/audience/contact';
import { INVALID_EMAIL_MESSAGE } from '@/shared/form/messages';
import { isEmailAddress } from '@/shared/validation/email-address';
import type { ContactFilter } from '../db/contacts/conditions';
import { IDENTIFIER_FIELDS, type IdentifierField, type StoredContact } from '../db/contacts/contact-store';
import { contactStore } from '../db/contacts/contact-store-provider';
import { compileSgql } from '../db/contacts/query-language/sgql';
import { isInvalidArgument, isQueryLanguageError, queryContextOf } from './query-support';
import { api } from './api-path';
import { authenticated } from './auth';
import { contactDto, customFieldApiIds } from './contacts-dto';
import { invalidPageToken, isInvalidPageToken, nextLink, pageParams } from './contacts-read';
import { errorResponse, invalidJsonBody, validationFailed } from './errors';
import { SEARCH_TIMEOUT_MESSAGE } from './limit-messages';
import { readJsonObject } from './request';

/**
 * Contact search (ENDPOINTS.md §1): SGQL v1 queries (§14a, compiled by db/contacts/query-language/), and
 * lookups by email or by identifier.
 */
const SEARCH = '/marketing/contacts/search';

/** The real API's first page of matches. */
const FIRST_MATCHES = 50;
/** Lookups take at most this many emails or identifiers. */
export const MAX_LOOKUPS = 100;
/** The real API answers 408 when a search takes longer than 20 s. */
export const DEFAULT_SEARCH_TIME_LIMIT_MS = 20_000;

let searchTimeLimitMs = DEFAULT_SEARCH_TIME_LIMIT_MS;

/** How long a query's count serves its next pages: counting every match again for each page took 1.2 s at a million. */
const COUNT_REUSE_MS = 60_000;
const COUNT_CACHE_SIZE = 20;
const counts = new Map<string, { count: number; at: number }>();

/** The count of the query's first page for its later pages (a page token), else counted again. */
async function matchCount(owner: string, query: string, filter: ContactFilter, later: boolean): Promise<number> {
  const key = `${owner}\n${query}`;
  const known = counts.get(key);
  if (later && known !== undefined && Date.now() - known.at < COUNT_REUSE_MS) return known.count;
  const { count } = await contactStore().filterContacts(owner, filter, 1);
  counts.delete(key);
  counts.set(key, { count, at: Date.now() });
  if (counts.size > COUNT_CACHE_SIZE) counts.delete(counts.keys().next().value as string);
  return count;
}

/**
 * How long a search may take before it answers 408 (tests: 0 makes every search time out). The store's
 * query is not interrupted: the answer is replaced once it is known to have come too late.
 */
export function setSearchTimeLimitMs(ms: number): void {
  searchTimeLimitMs = ms;
}


type LookupAnswer = Record<string, { contact: ContactDto } | { error: string }>;

/** The map answer of the lookups: 200 when any was found, 404 when none was. */
function lookupAnswer(keys: readonly string[], find: (key: string) => StoredContact | undefined, fieldIds: ReadonlyMap<number, string>): Response {
  const result: LookupAnswer = Object.fromEntries(
    keys.map((key) => {
      const contact = find(key);
      return [key, contact === undefined ? { error: 'contact not found' } : { contact: contactDto(contact, fieldIds) }];
    }),
  );
  if (Object.values(result).every((entry) => 'error' in entry)) return errorResponse(404, [{ field: null, message: 'no contacts found' }]);
  return HttpResponse.json({ result });
}

/** A list of 1–MAX_LOOKUPS strings in `body[field]`, empty strings dropped; or the 400 saying what is wrong. */
function lookupKeys(body: Record<string, unknown>, field: string): { keys: string[] } | { response: Response } {
  const given = body[field];
  if (!Array.isArray(given) || given.some((key) => typeof key !== 'string')) return { response: validationFailed([{ field, message: 'must be a list of strings' }]) };
  const keys = (given as string[]).map((key) => key.trim()).filter((key) => key !== '');
  if (keys.length === 0) return { response: validationFailed([{ field, message: 'is a required field' }]) };
  if (keys.length > MAX_LOOKUPS) return { response: validationFailed([{ field, message: `must not contain more than ${MAX_LOOKUPS} entries` }]) };
  return { keys: [...new Set(keys)] };
}

/** The owner's contacts whose `column` (an identifier) is one of `values`. */
async function contactsWhere(owner: string, sql: string, values: readonly string[]): Promise<StoredContact[]> {
  const { rows } = await contactStore().query({ sql, params: [owner, JSON.stringify(values)] });
  return contactStore().getContacts(owner, rows.map(([id]) => String(id)));
}

/** Two parts, so the email part reads the (owner, email) index; an OR made it scan every contact with json_each (2.2 s at a million). */
const BY_EMAIL_OR_ALTERNATE = `SELECT c.id FROM contacts c WHERE c.owner = ?1 AND c.email IN (SELECT value FROM json_each(?2))
  UNION SELECT c.id FROM contacts c WHERE c.owner = ?1 AND c.alternate_emails <> '[]'
    AND EXISTS (SELECT 1 FROM json_each(c.alternate_emails) a WHERE a.value IN (SELECT value FROM json_each(?2)))`;
const byIdentifier = (field: IdentifierField) => `SELECT c.id FROM contacts c WHERE c.owner = ? AND c.${field} IN (SELECT value FROM json_each(?))`;

export const contactSearchHandlers = [
  /**
   * `{ query }` (SGQL v1) → `{ result (the first 50, newest first), contact_count, _metadata: { self } }`.
   * With `page_size`/`page_token` or `page_offset` in the query string, the paging extension: `_metadata: { self, next?, count }`.
   * 400 `{ errors: [{ field: 'query', message }] }` for a query that does not compile; 408 over the time limit.
   */
  http.post(
    api(SEARCH),
    authenticated(async ({ request, account: { actingAs } }) => {
      const url = new URL(request.url);
      const page = pageParams(url);
      if (!page.ok) return page.response;
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      if (typeof body.query !== 'string' || body.query.trim() === '') return validationFailed([{ field: 'query', message: 'is a required field' }]);
      const owner = actingAs.username;
      const store = contactStore();
      const started = performance.now();
      try {
        const filter: ContactFilter = { match: 'all', conditions: [compileSgql(body.query, queryContextOf(actingAs))] };
        const fieldIds = customFieldApiIds(actingAs);
        if (!page.paged) {
          const { contacts, count } = await store.filterContacts(owner, filter, FIRST_MATCHES);
          if (performance.now() - started >= searchTimeLimitMs) return errorResponse(408, [{ field: null, message: SEARCH_TIMEOUT_MESSAGE }]);
          return HttpResponse.json({ result: contacts.map((contact) => contactDto(contact, fieldIds)), contact_count: count, _metadata: { self: url.toString() } });
        }
        const [{ contacts, nextPageToken }, count] = await Promise.all([
          store.readPage(owner, { pageSize: page.pageSize, pageToken: page.pageToken, offset: page.pageOffset, filter }),
          // A jump (page_offset) counts again: after a change, a table reads its view again from there.
          matchCount(owner, body.query, filter, page.pageToken !== undefined),
        ]);
        if (performance.now() - started >= searchTimeLimitMs) return errorResponse(408, [{ field: null, message: SEARCH_TIMEOUT_MESSAGE }]);
        return HttpResponse.json({
          result: contacts.map((contact) => contactDto(contact, fieldIds)),
          contact_count: count,
          _metadata: { self: url.toString(), ...nextLink(url, page.pageSize, nextPageToken), count },
        });
      } catch (error) {
        if (isQueryLanguageError(error) || isInvalidArgument(error)) return validationFailed([{ field: 'query', message: error.message }]);
        if (isInvalidPageToken(error)) return invalidPageToken();
        throw error;
      }
    }),
  ),

  /**
   * `{ emails }` (1–100; blanks ignored): each matched against `email` or `alternate_emails`,
   * case-insensitively. `{ result: { <email, lower-cased>: { contact } | { error: 'contact not found' } } }`;
   * 404 when none matched; 400 when any is not an email address.
   */
  http.post(
    api(`${SEARCH}/emails`),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const read = lookupKeys(body, 'emails');
      if ('response' in read) return read.response;
      const invalid = read.keys.filter((email) => !isEmailAddress(email));
      if (invalid.length > 0) return validationFailed(invalid.map((email) => ({ field: 'emails', message: `${email} ${INVALID_EMAIL_MESSAGE}` })));
      const emails = [...new Set(read.keys.map((email) => email.toLowerCase()))];
      const contacts = await contactsWhere(actingAs.username, BY_EMAIL_OR_ALTERNATE, emails);
      const find = (email: string) => contacts.find((contact) => contact.email === email) ?? contacts.find((contact) => contact.alternate_emails.includes(email));
      return lookupAnswer(emails, find, customFieldApiIds(actingAs));
    }),
  ),

  /** `{ identifiers }` (1–100) of one type (`email`, `phone_number_id`, `external_id`, `anonymous_id`): the same map answer. */
  http.post<{ type: string }>(
    api(`${SEARCH}/identifiers/:type`),
    authenticated(async ({ request, params, account: { actingAs } }) => {
      const field = IDENTIFIER_FIELDS.find((candidate) => candidate === params.type);
      if (field === undefined) return validationFailed([{ field: 'identifier_type', message: `must be one of ${IDENTIFIER_FIELDS.join(', ')}` }]);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const read = lookupKeys(body, 'identifiers');
      if ('response' in read) return read.response;
      const keys = field === 'email' ? [...new Set(read.keys.map((email) => email.toLowerCase()))] : read.keys;
      const contacts = await contactsWhere(actingAs.username, byIdentifier(field), keys);
      return lookupAnswer(keys, (key) => contacts.find((contact) => contact[field] === key), customFieldApiIds(actingAs));
    }),
  ),
];
