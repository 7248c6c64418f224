import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient, RequestOptions } from '@/shared/api/client';
import { singleSendPath, type SingleSendDto, type SingleSendRequestDto } from './single-send';

/** The single-send calls every feature of the area makes (ENDPOINTS.md §5); each feature keeps its own others. */
export const fetchSingleSend = (api: ApiClient, id: string): Observable<SingleSendDto> => api.get<SingleSendDto>(singleSendPath(id));

/** Stays a draft (ENDPOINTS.md §5). */
export const patchSingleSend = (api: ApiClient, id: string, patch: Partial<SingleSendRequestDto>, options?: RequestOptions): Observable<SingleSendDto> =>
  api.patch<SingleSendDto>(singleSendPath(id), patch, options);

/** The latest categories the account used (at most 1,000). */
export const fetchSingleSendCategories = (api: ApiClient): Observable<string[]> =>
  api.get<{ categories: string[] }>('/marketing/singlesends/categories').pipe(map((answer) => answer.categories));
