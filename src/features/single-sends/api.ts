import { of, type Observable } from 'rxjs';
import { catchError, map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { asApiError } from '@/shared/api/errors';
import { pageQuery, tokenPage, type PageMetadata } from '@/shared/paging/page-token';
import type { Page, PageRequest } from '@/shared/paging/paged-collection';
import { singleSendPath, type SingleSendDto, type SingleSendRequestDto, type SingleSendShortDto } from '@/shared/sending/single-send';
import { isFiltered, toSingleSendRow, type SingleSendFilters, type SingleSendRow, type StartDesign } from './types';

/** The single sends API (ENDPOINTS.md §5) with the mock's designed `channels` search filter (mocks/README.md "Single sends"). */
const SINGLE_SENDS = '/marketing/singlesends';

interface SingleSendPageDto {
  result: SingleSendShortDto[];
  _metadata?: PageMetadata;
}

const toPage = (answer: SingleSendPageDto) => tokenPage(answer.result.map(toSingleSendRow), answer._metadata);

/** The search body: only the filters set. */
function searchBody({ name, statuses, categories, channels }: SingleSendFilters) {
  return {
    ...(name.trim() === '' ? {} : { name: name.trim() }),
    ...(statuses.length === 0 ? {} : { status: statuses }),
    ...(categories.length === 0 ? {} : { categories }),
    ...(channels.length === 0 ? {} : { channels }),
  };
}

/** One page of the index, newest update first: the list, or the search when a filter is set (whose 404 means none match). */
export function fetchSingleSendsPage(api: ApiClient, filters: SingleSendFilters, page: PageRequest): Observable<Page<SingleSendRow>> {
  if (!isFiltered(filters)) return api.get<SingleSendPageDto>(SINGLE_SENDS, { query: pageQuery(page) }).pipe(map(toPage));
  return api.post<SingleSendPageDto>(`${SINGLE_SENDS}/search`, searchBody(filters), { query: pageQuery(page), reads: true }).pipe(
    map(toPage),
    catchError((error: unknown) => {
      if (asApiError(error).status === 404) return of<Page<SingleSendRow>>({ items: [], total: 0 });
      throw error;
    }),
  );
}

/** How many single sends the account has: the list's count, read with the smallest page. */
export const fetchSingleSendCount = (api: ApiClient): Observable<number> =>
  api
    .get<SingleSendPageDto>(SINGLE_SENDS, { query: { page_size: 1 } })
    .pipe(map((answer) => answer._metadata?.count ?? answer.result.length));

/** Always a draft (ENDPOINTS.md §5). */
export const createSingleSend = (api: ApiClient, request: SingleSendRequestDto): Observable<SingleSendDto> =>
  api.post<SingleSendDto>(SINGLE_SENDS, request);

/** The copy is named "Copy of <name>" by the server. */
export const duplicateSingleSend = (api: ApiClient, id: string): Observable<SingleSendDto> => api.post<SingleSendDto>(singleSendPath(id), {});

export const deleteSingleSend = (api: ApiClient, id: string): Observable<unknown> => api.delete(singleSendPath(id));

/** Deletes 1 to 50 single sends at once. */
export const deleteSingleSends = (api: ApiClient, ids: readonly string[]): Observable<unknown> =>
  api.delete(SINGLE_SENDS, { query: { ids: ids.join(',') } });

interface DesignDto {
  id: string;
  name: string;
  editor: 'code' | 'design';
  subject: string;
  html_content: string;
  design_document?: object | null;
  plain_content: string;
  thumbnail_url: string | null;
}

const toStartDesign = (dto: DesignDto): StartDesign => ({
  id: dto.id,
  name: dto.name,
  editor: dto.editor,
  subject: dto.subject ?? '',
  htmlContent: dto.html_content,
  designDocument: dto.design_document ?? null,
  plainContent: dto.plain_content,
  thumbnailUrl: dto.thumbnail_url,
});

const systemDesign = (api: ApiClient, id: string) => api.get<DesignDto>(`/designs/pre-builts/${encodeURIComponent(id)}`);

/**
 * A design to start from (ENDPOINTS.md §8): a system design when the selector said so, else one of yours,
 * else a system design (the template route names either by id alone).
 */
export const fetchStartDesign = (api: ApiClient, id: string, system = false): Observable<StartDesign> =>
  (system
    ? systemDesign(api, id)
    : api.get<DesignDto>(`/designs/${encodeURIComponent(id)}`).pipe(
        catchError((error: unknown) => {
          if (asApiError(error).status !== 404) throw error;
          return systemDesign(api, id);
        }),
      )
  ).pipe(map(toStartDesign));
