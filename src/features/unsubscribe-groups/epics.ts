import type { Action } from '@reduxjs/toolkit';
import { EMPTY, concat, defer, of, type Observable } from 'rxjs';
import { catchError, exhaustMap, expand, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { alertShown, dangerAlert, successAlert } from '@/shared/alerts/alerts-slice';
import { failureAlert$ } from '@/shared/alerts/failure-alert';
import type { ApiClient } from '@/shared/api/client';
import { asApiError, type ApiError } from '@/shared/api/errors';
import { submitFailure$ } from '@/shared/form/submit-failure';
import { originOf, safeNavigationUrl } from '@/shared/url/safe-navigation-url';
import { addSuppressions, createGroup, deleteGroup, fetchGroup, fetchGroupsPage, requestSuppressionsExport, updateGroup } from './api';
import { GROUPS_PAGE_SIZE, UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS } from './limits';
import { messages } from './messages';
import {
  groupCreated,
  groupCreateFailed,
  groupCreateRequested,
  groupDeleted,
  groupDeleteFailed,
  groupDeleteRequested,
  groupRefreshed,
  groupsLoadFailed,
  groupsLoadFinished,
  groupsPageLoaded,
  csvRead,
  groupsRequested,
  groupUpdated,
  groupUpdateFailed,
  groupUpdateRequested,
  suppressionsAdded,
  suppressionsAddFailed,
  suppressionsAddRequested,
  suppressionsExportFailed,
  suppressionsExportRequested,
  suppressionsExportStarted,
  uploadBatchFailed,
  uploadBatchSucceeded,
  uploadFinished,
  uploadRequested,
  uploadRetryRequested,
  type GroupsLoad,
} from './slice';
import { fromAddressList, GROUPS_BROADCAST_CHANNEL, isGroupCreatedMessage, toUnsubscribeGroupPayload, type GroupCreatedMessage } from './types';
import { uploadInBatches } from './upload-batches';

const groupName = (state: AppState, id: string) =>
  state.unsubscribeGroups.entities[id]?.name ?? 'the group';

/** A read: switchMap, so a newer load (say, a refresh) cancels an older one. */
const loadGroupsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(groupsRequested.match),
    switchMap(({ payload: { load } }) => {
      const { paging, loaded, ids } = state$.value.unsubscribeGroups;
      const first = firstPage(load, paging.nextOffset, loaded);
      const seen = new Set<string>(first.replace ? [] : ids.map(String));
      const fetchPage = (offset: number, limit: number) =>
        fetchGroupsPage(api, { offset, limit }).pipe(map((groups) => ({ offset, limit, groups })));
      const pages$ = fetchPage(first.offset, first.limit).pipe(
        // 'all': the next page while the last one was full and brought new groups. A server without
        // paging answers everything, or the same page again, and so ends the loop.
        expand((page) => {
          const fresh = page.groups.filter((group) => !seen.has(group.id));
          page.groups.forEach((group) => seen.add(group.id));
          const more = load === 'all' && page.groups.length === page.limit && fresh.length > 0;
          return more ? fetchPage(page.offset + page.groups.length, GROUPS_PAGE_SIZE) : EMPTY;
        }),
        map((page, index) => groupsPageLoaded({ groups: page.groups, limit: page.limit, replace: index === 0 && first.replace })),
      );
      return concat(pages$, of(groupsLoadFinished())).pipe(
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(groupsLoadFailed(apiError)), failureAlert$(apiError, messages.loadFailed));
        }),
      );
    }),
  );

function firstPage(load: GroupsLoad, nextOffset: number, loaded: boolean) {
  switch (load) {
    case 'next':
      return { offset: nextOffset, limit: GROUPS_PAGE_SIZE, replace: false };
    case 'all':
      return loaded ? { offset: nextOffset, limit: GROUPS_PAGE_SIZE, replace: false } : { offset: 0, limit: GROUPS_PAGE_SIZE, replace: true };
    case 'refresh':
      // As many groups as are shown, in one request, so the list does not shrink to one page.
      return { offset: 0, limit: Math.max(GROUPS_PAGE_SIZE, Math.ceil(nextOffset / GROUPS_PAGE_SIZE) * GROUPS_PAGE_SIZE), replace: true };
    case 'first':
      return { offset: 0, limit: GROUPS_PAGE_SIZE, replace: true };
  }
}

/** Submits: exhaustMap, so a double click sends one request. Other tabs hear about the new group. */
const createGroupEpic: AppEpic = (action$, _state$, { api, broadcast }) =>
  action$.pipe(
    filter(groupCreateRequested.match),
    exhaustMap(({ payload }) =>
      createGroup(api, toUnsubscribeGroupPayload(payload)).pipe(
        mergeMap((group) => {
          const message: GroupCreatedMessage = { type: 'unsubscribe-group-created', id: group.id, name: group.name };
          broadcast.post(GROUPS_BROADCAST_CHANNEL, message);
          return of(groupCreated(group), successAlert(messages.created(group.name)));
        }),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return submitFailure$(apiError, groupCreateFailed(apiError), messages.createFailed(apiError));
        }),
      ),
    ),
  );

/** Another tab created a group: refresh this tab's list, if it has one. */
const groupCreatedElsewhereEpic: AppEpic = (_action$, state$, { broadcast }) =>
  broadcast.messages$(GROUPS_BROADCAST_CHANNEL).pipe(
    filter(isGroupCreatedMessage),
    filter(() => state$.value.unsubscribeGroups.loaded),
    map(() => groupsRequested({ load: 'refresh' })),
  );

const updateGroupEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(groupUpdateRequested.match),
    exhaustMap(({ payload }) =>
      updateGroup(api, payload.id, toUnsubscribeGroupPayload(payload.values)).pipe(
        mergeMap((group) => of(groupUpdated(group), successAlert(messages.updated(group.name ?? payload.values.name.trim())))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return submitFailure$(apiError, groupUpdateFailed(apiError), messages.updateFailed(apiError));
        }),
      ),
    ),
  );

/** Row actions: mergeMap, since different groups may be acted on at once; the reducer keeps one per row. */
const deleteGroupEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(groupDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const name = groupName(state$.value, id);
      return deleteGroup(api, id).pipe(
        mergeMap(() => of(groupDeleted({ id }), successAlert(messages.deleted(name)))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(groupDeleteFailed({ id, error: apiError })), failureAlert$(apiError, messages.deleteFailed(name, apiError)));
        }),
      );
    }),
  );

/** The group again, for its new unsubscribe count; a failure here only leaves the old count. */
const refreshGroup$ = (api: ApiClient, id: string): Observable<Action> =>
  fetchGroup(api, id).pipe(
    map(groupRefreshed),
    catchError(() => EMPTY),
  );

/** Manual add: one request per group at a time (mergeMap across groups, the form blocks resubmits). */
const addSuppressionsEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(suppressionsAddRequested.match),
    mergeMap(({ payload: { groupId, emails } }) => {
      const name = groupName(state$.value, groupId);
      return addSuppressions(api, groupId, emails).pipe(
        mergeMap(() =>
          concat(
            of(suppressionsAdded({ groupId, count: emails.length }), successAlert(messages.suppressionsAdded(emails.length, name))),
            refreshGroup$(api, groupId),
          ),
        ),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return submitFailure$(apiError, suppressionsAddFailed({ groupId, error: apiError }), messages.suppressionsAddFailed(name, apiError));
        }),
      );
    }),
  );

/**
 * The CSV upload: batches of UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS in flight (mergeMap's limit);
 * exhaustMap, so one upload runs at a time. The reducer has already put the run's addresses in `queue`
 * (the file's, or on a retry exactly the ones that failed).
 */
const uploadEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter((action) => uploadRequested.match(action) || uploadRetryRequested.match(action)),
    filter(() => state$.value.unsubscribeGroups.upload.status === 'Uploading'),
    exhaustMap(() => {
      const { groupId, queue } = state$.value.unsubscribeGroups.upload;
      if (groupId === null) return EMPTY;
      const batches$ = uploadInBatches(fromAddressList(queue), (batch) => addSuppressions(api, groupId, batch), {
        size: UPLOAD_BATCH_SIZE,
        concurrency: UPLOAD_PARALLEL_REQUESTS,
      }).pipe(map((outcome) => (outcome.ok ? uploadBatchSucceeded({ count: outcome.emails.length }) : uploadBatchFailed(outcome))));
      return concat(batches$, defer(() => uploadOutcome$(state$.value, groupId)), refreshGroup$(api, groupId));
    }),
  );

function uploadOutcome$(state: AppState, groupId: string): Observable<Action> {
  const { failedCount, added, error } = state.unsubscribeGroups.upload;
  const name = groupName(state, groupId);
  if (failedCount === 0) return of(uploadFinished(), successAlert(messages.uploadComplete(added, name)));
  const report = error?.status === 401 ? EMPTY : of(dangerAlert(messages.uploadFailed(failedCount, added + failedCount, name, error)));
  return concat(of(uploadFinished()), report);
}

/** A file with more addresses than one upload takes: say where it stopped. */
const csvTruncatedEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(csvRead.match),
    mergeMap(({ payload }) =>
      payload.truncatedAfter === null ? EMPTY : of(alertShown({ type: 'warning', message: messages.csvTruncated(payload.truncatedAfter) })),
    ),
  );

/** "Spring Sale Updates" → "spring-sale-updates-unsubscribes.csv". */
const exportFileName = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'group'}-unsubscribes.csv`;

/**
 * Export: the server answers where the CSV waits, and the browser downloads it there without leaving
 * the page. The URL is treated as hostile: only http(s) on the app's, the API's or a configured
 * download origin, or a blob: URL of the app's origin.
 */
const exportSuppressionsEpic: AppEpic = (action$, state$, { api, location, config }) =>
  action$.pipe(
    filter(suppressionsExportRequested.match),
    mergeMap(({ payload: { groupId } }) => {
      const name = groupName(state$.value, groupId);
      const fail = (apiError: ApiError) =>
        concat(of(suppressionsExportFailed({ groupId, error: apiError })), failureAlert$(apiError, messages.exportFailed));
      return requestSuppressionsExport(api, groupId).pipe(
        mergeMap((answer) => {
          const appOrigin = location.origin();
          const allowed = [appOrigin, originOf(config.apiBase, appOrigin), ...config.downloadOrigins].filter(
            (origin): origin is string => origin !== undefined,
          );
          const url = safeNavigationUrl(answer?.download_url, allowed);
          if (url === undefined) return fail({ status: 200, message: messages.exportFailed, fieldErrors: {} });
          location.download(url, exportFileName(name));
          return of(suppressionsExportStarted({ groupId }), successAlert(messages.exportStarted(name)));
        }),
        catchError((error: unknown) => fail(asApiError(error))),
      );
    }),
  );

export const unsubscribeGroupsEpics = [
  loadGroupsEpic,
  createGroupEpic,
  groupCreatedElsewhereEpic,
  updateGroupEpic,
  deleteGroupEpic,
  addSuppressionsEpic,
  uploadEpic,
  csvTruncatedEpic,
  exportSuppressionsEpic,
];
