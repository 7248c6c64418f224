import type { Action } from '@reduxjs/toolkit';
import { concat, defer, EMPTY, from, merge, of, Subject, timer, type Observable } from 'rxjs';
import { exhaustMap, filter, finalize, groupBy, map, mergeMap, switchMap, takeUntil, tap } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import {
  browseContacts,
  CONTACT_IDS_PER_REQUEST,
  contactJobPath,
  deleteAllContacts,
  deleteContacts,
  fetchContact,
  fetchContactsById,
  searchContacts,
  upsertContacts,
  type ContactPageRequest,
} from '@/shared/audience/contacts-api';
import { failedItems } from '@/shared/bulk/bulk-report';
import { sendInChunks, toChunks } from '@/shared/bulk/bulk-requests';
import { catchApiError, catchFailure } from '@/shared/epics/catch-failure';
import { failureAlert$ } from '@/shared/alerts/failure-alert';
import { jobEnded, jobStarted, selectJobsState } from '@/shared/jobs/jobs-slice';
import type { Page } from '@/shared/paging/paged-collection';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { isSelected } from '@/shared/ui/data-table/selection-model';
import { removeContactsFromList } from './api';
import {
  bulkJobFailedMessage,
  bulkResolveFailedMessage,
  ALL_CONTACTS_DELETED_MESSAGE,
  CONTACT_FETCH_FAILED_MESSAGE,
  contactDeletedMessage,
  contactDeleteFailedMessage,
  CONTACTS_LOAD_FAILED_MESSAGE,
  CONTACTS_SEARCH_FAILED_MESSAGE,
  DELETE_ALL_FAILED_MESSAGE,
} from './messages';
import { MAX_PAGE_SIZE, missingPages, PAGE_SIZE, pageFetch } from './page-window';
import { contactSearchQuery, searchTextProblem } from './search-query';
import { contactsLiveUpdatesEpic, contactViewsRefresh } from './live-updates';
import { selectHeldContact } from './selectors';
import {
  bulkAllSent,
  bulkChunkSettled,
  bulkFinished,
  bulkRequested,
  bulkResent,
  bulkResolveFailed,
  bulkResolveProgressed,
  bulkRetryRequested,
  bulkCancelRequested,
  bulkSendStarted,
  contactDeleteAccepted,
  contactDeleteFailed,
  contactDeleteRequested,
  contactFetched,
  contactFetchFailed,
  contactFetchRequested,
  deleteAllAccepted,
  deleteAllFailed,
  deleteAllRequested,
  pageFailed,
  pageLoaded,
  rowsNeeded,
  searchTyped,
  selectContactsState,
  tableQueried,
  tableRefreshRequested,
  type ContactTable,
} from './slice';
import { CONTACT_CHANGE_JOB, type BulkChange, type BulkItem, type BulkRequest, type TableKey, type TableQuery } from './types';

/** Typing pauses this long before a search is sent. */
const SEARCH_PAUSE_MS = 250;
/** Rows scrolled past are asked for once the view rests this long. */
const ROWS_PAUSE_MS = 60;
/** Contacts per upsert when a selection is added to lists (the API takes 30,000 or 6 MB). */
const ADD_TO_LIST_CHUNK = 1000;

const tableOf = (state: AppState, key: TableKey): ContactTable | undefined => selectContactsState(state).tables[key];

/** One page of a query's contacts: browsed in its scope, or searched. */
const fetchQueryPage = (api: ApiClient, query: TableQuery, request: ContactPageRequest): Observable<Page<ContactDto>> =>
  query.search === null ? browseContacts(api, query.scope, request) : searchContacts(api, query.search.sgql, request);

/** The pages a table lacks, in order: those of its view, or its first page before it has a view. */
function wantedPages(table: ContactTable): number[] {
  if (table.view === null) return table.pages[0] === undefined ? [0] : [];
  return missingPages(table, table.view, table.total ?? Number.POSITIVE_INFINITY);
}

/**
 * The rows of a table: after a new query, a refresh or a scroll, fetch the pages its view lacks one after
 * the other, each by its token or, when its start is not known (a jump), by its offset (page-window.ts). A read:
 * switchMap per table, so a newer query, refresh or view cancels what the last one still fetches, and a
 * stale search's answer never shows (the slice also drops answers of an older generation). A view that
 * still lacks the page being read lets that read go on: the fill reads the latest view's pages after it
 * (rows arriving move the view a little, and each restart sent the same request again).
 */
