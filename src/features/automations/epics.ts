import { concat, defer, of, type Observable } from 'rxjs';
import { debounceTime, exhaustMap, filter, map, mergeMap, scan, tap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import { bulkReport, settleChunk, type BulkReport } from '@/shared/bulk/bulk-report';
import { sendInChunks } from '@/shared/bulk/bulk-requests';
import { catchFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import {
  createAutomation,
  deleteAutomation,
  disableAutomation,
  duplicateAutomation,
  fetchAutomation,
  setAutomationLive,
} from '@/shared/sending/automations-api';
import type { AppEpic } from '@/shared/store/app-epic';
import type { BulkTarget } from '@/shared/ui/data-table/selection-model';
import { deleteAutomations, fetchAutomationsPage } from './api';
import { AUTOMATIONS_MAX_PAGE_SIZE, AUTOMATIONS_PAGE_SIZE } from './limits';
import { messages } from './messages';
import { selectAutomationName, selectAutomationRow, selectFilters } from './selectors';
import {
  automationsLoadFailed,
  automationsPageLoaded,
  automationsRequested,
  bulkDeleteFailed,
  bulkDeleteFinished,
  bulkDeleteProgressed,
  bulkDeleteRequested,
  created,
  createFailed,
  createRequested,
  deleted,
  deleteFailed,
  deleteRequested,
  disableFailed,
  disableRequested,
  disabled,
  duplicated,
  duplicateFailed,
  duplicateRequested,
  filtersChanged,
  nameLoaded,
  nameLoadFailed,
  nameRequested,
  selectAutomationsState,
  setLive,
  setLiveFailed,
  setLiveRequested,
} from './slice';
import type { AutomationFilters } from './types';

/** Typing in the search waits this long for a pause before the list is read again. */
const FILTER_PAUSE_MS = 300;

/** Every id matching the search, read in the largest pages. */
function matchingIds(api: ApiClient, filters: AutomationFilters): Observable<string[]> {
  const follow = (cursor: string | undefined, held: string[]): Observable<string[]> =>
    fetchAutomationsPage(api, filters, { cursor, size: AUTOMATIONS_MAX_PAGE_SIZE }).pipe(
      mergeMap((page) => {
        const ids = [...held, ...page.items.map((row) => row.id)];
        return page.next !== undefined && page.items.length > 0 ? follow(page.next, ids) : of(ids);
      }),
    );
  return follow(undefined, []);
}

function targetIds(api: ApiClient, filters: AutomationFilters, target: BulkTarget): Observable<string[]> {
  if (target.kind === 'ids') return of(target.ids);
  const excluded = new Set(target.excludedIds);
  return matchingIds(api, filters).pipe(map((ids) => ids.filter((id) => !excluded.has(id))));
}

/** The index: a paged collection (shared/paging) of the rows matching the search, newest update first. */
const loadEpic: AppEpic = (action$, state$, dependencies) =>
  pagedCollectionEpic({
    requested: automationsRequested,
    pageLoaded: automationsPageLoaded,
    failed: automationsLoadFailed,
    selectCollection: (state) => selectAutomationsState(state).automations,
    selectId: (row) => row.id,
    fetchPage: ({ api }, page) => fetchAutomationsPage(api, selectFilters(state$.value), page),
    pageSize: AUTOMATIONS_PAGE_SIZE,
    maxPageSize: AUTOMATIONS_MAX_PAGE_SIZE,
    failureMessage: messages.loadFailed,
  })(action$, state$, dependencies);

/** A new search reads the first page again once typing pauses (the load's switchMap drops an older answer). */
const filtersEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(filtersChanged.match),
    debounceTime(FILTER_PAUSE_MS),
    map(() => automationsRequested({ load: 'first' })),
  );

/** The name of an automation the index does not hold; a 404 is the dialog's to say. */
const nameEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(nameRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchAutomation(api, id).pipe(
        map((automation) => nameLoaded({ id, name: automation.name })),
        catchFailure(
          (error) => nameLoadFailed({ id, error }),
          (error) => (error.status === 404 ? undefined : messages.loadFailed),
        ),
      ),
    ),
  );

