import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import type { ContactFilter } from '../db/contacts/conditions';
import { contactStore } from '../db/contacts/contact-store-provider';
import { api } from './api-path';
import { authenticated } from './auth';
import { contactDetailDto, contactDto, customFieldApiIds } from './contacts-dto';
import { errorResponse, invalidJsonBody, notFound, validationFailed } from './errors';
import { readJsonObject } from './request';

/**
 * Reading contacts (ENDPOINTS.md §1): the sample and the paged browsing extension, one contact, a batch
 * by ids. Contacts read `custom_fields` keyed by custom field id (`e1_T`).
 */
const CONTACTS = '/marketing/contacts';

/** The real API's sample: the 50 most recent contacts, sorted by email. */
const SAMPLE_SIZE = 50;
/** Paged browsing (the mock extension): `page_size` 1–1000, 50 when only a token or a list is given. */
const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 50;
export const MAX_BATCH_IDS = 100;

/** Paths beside `/marketing/contacts/{id}` that other handlers answer (some registered after this one). */
const SIBLINGS = new Set(['count', 'exports', 'imports', 'search', 'batch']);

export type PageParams =
  | { ok: true; paged: false }
  | { ok: true; paged: true; pageSize: number; pageToken?: string; pageOffset?: number }
  | { ok: false; response: Response };

/**
 * `page_size`, and `page_token` or `page_offset` (the contacts to skip: a jump to any row), of the paging
 * extension; `paged` when any of them (or `alsoPagedBy`) is given.
 */
