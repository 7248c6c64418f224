import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient, RequestOptions } from '@/shared/api/client';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import { toDesign, toDesignSummary, type Design, type DesignDto, type DesignPatch, type DesignSummary, type DesignSummaryDto, type NewDesignPayload } from './types';

/** The designs API (ENDPOINTS.md §8): token-paged lists, summaries unless the whole design is asked for. */
const DESIGNS = '/designs';
const PRE_BUILTS = '/designs/pre-builts';
const designPath = (id: string) => `${DESIGNS}/${encodeURIComponent(id)}`;
const preBuiltPath = (id: string) => `${PRE_BUILTS}/${encodeURIComponent(id)}`;

interface ListDto {
  result: DesignSummaryDto[];
  _metadata?: PageMetadata;
}

const fetchPage = (api: ApiClient, path: string, page: PageRequest): Observable<Page<DesignSummary>> =>
  api
    .get<ListDto>(path, { query: { ...pageQuery(page), summary: true } })
    .pipe(map((answer) => tokenPage(answer.result.map(toDesignSummary), answer._metadata)));

/** One page of your designs, newest update first. */
export const fetchDesignsPage = (api: ApiClient, page: PageRequest) => fetchPage(api, DESIGNS, page);

/** One page of the system designs (the API's pre-builts). */
export const fetchSystemDesignsPage = (api: ApiClient, page: PageRequest) => fetchPage(api, PRE_BUILTS, page);

export const fetchDesign = (api: ApiClient, id: string): Observable<Design> => api.get<DesignDto>(designPath(id)).pipe(map(toDesign));

export const fetchSystemDesign = (api: ApiClient, id: string): Observable<Design> => api.get<DesignDto>(preBuiltPath(id)).pipe(map(toDesign));

export const createDesign = (api: ApiClient, payload: NewDesignPayload): Observable<Design> => api.post<DesignDto>(DESIGNS, payload).pipe(map(toDesign));

/** Copies one of your designs (POST /designs/{id}). */
export const duplicateDesign = (api: ApiClient, id: string, name: string): Observable<Design> =>
  api.post<DesignDto>(designPath(id), { name }).pipe(map(toDesign));

/** Copies a system design into your designs (POST /designs/pre-builts/{id}). */
export const duplicateSystemDesign = (api: ApiClient, id: string, name: string): Observable<Design> =>
  api.post<DesignDto>(preBuiltPath(id), { name }).pipe(map(toDesign));

/** `options`: the editor's save names the revision it started from (src/shared/api/edit-precondition.ts). */
export const updateDesign = (api: ApiClient, id: string, patch: DesignPatch, options?: RequestOptions): Observable<Design> =>
  api.patch<DesignDto>(designPath(id), patch, options).pipe(map(toDesign));

export const deleteDesign = (api: ApiClient, id: string) => api.delete<void>(designPath(id));
