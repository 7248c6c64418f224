import { concat, EMPTY, of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { contactJobPath } from '@/shared/audience/contacts-api';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { jobEnded, jobStarted } from '@/shared/jobs/jobs-slice';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import { isInFlight } from '@/shared/request-state/request-state';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { createList, deleteList, fetchList, fetchListContactCount, fetchListsPage, fetchListUsage, renameList } from './api';
import { LISTS_MAX_PAGE_SIZE, LISTS_PAGE_SIZE } from './limits';
import { isValidationFailure, messages } from './messages';
import { selectListById, selectListsComplete, selectListsPhase, selectListsRequest } from './selectors';
import {
  listCountFailed,
  listCountLoaded,
  listCountRequested,
  listCreated,
  listCreateFailed,
  listCreateRequested,
  listDeleted,
  listDeleteFailed,
  listDeleteRequested,
  listLoaded,
  listLoadFailed,
  listRenamed,
  listRenameFailed,
  listRenameRequested,
  listRequested,
  listsEnsured,
  listsLoadFailed,
  listsPageLoaded,
  listsRequested,
  listUsageFailed,
  listUsageLoaded,
  listUsageRequested,
  selectListsState,
} from './slice';
import { listsLiveUpdatesEpic } from './live-updates';

/** The job kind of a list deleted with its contacts. */
export const LIST_CONTACTS_DELETE_JOB = 'lists-delete-contacts';

const listName = (state: AppState, id: string) => selectListById(state, id)?.name ?? 'The list';

/** The lists: a paged collection (shared/paging), newest first. */
const loadListsEpic = pagedCollectionEpic({
  requested: listsRequested,
  pageLoaded: listsPageLoaded,
  failed: listsLoadFailed,
  selectCollection: (state) => selectListsState(state).lists,
  selectId: (list) => list.id,
  fetchPage: ({ api }, page) => fetchListsPage(api, page),
  pageSize: LISTS_PAGE_SIZE,
  maxPageSize: LISTS_MAX_PAGE_SIZE,
  failureMessage: messages.loadFailed,
});

/** Every list, once: nothing when they are all held or a load is running. */
const ensureListsEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(listsEnsured.match),
    filter(() => !selectListsComplete(state$.value) && !isInFlight(selectListsRequest(state$.value))),
    map(() => listsRequested({ load: 'all' })),
  );

/** One list, for a screen opened on it: mergeMap, different lists may be read at once. */
const loadListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchList(api, id).pipe(
        map(listLoaded),
        catchFailure(
          (error) => listLoadFailed({ id, error }),
          // A missing list is the screen's to say ("not found"), not an alert's.
          (error) => (error.status === 404 ? undefined : messages.listLoadFailed),
        ),
      ),
    ),
  );

/** Submits: exhaustMap, so a double click sends one request. */
const createListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listCreateRequested.match),
    exhaustMap(({ payload: { name } }) =>
      createList(api, name.trim()).pipe(
        mergeMap((list) => of(listCreated(list), successAlert(messages.created(list.name)))),
        catchFormFailure(listCreateFailed),
      ),
    ),
  );

const renameListEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listRenameRequested.match),
    exhaustMap(({ payload: { id, name } }) =>
      renameList(api, id, name.trim()).pipe(
        mergeMap((list) => of(listRenamed(list), successAlert(messages.renamed(list.name)))),
        catchFormFailure(listRenameFailed),
      ),
    ),
  );

/**
 * Row actions: mergeMap, different lists may go at once. Deleting the contacts too is a job the poller
 * follows (its alert says when the contacts are gone).
 */
const deleteListEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(listDeleteRequested.match),
    mergeMap(({ payload: { id, deleteContacts } }) => {
      const name = listName(state$.value, id);
      return deleteList(api, id, deleteContacts).pipe(
        mergeMap((answer) => {
          const job =
            answer?.job_id === undefined
              ? []
              : [
                  jobStarted({
                    id: answer.job_id,
                    kind: LIST_CONTACTS_DELETE_JOB,
                    pollPath: contactJobPath(answer.job_id),
                    messages: { completed: messages.contactsDeleted(name), failed: messages.contactsDeleteFailed(name) },
                  }),
                ];
          return of(listDeleted({ id }), successAlert(messages.deleted(name)), ...job);
        }),
        catchFailure(
          (error) => listDeleteFailed({ id, error }),
          (error) => (isValidationFailure(error) ? undefined : messages.deleteFailed(name, error)),
        ),
      );
    }),
  );

/** A list found in use since the dialog opened (a 400): who uses it is read again, and the dialog shows the locked-list screen. */
const usageAfterRefusalEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(listDeleteFailed.match),
    filter(({ payload }) => isValidationFailure(payload.error)),
    map(({ payload: { id } }) => listUsageRequested({ id })),
  );

/** Reads: switchMap per list would cancel other lists' reads, so mergeMap, each list's own answer. */
const countEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listCountRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchListContactCount(api, id).pipe(
        map((count) => listCountLoaded({ id, count })),
        catchFailure((error) => listCountFailed({ id, error }), (error) => (error.status === 404 ? undefined : messages.countFailed)),
      ),
    ),
  );

const usageEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listUsageRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchListUsage(api, id).pipe(
        map((usage) => listUsageLoaded({ id, usage })),
        catchFailure((error) => listUsageFailed({ id, error }), (error) => (error.status === 404 ? undefined : messages.usageFailed)),
      ),
    ),
  );

/**
 * A contacts job ended (contacts deleted, removed from a list, imported): the counts shown may be out of
 * date. The lists held are read again, and the counts of the lists visited.
 */
const countsAfterJobEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(jobEnded.match),
    filter(({ payload }) => payload.status !== 'timedOut'),
    switchMap(() => {
      const state = state$.value;
      const refresh = selectListsPhase(state) === 'Loaded' ? [listsRequested({ load: 'refresh' })] : [];
      const counts = Object.keys(selectListsState(state).counts).map((id) => listCountRequested({ id }));
      return refresh.length + counts.length === 0 ? EMPTY : concat(of(...refresh), of(...counts));
    }),
  );

export const listsEpics = [loadListsEpic, ensureListsEpic, loadListEpic, createListEpic, renameListEpic, deleteListEpic, usageAfterRefusalEpic, countEpic, usageEpic, countsAfterJobEpic, listsLiveUpdatesEpic];
