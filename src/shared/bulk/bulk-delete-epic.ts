import type { Action, PayloadActionCreator } from '@reduxjs/toolkit';
import { concat, defer, of, type Observable } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, scan, tap } from 'rxjs/operators';
import { successAlert } from '../alerts/alerts-slice';
import type { ApiClient } from '../api/client';
import type { ApiError } from '../api/errors';
import { catchFailure, type FailureMessage } from '../epics/catch-failure';
import type { Page, PageRequest } from '../paging/paged-collection';
import type { AppEpic } from '../store/app-epic';
import type { AppState } from '../store/app-state';
import type { BulkTarget } from '../ui/data-table/selection-model';
import type { BulkDeleteOutcome } from './bulk-delete-state';
import { bulkReport, settleChunk, type BulkReport } from './bulk-report';
import { sendInChunks } from './bulk-requests';

export interface BulkDeleteEpicOptions {
  /** The actions of bulkDeleteReducers, as the slice names them. */
  requested: PayloadActionCreator<{ target: BulkTarget }>;
  progressed: PayloadActionCreator<BulkReport<string>>;
  finished: PayloadActionCreator<BulkDeleteOutcome>;
  failed: PayloadActionCreator<ApiError>;
  /** A page of the list's rows matching its query in `state` (the query when the delete was asked). */
  fetchPage(api: ApiClient, state: AppState, page: PageRequest): Observable<Page<{ id: string }>>;
  /** The largest page the list's endpoint gives: "all except" reads the matching ids in such pages. */
  maxPageSize: number;
  /** Stops reading matching ids past this many (the account's limit of rows). */
  maxIds?: number;
  deleteChunk(api: ApiClient, ids: string[]): Observable<unknown>;
  /** The API's maximum of ids a request. */
  chunkSize: number;
  /** The success alert, when anything was deleted. */
  deletedMessage(count: number): string;
  /** The alert when reading the ids fails. */
  failureMessage: FailureMessage;
  /** What follows the end, say reading the list again. */
  afterwards(): Action[];
}

/** Every id of the rows matching the list's query, read in the largest pages. */
function matchingIds(api: ApiClient, state: AppState, { fetchPage, maxPageSize, maxIds = Infinity }: BulkDeleteEpicOptions): Observable<string[]> {
  const follow = (cursor: string | undefined, held: string[]): Observable<string[]> =>
    fetchPage(api, state, { cursor, size: maxPageSize }).pipe(
      mergeMap((page) => {
        const ids = [...held, ...page.items.map((row) => row.id)];
        return page.next !== undefined && page.items.length > 0 && ids.length < maxIds ? follow(page.next, ids) : of(ids);
      }),
    );
  return follow(undefined, []);
}

function targetIds(api: ApiClient, state: AppState, target: BulkTarget, options: BulkDeleteEpicOptions): Observable<string[]> {
  if (target.kind === 'ids') return of(target.ids);
  const excluded = new Set(target.excludedIds);
  return matchingIds(api, state, options).pipe(map((ids) => ids.filter((id) => !excluded.has(id))));
}

/**
 * A list's bulk delete: the ids (every matching one for "all except", read first), then chunks of
 * `chunkSize`, 5 in flight (bulk-requests.ts); progress after each chunk, then `finished`, the success
 * alert and `afterwards()`. exhaustMap: one at a time.
 */
export const createBulkDeleteEpic =
  (options: BulkDeleteEpicOptions): AppEpic =>
  (action$, state$, { api }) =>
    action$.pipe(
      filter(options.requested.match),
      exhaustMap(({ payload: { target } }) =>
        targetIds(api, state$.value, target, options).pipe(
          mergeMap((ids) => {
            const deletedIds: string[] = [];
            let report: BulkReport<string> = bulkReport(ids.length);
            const chunks$ = sendInChunks(ids, (chunk) => options.deleteChunk(api, chunk), { size: options.chunkSize }).pipe(
              tap((outcome) => (outcome.ok ? deletedIds.push(...outcome.items) : undefined)),
              scan(settleChunk<string>, report),
              tap((next) => (report = next)),
              map(options.progressed),
            );
            const finish$ = defer(() =>
              of(
                options.finished({ report, deletedIds }),
                ...(deletedIds.length > 0 ? [successAlert(options.deletedMessage(deletedIds.length))] : []),
                ...options.afterwards(),
              ),
            );
            return concat(chunks$, finish$);
          }),
          catchFailure(options.failed, options.failureMessage),
        ),
      ),
    );
