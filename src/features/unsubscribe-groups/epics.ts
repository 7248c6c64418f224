import type { Action } from '@reduxjs/toolkit';
import { EMPTY, concat, defer, from, of, throwError, type Observable } from 'rxjs';
import { catchError, endWith, exhaustMap, filter, ignoreElements, map, mergeMap, take, tap } from 'rxjs/operators';
import { changedFields } from '@/shared/form/changed-fields';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { selectUsername } from '@/shared/account/account-selectors';
import { accountResourcesRequested } from '@/shared/account/account-slice';
import { alertDismissed, dangerAlert, successAlert } from '@/shared/alerts/alerts-slice';
import type { ApiClient } from '@/shared/api/client';
import { asApiError, type ApiError } from '@/shared/api/errors';
import { sendInChunks } from '@/shared/bulk/bulk-requests';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import type { KeyValueStorage } from '@/shared/storage/key-value-storage';
import { originOf, safeNavigationUrl } from '@/shared/url/safe-navigation-url';
import { addSuppressions, createGroup, deleteGroup, fetchGroup, fetchGroupsPage, requestSuppressionsExport, updateGroup } from './api';
import { GROUP_LIMITS, GROUPS_PAGE_SIZE, UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS } from './limits';
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
  groupsPageLoaded,
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
  uploadCleared,
  uploadClearRequested,
  uploadFinished,
  uploadRequested,
  uploadRestored,
  uploadResumeRequested,
  uploadRetryRequested,
  selectUnsubscribeGroupsState,
} from './slice';
import { fromAddressList, toUnsubscribeGroupPayload } from './types';
import { groupsLiveUpdatesEpic } from './live-updates';
import { uploadCsvEpics } from './upload-csv-epics';
import { createStoredUploadWriter, newestStoredUpload, storedUploadKey, trackUploadRun, type UploadRun, type UploadRunKind } from './upload-record';

const groupName = (state: AppState, id: string) =>
  selectUnsubscribeGroupsState(state).groups.entities[id]?.name ?? 'the group';

/** The groups list: a paged collection (shared/paging), 25 groups a page by the mock's offset. */
const loadGroupsEpic = pagedCollectionEpic({
  requested: groupsRequested,
  pageLoaded: groupsPageLoaded,
  failed: groupsLoadFailed,
  selectCollection: (state) => selectUnsubscribeGroupsState(state).groups,
  selectId: (group) => group.id,
  fetchPage: ({ api }, page) => fetchGroupsPage(api, page),
  pageSize: GROUPS_PAGE_SIZE,
  // A refresh asks for every group shown in one request: an account has at most this many.
  maxPageSize: GROUP_LIMITS.groups,
  failureMessage: messages.loadFailed,
});

/** Submits: exhaustMap, so a double click sends one request. Other tabs hear of it by the live updates (live-updates.ts). */
const createGroupEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(groupCreateRequested.match),
    exhaustMap(({ payload }) =>
      createGroup(api, toUnsubscribeGroupPayload(payload)).pipe(
        mergeMap((group) => of(groupCreated(group), successAlert(messages.created(group.name)))),
        catchFormFailure(groupCreateFailed),
      ),
    ),
  );

const updateGroupEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(groupUpdateRequested.match),
    exhaustMap(({ payload }) =>
      updateGroup(api, payload.id, changedFields(toUnsubscribeGroupPayload(payload.initial), toUnsubscribeGroupPayload(payload.values))).pipe(
        mergeMap((group) => of(groupUpdated(group), successAlert(messages.updated(group.name ?? payload.values.name.trim())))),
        catchFormFailure(groupUpdateFailed),
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
        catchFailure(
          (error) => groupDeleteFailed({ id, error }),
          (error) => messages.deleteFailed(name, error),
        ),
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
        catchFormFailure((error) => suppressionsAddFailed({ groupId, error })),
      );
    }),
  );

/** Whose uploads the browser keeps: the username the session acts as, once the account service has it. */
const uploadOwner = (state: AppState) => selectUsername(state)?.username;

const runKind = (action: Action): UploadRunKind | undefined => {
  if (uploadRequested.match(action)) return 'upload';
  if (uploadResumeRequested.match(action)) return 'resume';
  return uploadRetryRequested.match(action) ? 'retry' : undefined;
};

/**
 * The CSV upload: batches of UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS in flight (mergeMap's limit);
 * exhaustMap, so one upload runs at a time. The reducer has already put the run's addresses in `queue`
 * (the file's, the remaining ones on a resume, exactly the failed ones on a retry). The upload is saved
 * in the browser when the run starts and as each batch settles, so a reload can resume or retry it;
 * the saved record goes once nothing is left to send.
 */
const uploadEpic: AppEpic = (action$, state$, { api, storage, clock }) =>
  action$.pipe(
    filter((action) => runKind(action) !== undefined),
    filter(() => selectUnsubscribeGroupsState(state$.value).upload.status === 'Uploading'),
    exhaustMap((action) => {
      const { upload } = selectUnsubscribeGroupsState(state$.value);
      const kind = runKind(action);
      const { groupId } = upload;
      if (groupId === null || kind === undefined) return EMPTY;
      const run = trackUploadRun(kind, { ...upload, groupId });
      const owner = uploadOwner(state$.value);
      const writer = owner === undefined ? undefined : createStoredUploadWriter(storage, storedUploadKey(owner, groupId));
      const save = () => writer?.save(run.record(clock.now()));
      save();
      const batches$ = sendInChunks(fromAddressList(upload.queue), (batch) => addSuppressions(api, groupId, batch), {
        size: UPLOAD_BATCH_SIZE,
        concurrency: UPLOAD_PARALLEL_REQUESTS,
      }).pipe(
        tap((outcome) => {
          run.settle(outcome);
          save();
        }),
        map((outcome) =>
          outcome.ok ? uploadBatchSucceeded({ count: outcome.items.length }) : uploadBatchFailed({ emails: outcome.items, error: outcome.error }),
        ),
      );
      return concat(batches$, defer(() => runOutcome$(state$.value, groupId, run))).pipe(
        map((action): UploadStep => ({ action })),
        endWith<UploadStep>({ refreshGroupId: groupId }),
      );
    }),
    // The card's counts are fetched again after each run, outside exhaustMap: a Retry clicked while that
    // read is still out starts at once instead of being dropped (its state already says Uploading).
    mergeMap((step) => ('action' in step ? of(step.action) : refreshGroup$(api, step.refreshGroupId))),
  );

