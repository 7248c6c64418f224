import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import type { ContactDto, IdentifierField, JobIdDto } from '@/shared/audience/contact';
import { MAX_LISTS, type ListDto } from '@/shared/audience/list';
import type { ListName } from './types';

const LISTS = '/marketing/lists';

/** Removes the contacts from the list, keeping them (ENDPOINTS.md §2): an asynchronous job. */
export const removeFromList = (api: ApiClient, listId: string, contactIds: readonly string[]) =>
  api.delete<JobIdDto>(`${LISTS}/${encodeURIComponent(listId)}/contacts`, { query: { contact_ids: contactIds.join(',') } });

/** Every list's name: an account has at most 1000 lists (spec §9), one page of the largest size. */
export const fetchListNames = (api: ApiClient): Observable<ListName[]> =>
  api
    .get<{ result: ListDto[] }>(LISTS, { query: { page_size: String(MAX_LISTS) } })
    .pipe(map((answer) => answer.result.map(({ id, name }) => ({ id, name }))));

/** A list created on the way while adding a contact. */
export const createList = (api: ApiClient, name: string) => api.post<ListDto>(LISTS, { name });

type LookupAnswer = { result: Record<string, { contact?: ContactDto; error?: string }> };

/** The contact with this identifier (ENDPOINTS.md §1 lookup by identifier; emails are lower-cased). 404 when there is none. */
export const findContactBy = (api: ApiClient, field: IdentifierField, value: string): Observable<ContactDto | undefined> => {
  const key = field === 'email' ? value.toLowerCase() : value;
  return api
    .post<LookupAnswer>(`/marketing/contacts/search/identifiers/${field}`, { identifiers: [key] }, { reads: true })
    .pipe(map((answer) => answer.result[key]?.contact));
};
