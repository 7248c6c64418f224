import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { createBulkDeleteEpic } from '@/shared/bulk/bulk-delete-epic';
import { catchFailure } from '@/shared/epics/catch-failure';
import { filtersReloadEpic } from '@/shared/paging/filters-reload-epic';
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
import { automationsLiveUpdatesEpic } from './live-updates';

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

const filtersEpic = filtersReloadEpic(filtersChanged, automationsRequested);

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

/** Bulk delete: chunks of the API's maximum of ids, the list read again at the end. */
const bulkDeleteEpic = createBulkDeleteEpic({
  requested: bulkDeleteRequested,
  progressed: bulkDeleteProgressed,
  finished: bulkDeleteFinished,
  failed: bulkDeleteFailed,
  fetchPage: (api, state, page) => fetchAutomationsPage(api, selectFilters(state), page),
  maxPageSize: AUTOMATIONS_MAX_PAGE_SIZE,
  deleteChunk: deleteAutomations,
  chunkSize: AUTOMATION_LIMITS.bulkDeleteIds,
  deletedMessage: messages.bulkDeleted,
  failureMessage: messages.loadFailed,
  afterwards: () => [automationsRequested({ load: 'refresh' })],
});

export const automationsEpics: AppEpic[] = [loadEpic, automationsLiveUpdatesEpic, filtersEpic, nameEpic, createEpic, duplicateEpic, setLiveEpic, disableEpic, deleteEpic, bulkDeleteEpic];