type UploadStep = { action: Action } | { refreshGroupId: string };

/** How a run ended: the alert it earns, and the alert of an earlier failure taken down. */
function runOutcome$(state: AppState, groupId: string, run: UploadRun): Observable<Action> {
  const { failedCount, remainingCount, added, error, failureAlertId } = selectUnsubscribeGroupsState(state).upload;
  const name = groupName(state, groupId);
  const earlier = failureAlertId === null ? [] : [alertDismissed(failureAlertId)];
  if (failedCount === 0 && remainingCount === 0) {
    return of(...earlier, uploadFinished({ failureAlertId: null }), successAlert(messages.uploadComplete(added, name)));
  }
  // A resume or retry that went in whole, while the other list is still waiting on the card.
  if (run.failedCount === 0) return of(...earlier, uploadFinished({ failureAlertId: null }), successAlert(messages.suppressionsAdded(run.added, name)));
  if (error?.status === 401) return of(...earlier, uploadFinished({ failureAlertId: null }));
  const alert = dangerAlert(messages.uploadFailed(failedCount, added + failedCount + remainingCount, name, error));
  return of(...earlier, uploadFinished({ failureAlertId: alert.payload.id }), alert);
}

/** Deletes the group's saved upload; if storage fails, the upload is only offered again after a reload. */
const forgetStoredUpload$ = (storage: KeyValueStorage, owner: string | undefined, groupId: string): Observable<never> =>
  owner === undefined ? EMPTY : defer(() => storage.delete(storedUploadKey(owner, groupId))).pipe(ignoreElements(), catchError(() => EMPTY));

/**
 * After a reload: the user's unfinished upload saved in the browser comes back on its group's card
 * and upload page, with its retry and resume. Read once, when the username is known; an upload to a
 * group deleted since is forgotten instead.
 */
const restoreUploadEpic: AppEpic = (_action$, state$, { api, storage }) =>
  concat(
    of(accountResourcesRequested(['username'])),
    state$.pipe(
      map(uploadOwner),
      filter((owner): owner is string => owner !== undefined),
      take(1),
      mergeMap((owner) =>
        from(newestStoredUpload(storage, owner)).pipe(
          mergeMap((stored) =>
            stored === undefined
              ? EMPTY
              : fetchGroup(api, stored.groupId).pipe(
                  map(() => uploadRestored(stored)),
                  catchError((error: unknown) =>
                    asApiError(error).status === 404 ? forgetStoredUpload$(storage, owner, stored.groupId) : of(uploadRestored(stored)),
                  ),
                ),
          ),
        ),
      ),
      catchError(() => EMPTY),
    ),
  );

/**
 * "Clear" on a failure report, or the group deleted: the saved upload is forgotten, and a report of
 * that group clears with its alert.
 */
const forgetUploadEpic: AppEpic = (action$, state$, { storage }) =>
  action$.pipe(
    map((action) => (uploadClearRequested.match(action) ? action.payload.groupId : groupDeleted.match(action) ? action.payload.id : undefined)),
    filter((groupId): groupId is string => groupId !== undefined),
    mergeMap((groupId) => {
      const { upload } = selectUnsubscribeGroupsState(state$.value);
      const forget$ = forgetStoredUpload$(storage, uploadOwner(state$.value), groupId);
      if (upload.groupId !== groupId || upload.status !== 'Failure') return forget$;
      const alert = upload.failureAlertId === null ? [] : [alertDismissed(upload.failureAlertId)];
      return concat(of(...alert, uploadCleared()), forget$);
    }),
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
      return requestSuppressionsExport(api, groupId).pipe(
        mergeMap((answer) => {
          const appOrigin = location.origin();
          const allowed = [appOrigin, originOf(config.apiBase, appOrigin), ...config.downloadOrigins].filter(
            (origin): origin is string => origin !== undefined,
          );
          const url = safeNavigationUrl(answer?.download_url, allowed);
          if (url === undefined) return throwError((): ApiError => ({ status: 200, message: messages.exportFailed, fieldErrors: {} }));
          location.download(url, exportFileName(name));
          return of(suppressionsExportStarted({ groupId }), successAlert(messages.exportStarted(name)));
        }),
        catchFailure((error) => suppressionsExportFailed({ groupId, error }), messages.exportFailed),
      );
    }),
  );

export const unsubscribeGroupsEpics = [
  loadGroupsEpic,
  createGroupEpic,
  groupsLiveUpdatesEpic,
  updateGroupEpic,
  deleteGroupEpic,
  addSuppressionsEpic,
  uploadEpic,
  restoreUploadEpic,
  forgetUploadEpic,
  ...uploadCsvEpics,
  exportSuppressionsEpic,
];
