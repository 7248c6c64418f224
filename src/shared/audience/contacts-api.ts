import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '../api/client';
import { pageQuery, tokenPage } from '../paging/page-token';
import type { Page, PageRequest } from '../paging/paged-collection';
import type { ContactCountDto, ContactDto, ContactListDto, ContactRequest, JobIdDto } from './contact';

/**
 * The contacts endpoints (ENDPOINTS.md §1) as pure functions over the API client, shared by the audience
 * features. Paged browsing and paged search are the mock's extension (mocks/README.md "Contacts"): the real
 * API answers a 50-contact sample and the first 50 matches, and then the page says it is the last.
 */
const CONTACTS = '/marketing/contacts';

/** Where an asynchronous contact change is followed (the kernel's job poller). */
export const contactJobPath = (jobId: string) => `${CONTACTS}/imports/${encodeURIComponent(jobId)}`;

/** The most ids one `DELETE /marketing/contacts?ids=` or `DELETE /marketing/lists/{id}/contacts` carries. */
export const CONTACT_IDS_PER_REQUEST = 100;

/** A scope of contacts to browse: all of them, or the members of one list. */
export type ContactScope = { kind: 'all' } | { kind: 'list'; listId: string };

const scopeQuery = (scope: ContactScope) => (scope.kind === 'list' ? { list_ids: scope.listId } : {});

/** The page at a token (the first without one), or the page after `offset` contacts: a jump to any row (the mock's `page_offset`). */
export type ContactPageRequest = PageRequest | { offset: number; size: number };

const contactPageQuery = (request: ContactPageRequest) => ('offset' in request ? { page_size: request.size, page_offset: request.offset } : pageQuery(request));

const toPage = (answer: ContactListDto): Page<ContactDto> => {
  const page = tokenPage(answer.result, answer._metadata);
  return { ...page, total: answer._metadata?.count ?? answer.contact_count };
};

/** One page of contacts, newest first. */
export const browseContacts = (api: ApiClient, scope: ContactScope, request: ContactPageRequest): Observable<Page<ContactDto>> =>
  api.get<ContactListDto>(CONTACTS, { query: { ...contactPageQuery(request), ...scopeQuery(scope) } }).pipe(map(toPage));

/** One page of the contacts an SGQL v1 query matches; `total` is every match. */
export const searchContacts = (api: ApiClient, query: string, request: ContactPageRequest): Observable<Page<ContactDto>> =>
  api.post<ContactListDto>(`${CONTACTS}/search`, { query }, { query: contactPageQuery(request), reads: true }).pipe(map(toPage));

export const fetchContact = (api: ApiClient, id: string) => api.get<ContactDto>(`${CONTACTS}/${encodeURIComponent(id)}`);

/** At most 100 contacts by id. */
export const fetchContactsById = (api: ApiClient, ids: readonly string[]) =>
  api.post<{ result: ContactDto[] }>(`${CONTACTS}/batch`, { ids }, { reads: true }).pipe(map((answer) => answer.result));

export const fetchContactCount = (api: ApiClient) => api.get<ContactCountDto>(`${CONTACTS}/count`);

/** Creates or updates contacts (matched on their identifiers) and adds them to `listIds`. */
export const upsertContacts = (api: ApiClient, contacts: readonly ContactRequest[], listIds?: readonly string[]) =>
  api.put<JobIdDto>(CONTACTS, { ...(listIds && listIds.length > 0 ? { list_ids: listIds } : {}), contacts });

/** At most CONTACT_IDS_PER_REQUEST ids. */
export const deleteContacts = (api: ApiClient, ids: readonly string[]) => api.delete<JobIdDto>(CONTACTS, { query: { ids: ids.join(',') } });

export const deleteAllContacts = (api: ApiClient) => api.delete<JobIdDto>(CONTACTS, { query: { delete_all_contacts: 'true' } });