/** A submit: exhaustMap, a double click makes one draft. A 400 is shown by the form that asked. */
const createEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(createRequested.match),
    exhaustMap(({ payload: { template, name } }) =>
      createAutomation(api, template, name).pipe(
        map(created),
        catchFailure(createFailed, (error) => (error.status === 400 ? undefined : error.status === 403 ? error.message : messages.createFailed)),
      ),
    ),
  );

const nameOf = (state: Parameters<typeof selectAutomationRow>[0], id: string) =>
  selectAutomationRow(state, id)?.name ?? selectAutomationName(state, id).name ?? 'The automation';

/** mergeMap: duplicating one automation does not wait for another; the server's limit message is the alert. */
const duplicateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(duplicateRequested.match),
    mergeMap(({ payload: { id } }) =>
      duplicateAutomation(api, id).pipe(
        mergeMap((copy) => of(duplicated({ id, copy }), successAlert(messages.duplicated(copy.name)))),
        catchFailure(
          (error) => duplicateFailed({ id, error }),
          (error) => (error.status === 400 || error.status === 403 ? error.message : messages.duplicateFailed),
        ),
      ),
    ),
  );

/** The server checks everything first: its 400 lists every problem, which the index's dialog shows (no alert). */
const setLiveEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(setLiveRequested.match),
    mergeMap(({ payload: { id } }) =>
      setAutomationLive(api, id).pipe(
        mergeMap((automation) => of(setLive(automation), successAlert(messages.setLive(nameOf(state$.value, id))))),
        catchFailure(
          (error) => setLiveFailed({ id, error }),
          (error) => (error.status === 400 ? undefined : error.status === 403 ? error.message : messages.setLiveFailed),
        ),
      ),
    ),
  );

const disableEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(disableRequested.match),
    exhaustMap(({ payload: { id } }) =>
      disableAutomation(api, id).pipe(
        mergeMap((automation) => of(disabled(automation), successAlert(messages.disabled(nameOf(state$.value, id))))),
        catchFailure((error) => disableFailed({ id, error }), messages.disableFailed),
      ),
    ),
  );

const deleteEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(deleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = nameOf(state$.value, id);
      return deleteAutomation(api, id).pipe(
        mergeMap(() => of(deleted({ id }), successAlert(messages.deleted(name)))),
        catchFailure((error) => deleteFailed({ id, error }), messages.deleteFailed),
      );
    }),
  );

/**
 * Bulk delete: the ids (every matching one for "all except", read first), then chunks of 50 (the API's
 * maximum), 5 in flight; progress after each chunk, the list read again at the end. exhaustMap: one at a time.
 */
const bulkDeleteEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(bulkDeleteRequested.match),
    exhaustMap(({ payload: { target } }) =>
      targetIds(api, selectFilters(state$.value), target).pipe(
        mergeMap((ids) => {
          const deletedIds: string[] = [];
          let report: BulkReport<string> = bulkReport(ids.length);
          const chunks$ = sendInChunks(ids, (chunk) => deleteAutomations(api, chunk), { size: AUTOMATION_LIMITS.bulkDeleteIds }).pipe(
            tap((outcome) => (outcome.ok ? deletedIds.push(...outcome.items) : undefined)),
            scan(settleChunk<string>, report),
            tap((next) => (report = next)),
            map(bulkDeleteProgressed),
          );
          const finish$ = defer(() =>
            of(
              bulkDeleteFinished({ report, deletedIds }),
              ...(deletedIds.length > 0 ? [successAlert(messages.bulkDeleted(deletedIds.length))] : []),
              automationsRequested({ load: 'refresh' }),
            ),
          );
          return concat(chunks$, finish$);
        }),
        catchFailure(bulkDeleteFailed, messages.loadFailed),
      ),
    ),
  );

export const automationsEpics: AppEpic[] = [loadEpic, filtersEpic, nameEpic, createEpic, duplicateEpic, setLiveEpic, disableEpic, deleteEpic, bulkDeleteEpic];