export function pageParams(url: URL, alsoPagedBy?: string): PageParams {
  const size = url.searchParams.get('page_size');
  const token = url.searchParams.get('page_token') ?? undefined;
  const offset = url.searchParams.get('page_offset');
  if (size === null && token === undefined && offset === null && (alsoPagedBy === undefined || !url.searchParams.has(alsoPagedBy))) return { ok: true, paged: false };
  const pageSize = size === null ? DEFAULT_PAGE_SIZE : /^\d{1,4}$/.test(size) ? Number(size) : Number.NaN;
  if (!(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
    return { ok: false, response: validationFailed([{ field: 'page_size', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` }]) };
  }
  if (offset !== null && (!/^\d{1,9}$/.test(offset) || token)) {
    return { ok: false, response: validationFailed([{ field: 'page_offset', message: 'must be a whole number from 0, without a page_token' }]) };
  }
  return { ok: true, paged: true, pageSize, ...(token ? { pageToken: token } : {}), ...(offset === null ? {} : { pageOffset: Number(offset) }) };
}

/** `_metadata.next`: this request's URL with the next page's token. */
export function nextLink(url: URL, pageSize: number, nextPageToken: string | undefined): { next?: string } {
  if (nextPageToken === undefined) return {};
  const next = new URL(url);
  next.searchParams.delete('page_offset');
  next.searchParams.set('page_size', String(pageSize));
  next.searchParams.set('page_token', nextPageToken);
  return { next: next.toString() };
}

/**
 * A list's members as a page filter. EXISTS, probed row by row along the newest-first index, finds a page at
 * once; the condition model's `list` kind (`c.seq IN (…)`, the better plan for counting) first collects
 * every member: a page of 100 of an 800,000-member list took 10 ms this way and 2.8 s that way.
 */
const listMembers = (listId: string): ContactFilter => ({
  match: 'all',
  conditions: [{ kind: 'query', sql: 'EXISTS (SELECT 1 FROM list_members m WHERE m.contact_seq = c.seq AND m.list_seq = (SELECT seq FROM lists WHERE id = ?))', params: [listId] }],
});

/** The store refused a page token: it was not issued for this sort and filter. */
export const isInvalidPageToken = (error: unknown) => error instanceof Error && error.name === 'ContactStoreError' && (error as { code?: string }).code === 'invalid_page_token';
export const invalidPageToken = () => validationFailed([{ field: 'page_token', message: 'invalid page token' }]);

const readOne = authenticated<{ id: string }>(async ({ request, params, account: { actingAs } }) => {
  const owner = actingAs.username;
  const [[contact], engagement] = await Promise.all([contactStore().getContacts(owner, [params.id]), contactStore().getEngagement(owner, params.id)]);
  if (contact === undefined || engagement === undefined) return notFound();
  return HttpResponse.json(contactDetailDto(contact, customFieldApiIds(actingAs), engagement, request.url));
});

/** Lets the request through to the handler of a sibling path (`/marketing/contacts/count`…). */
const unlessSibling =
  (resolver: HttpResponseResolver<{ id: string }, DefaultBodyType, undefined>): HttpResponseResolver<{ id: string }, DefaultBodyType, undefined> =>
  (info) =>
    SIBLINGS.has(info.params.id) ? undefined : resolver(info);

export const contactReadHandlers = [
  /**
   * Without paging parameters the real API's sample: `{ result (≤ 50, the most recent, by email),
   * contact_count, _metadata: { self } }`. With `page_size`/`page_token` or `page_offset` (and optionally
   * `list_ids=<one list id>`), the mock's paged browsing: newest first, `_metadata: { self, next?, count }`.
   */
  http.get(
    api(CONTACTS),
    authenticated(async ({ request, account: { actingAs } }) => {
      const url = new URL(request.url);
      const owner = actingAs.username;
      const store = contactStore();
      const fieldIds = customFieldApiIds(actingAs);
      const page = pageParams(url, 'list_ids');
      if (!page.ok) return page.response;
      if (!page.paged) {
        const [{ contacts }, count] = await Promise.all([store.readPage(owner, { pageSize: SAMPLE_SIZE }), store.countContacts(owner)]);
        const byEmail = [...contacts].sort((a, b) => ((a.email ?? '') < (b.email ?? '') ? -1 : (a.email ?? '') > (b.email ?? '') ? 1 : 0));
        return HttpResponse.json({ result: byEmail.map((contact) => contactDto(contact, fieldIds)), contact_count: count, _metadata: { self: url.toString() } });
      }
      const listId = url.searchParams.get('list_ids') ?? undefined;
      if (listId !== undefined && (listId === '' || listId.includes(','))) return validationFailed([{ field: 'list_ids', message: 'must be exactly one list id' }]);
      const count = listId === undefined ? await store.countContacts(owner) : await store.countListMembers(owner, listId);
      if (count === undefined) return errorResponse(404, [{ field: 'list_ids', message: 'list not found' }]);
      const filter = listId === undefined ? undefined : listMembers(listId);
      try {
        const { contacts, nextPageToken } = await store.readPage(owner, { pageSize: page.pageSize, pageToken: page.pageToken, offset: page.pageOffset, filter });
        return HttpResponse.json({
          result: contacts.map((contact) => contactDto(contact, fieldIds)),
          contact_count: count,
          _metadata: { self: url.toString(), ...nextLink(url, page.pageSize, nextPageToken), count },
        });
      } catch (error) {
        if (isInvalidPageToken(error)) return invalidPageToken();
        throw error;
      }
    }),
  ),

  /** One contact, with `last_opened`, `last_clicked`, `last_emailed` from its mail events; 404 `{ errors }` when unknown or foreign. */
  http.get(api(`${CONTACTS}/:id`), unlessSibling(readOne)),

  /** `{ ids }` (1–100) → `{ result }`: the owner's contacts among them, in the order asked; unknown ids are left out. */
  http.post(
    api(`${CONTACTS}/batch`),
    authenticated(async ({ request, account: { actingAs } }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const { ids } = body;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== 'string')) return validationFailed([{ field: 'ids', message: 'must be a list of contact ids' }]);
      if (ids.length > MAX_BATCH_IDS) return validationFailed([{ field: 'ids', message: `must not contain more than ${MAX_BATCH_IDS} ids` }]);
      const contacts = await contactStore().getContacts(actingAs.username, [...new Set(ids as string[])]);
      const fieldIds = customFieldApiIds(actingAs);
      return HttpResponse.json({ result: contacts.map((contact) => contactDto(contact, fieldIds)) });
    }),
  ),
];