const loadTableEpic: AppEpic = (action$, state$, { api }) => {
  const fill$ = (key: TableKey, reading: { page?: number }): Observable<Action> =>
    defer(() => {
      const table = tableOf(state$.value, key);
      const page = table && wantedPages(table)[0];
      if (table === undefined || page === undefined) return EMPTY;
      reading.page = page;
      const { generation, query } = table;
      const fetch = pageFetch(table, page);
      const request = 'offset' in fetch ? { offset: fetch.offset, size: PAGE_SIZE } : { cursor: fetch.token, size: PAGE_SIZE };
      return fetchQueryPage(api, query, request).pipe(
        // An offset past the last contact answers no contacts and the total: the view then asks for no more.
        mergeMap((answer) => concat(of(pageLoaded({ key, generation, page, items: answer.items, next: answer.next, total: answer.total })), fill$(key, reading))),
        catchFailure((error) => pageFailed({ key, generation, error }), query.search === null ? CONTACTS_LOAD_FAILED_MESSAGE : CONTACTS_SEARCH_FAILED_MESSAGE),
      );
    });

  return action$.pipe(
    filter((action) => tableQueried.match(action) || tableRefreshRequested.match(action) || rowsNeeded.match(action)),
    groupBy((action) => action.payload.key),
    mergeMap((table$) => {
      const reading: { page?: number } = {};
      const stillWanted = (key: TableKey, page: number | undefined) => {
        const table = tableOf(state$.value, key);
        return page !== undefined && table !== undefined && wantedPages(table).includes(page);
      };
      return table$.pipe(
        filter((action) => !(rowsNeeded.match(action) && stillWanted(action.payload.key, reading.page))),
        switchMap((action) =>
          (rowsNeeded.match(action) ? timer(ROWS_PAUSE_MS) : of(0)).pipe(
            mergeMap(() => fill$(action.payload.key, reading)),
            finalize(() => (reading.page = undefined)),
          ),
        ),
      );
    }),
  );
};

/**
 * Typed text becomes the table's search once the user pauses; text too short or with special characters
 * is not searched (the box says why); clearing the box shows the whole scope again at once. switchMap:
 * a key press cancels the search the previous one was about to send.
 */
const searchEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(searchTyped.match),
    groupBy((action) => action.payload.key),
    mergeMap((typed$) =>
      typed$.pipe(
        switchMap(({ payload: { key, scope, text } }) => {
          const value = text.trim();
          if (value === '') return of(tableQueried({ key, query: { scope, search: null } }));
          if (searchTextProblem(value) !== null) return EMPTY;
          const sgql = contactSearchQuery(value, scope.kind === 'list' ? scope.listId : undefined);
          return timer(SEARCH_PAUSE_MS).pipe(map(() => tableQueried({ key, query: { scope, search: { text: value, sgql } } })));
        }),
      ),
    ),
  );

/** Every contact a query matches, in pages of 1,000, as the items of a bulk change (those `keep` accepts). */
function everyMatch(api: ApiClient, query: TableQuery, keep: (contact: ContactDto) => boolean, withIdentifiers: boolean) {
  const page$ = (cursor: string | undefined): Observable<BulkItem[]> =>
    fetchQueryPage(api, query, { cursor, size: MAX_PAGE_SIZE }).pipe(
      mergeMap((page) => {
        const items = page.items.filter(keep).map((contact) => toBulkItem(contact, withIdentifiers));
        return page.next === undefined || page.items.length === 0 ? of(items) : concat(of(items), page$(page.next));
      }),
    );
  return page$(undefined);
}

const toBulkItem = (contact: ContactDto, withIdentifiers: boolean): BulkItem =>
  withIdentifiers
    ? {
        id: contact.id,
        identifiers: Object.fromEntries(
          (['email', 'phone_number_id', 'external_id', 'anonymous_id'] as const).flatMap((field) => (contact[field] ? [[field, contact[field]]] : [])),
        ),
      }
    : { id: contact.id };

