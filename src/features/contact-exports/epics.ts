import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import { jobEnded, jobStarted } from '@/shared/jobs/jobs-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import { deleteExport, exportPath, fetchExports, fetchSegmentOptions, startExport } from './api';
import {
  EXPORT_FAILED_MESSAGE,
  EXPORT_READY_MESSAGE,
  LOAD_EXPORTS_FAILED,
  exportDeleteFailedMessage,
  exportDeletedMessage,
  EXPORT_STARTED_MESSAGE,
} from './messages';
import {
  exportDeleted,
  exportDeleteFailed,
  exportDeleteRequested,
  exportRequested,
  exportsLoaded,
  exportsLoadFailed,
  exportsRequested,
  exportStarted,
  exportStartFailed,
  segmentOptionsFailed,
  segmentOptionsLoaded,
  segmentOptionsRequested,
  selectContactExportsState,
} from './slice';
import { describeTarget, EXPORT_JOB_KIND, toExportPayload, type ContactExport } from './types';

const EXPORT_TTL_MS = 12 * 60 * 60 * 1000;

/** The poller follows an export by its path; its end raises the alert wherever the user is. */
const followExport = (id: string) =>
  jobStarted({ id, kind: EXPORT_JOB_KIND, pollPath: exportPath(id), messages: { completed: EXPORT_READY_MESSAGE, failed: EXPORT_FAILED_MESSAGE } });

/** A read: switchMap, so a newer load cancels an older one. Exports still processing (after a reload too) are followed. */
const loadExportsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(exportsRequested.match),
    switchMap(() =>
      fetchExports(deps.api).pipe(
        mergeMap((items) => of(exportsLoaded(items), ...items.filter((item) => item.status === 'pending').map((item) => followExport(item.id)))),
        catchFailure(exportsLoadFailed, LOAD_EXPORTS_FAILED),
      ),
    ),
  );

/** A submit: exhaustMap, so a double click starts one export. */
const startExportEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(exportRequested.match),
    exhaustMap(({ payload: request }) =>
      startExport(deps.api, toExportPayload(request)).pipe(
        mergeMap(({ id }) => {
          const now = deps.clock.now();
          const pending: ContactExport = {
            id,
            status: 'pending',
            target: request.target,
            fileType: request.fileType,
            createdAt: new Date(now).toISOString(),
            expiresAt: new Date(now + EXPORT_TTL_MS).toISOString(),
            urls: [],
          };
          // The list is read again for the server's own record of it (the names of its list or segment).
          return of(exportStarted(pending), followExport(id), successAlert(EXPORT_STARTED_MESSAGE), exportsRequested());
        }),
        catchFormFailure(exportStartFailed),
      ),
    ),
  );

/** When the poller sees an export end, Active Exports is read again for its files (if it was ever shown). */
const refreshOnEndEpic: AppEpic = (action$, state$) =>
  action$.pipe(
    filter(jobEnded.match),
    filter(({ payload }) => payload.kind === EXPORT_JOB_KIND && selectContactExportsState(state$.value).requests.list.status !== 'Ready'),
    map(() => exportsRequested()),
  );

/** Row actions: mergeMap, as several exports may be removed at once; the reducer keeps one request per row. */
const deleteExportEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(exportDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const item = selectContactExportsState(state$.value).entities[id];
      const label = item ? describeTarget(item.target) : 'The';
      return deleteExport(deps.api, id).pipe(
        mergeMap(() => of(exportDeleted({ id }), successAlert(exportDeletedMessage(label)))),
        catchFailure(
          (error) => exportDeleteFailed({ id, error }),
          (error) => exportDeleteFailedMessage(error.message),
        ),
      );
    }),
  );

/** A read: switchMap. The form shows its own message when segments cannot be read, so no alert. */
const loadSegmentOptionsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(segmentOptionsRequested.match),
    switchMap(() => fetchSegmentOptions(deps.api).pipe(map(segmentOptionsLoaded), catchFailure(segmentOptionsFailed, () => undefined))),
  );

export const contactExportsEpics = [loadExportsEpic, startExportEpic, refreshOnEndEpic, deleteExportEpic, loadSegmentOptionsEpic];
