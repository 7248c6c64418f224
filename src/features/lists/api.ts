import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import type { JobIdDto } from '@/shared/audience/contact';
import type { ListDto } from '@/shared/audience/list';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { toList, toListUsage, type List, type ListContactCountDto, type ListUsage, type ListUsageDto } from './types';

/** The lists API (ENDPOINTS.md §2) and the mock's usage extension (mocks/README.md "Lists"). */
const LISTS = '/marketing/lists';
const listPath = (id: string) => `${LISTS}/${encodeURIComponent(id)}`;

interface ListPageDto {
  result: ListDto[];
  _metadata?: PageMetadata;
}

/** One page of lists, newest first. */
export const fetchListsPage = (api: ApiClient, page: PageRequest): Observable<Page<List>> =>
  api.get<ListPageDto>(LISTS, { query: pageQuery(page) }).pipe(map((answer) => tokenPage(answer.result.map(toList), answer._metadata)));

export const fetchList = (api: ApiClient, id: string): Observable<List> => api.get<ListDto>(listPath(id)).pipe(map(toList));

export const createList = (api: ApiClient, name: string): Observable<List> => api.post<ListDto>(LISTS, { name }).pipe(map(toList));

export const renameList = (api: ApiClient, id: string, name: string): Observable<List> =>
  api.patch<ListDto>(listPath(id), { name }).pipe(map(toList));

/** Keeps the contacts (204), or deletes them too: then the answer names the job that does it. */
export const deleteList = (api: ApiClient, id: string, deleteContacts: boolean): Observable<JobIdDto | undefined> =>
  api.delete<JobIdDto | undefined>(listPath(id), { query: deleteContacts ? { delete_contacts: 'true' } : undefined });

export const fetchListContactCount = (api: ApiClient, id: string): Observable<number> =>
  api.get<ListContactCountDto>(`${listPath(id)}/contacts/count`).pipe(map((answer) => answer.contact_count));

export const fetchListUsage = (api: ApiClient, id: string): Observable<ListUsage> =>
  api.get<ListUsageDto>(`${listPath(id)}/usage`).pipe(map(toListUsage));