/** The chosen contacts by id: held ones as they are, the others read 100 at a time when their identifiers are needed. */
function chosenContacts(api: ApiClient, state: AppState, ids: string[], withIdentifiers: boolean): Observable<BulkItem[]> {
  if (!withIdentifiers) return of(ids.map((id) => ({ id })));
  const held = ids.flatMap((id) => selectHeldContact(state, id) ?? []);
  const missing = ids.filter((id) => selectHeldContact(state, id) === undefined);
  return concat(of(held), from(toChunks(missing, CONTACT_IDS_PER_REQUEST)).pipe(mergeMap((chunk) => fetchContactsById(api, chunk), 5))).pipe(
    map((contacts) => contacts.map((contact) => toBulkItem(contact, true))),
  );
}

/** The selected contacts of a bulk change, gathered with their progress. */
function gather(api: ApiClient, state: AppState, { key, change, target }: BulkRequest): Observable<BulkItem[]> {
  const withIdentifiers = change.kind === 'add';
  if (target.kind === 'ids') return chosenContacts(api, state, target.ids, withIdentifiers);
  const query = tableOf(state, key)?.query;
  if (query === undefined) return of([]);
  const excluded = { kind: 'all-except' as const, excluded: new Set(target.excludedIds) };
  return everyMatch(api, query, (contact) => isSelected(excluded, contact.id), withIdentifiers);
}

/** One request of a bulk change; its answer's job joins the poller. */
function sendChunk(api: ApiClient, change: BulkChange, items: BulkItem[]) {
  const ids = items.map((item) => item.id);
  switch (change.kind) {
    case 'delete':
      return deleteContacts(api, ids);
    case 'remove':
      return removeContactsFromList(api, change.listId, ids);
    case 'add':
      return upsertContacts(
        api,
        items.map((item) => item.identifiers ?? {}),
        change.listIds,
      );
  }
}

const chunkSize = (change: BulkChange) => (change.kind === 'add' ? ADD_TO_LIST_CHUNK : CONTACT_IDS_PER_REQUEST);

const changeJob = (jobId: string, change: BulkChange) =>
  jobStarted({ id: jobId, kind: CONTACT_CHANGE_JOB, pollPath: contactJobPath(jobId), messages: { failed: bulkJobFailedMessage(change) } });

/**
 * Sends the items in chunks (100 ids, at most 5 requests in flight: bulk-requests.ts), each chunk's
 * outcome to the report and each accepted chunk's job to the poller.
 */
function send(api: ApiClient, change: BulkChange, items: BulkItem[]): Observable<Action> {
  return defer(() => {
    const jobs = new Subject<string>();
    const chunks$ = sendInChunks(items, (chunk) => sendChunk(api, change, chunk).pipe(tap(({ job_id }) => jobs.next(job_id))), {
      size: chunkSize(change),
    }).pipe(
      map(bulkChunkSettled),
      finalize(() => jobs.complete()),
    );
    return concat(merge(jobs.pipe(map((jobId) => changeJob(jobId, change))), chunks$), of(bulkFinished()));
  });
}

/** Everything selected, no search, no exception, on the all-contacts table: one request deletes it all. */
const deletesEverything = ({ key, change, target }: BulkRequest, query: TableQuery | undefined) =>
  change.kind === 'delete' && key === 'all' && target.kind === 'all-except' && target.excludedIds.length === 0 && query?.search === null;

/**
 * A bulk change: gather the selection (an "all except" rule is read page by page), then send it. One at a
 * time (exhaustMap); a cancel stops gathering and sending (takeUntil): no chunk starts after it, and the
 * contacts not answered stay pending in the report.
 */
const bulkEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(bulkRequested.match),
    exhaustMap(({ payload }) => {
      const cancelled$ = action$.pipe(filter(bulkCancelRequested.match));
      if (deletesEverything(payload, tableOf(state$.value, payload.key)?.query)) {
        return concat(
          of(bulkSendStarted({ total: payload.count })),
          deleteAllContacts(api).pipe(
            mergeMap(({ job_id }) => of(changeJob(job_id, payload.change), bulkAllSent(), bulkFinished())),
            catchApiError((error) => concat(of(bulkResolveFailed(error)), failureAlert$(error, DELETE_ALL_FAILED_MESSAGE))),
          ),
        ).pipe(takeUntil(cancelled$));
      }
      const gathered: BulkItem[] = [];
      return concat(
        gather(api, state$.value, payload).pipe(
          map((items) => {
            gathered.push(...items);
            return bulkResolveProgressed({ resolved: gathered.length });
          }),
        ),
        defer(() => concat(of(bulkSendStarted({ total: gathered.length })), send(api, payload.change, gathered))),
      ).pipe(
        catchApiError((error) => concat(of(bulkResolveFailed(error)), failureAlert$(error, bulkResolveFailedMessage))),
        takeUntil(cancelled$),
      );
    }),
  );

/** Sends the failed contacts of the last bulk change again: only they go. */
const bulkRetryEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(bulkRetryRequested.match),
    exhaustMap(() => {
      const bulk = selectContactsState(state$.value).bulk;
      if (!bulk || (bulk.phase !== 'finished' && bulk.phase !== 'cancelled')) return EMPTY;
      const items = failedItems(bulk.report);
      return concat(of(bulkResent()), send(api, bulk.change, items)).pipe(takeUntil(action$.pipe(filter(bulkCancelRequested.match))));
    }),
  );

/** A contact the delete dialog names (opened by its address, the store may not hold it). mergeMap: one per id. */
const fetchContactEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactFetchRequested.match),
    mergeMap(({ payload: { id } }) =>
      fetchContact(api, id).pipe(
        map(contactFetched),
        // "Not found" is the dialog's own message; other failures alert too.
        catchFailure((error) => contactFetchFailed({ id, error }), (error) => (error.status === 404 ? undefined : CONTACT_FETCH_FAILED_MESSAGE)),
      ),
    ),
  );

/** Row deletes: mergeMap, one per row. The server answers 202 and deletes in a job; its end says "<name> was deleted". */
const deleteContactEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(contactDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const held = selectHeldContact(state$.value, id);
      const name = held ? contactDisplayName(held) : 'The contact';
      return deleteContacts(api, [id]).pipe(
        mergeMap(({ job_id }) =>
          of(
            contactDeleteAccepted({ id }),
            jobStarted({
              id: job_id,
              kind: CONTACT_CHANGE_JOB,
              pollPath: contactJobPath(job_id),
              messages: { completed: contactDeletedMessage(name), failed: contactDeleteFailedMessage(name) },
            }),
          ),
        ),
        // The dialog shows the failure inside it (a modal makes the alert stack inert).
        catchFailure((error) => contactDeleteFailed({ id, error }), () => undefined),
      );
    }),
  );

/** A submit: exhaustMap, a double confirm sends one request. */
const deleteAllEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(deleteAllRequested.match),
    exhaustMap(() =>
      deleteAllContacts(api).pipe(
        mergeMap(({ job_id }) =>
          of(
            deleteAllAccepted(),
            jobStarted({
              id: job_id,
              kind: CONTACT_CHANGE_JOB,
              pollPath: contactJobPath(job_id),
              messages: { completed: ALL_CONTACTS_DELETED_MESSAGE, failed: DELETE_ALL_FAILED_MESSAGE },
            }),
          ),
        ),
        catchFailure(deleteAllFailed, () => undefined),
      ),
    ),
  );

/** Every asynchronous contact change (these screens', the profile's, an import) is a job polled at the contacts job path. */
const isContactJob = (state: AppState, id: string) => selectJobsState(state).byId[id]?.pollPath.startsWith(contactJobPath('')) ?? false;

/** Once the last contact job ends, the count and the open tables are read again. */
const refreshAfterJobsEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(jobEnded.match),
    filter(({ payload: { id } }) => isContactJob(state$.value, id)),
    filter(() => !Object.values(selectJobsState(state$.value).byId).some((job) => job.status === 'pending' && isContactJob(state$.value, job.id))),
    mergeMap(() => contactViewsRefresh(state$.value)),
  );

export const contactsEpics = [
  loadTableEpic,
  searchEpic,
  bulkEpic,
  bulkRetryEpic,
  fetchContactEpic,
  deleteContactEpic,
  deleteAllEpic,
  refreshAfterJobsEpic,
  contactsLiveUpdatesEpic,
];
