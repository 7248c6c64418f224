import { EMPTY, merge, of, timer } from 'rxjs';
import { debounceTime, exhaustMap, filter, groupBy, map, mergeMap, switchMap, takeUntil } from 'rxjs/operators';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { selectUserTimezone } from '@/shared/account/account-selectors';
import { catchApiError, catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import {
  createSegment,
  deleteSegment,
  fetchContactEvents,
  fetchListNames,
  fetchSegment,
  fetchSegments,
  previewSegment,
  refreshSegment,
  updateSegment,
} from './api';
import {
  createdMessage,
  deletedMessage,
  deleteFailedMessage,
  isTooManyRefreshes,
  LOAD_FAILED_MESSAGE,
  LOAD_ONE_FAILED_MESSAGE,
  refreshFailedMessage,
  refreshStartedMessage,
  updatedMessage,
} from './messages';
import { refreshAllowance } from './refresh-allowance';
import {
  conditionCheckRequested,
  conditionChecked,
  conditionChecksCleared,
  contactEventsLoaded,
  contactEventsLoadFailed,
  contactEventsRequested,
  listNamesLoaded,
  listNamesLoadFailed,
  listNamesRequested,
  segmentCreated,
  segmentCreateFailed,
  segmentCreateRequested,
  segmentDeleted,
  segmentDeleteFailed,
  segmentDeleteRequested,
  segmentClosed,
  segmentLoaded,
  segmentLoadFailed,
  segmentPreviewCleared,
  segmentPreviewFailed,
  segmentPreviewLoaded,
  segmentPreviewRequested,
  segmentRefreshed,
  segmentRefreshFailed,
  segmentRefreshRequested,
  segmentRequested,
  segmentsLoaded,
  segmentsLoadFailed,
  segmentsRequested,
  segmentUpdated,
  segmentUpdateFailed,
  segmentUpdateRequested,
  selectSegmentsState,
} from './slice';
import { localDayKey, startOfLocalDay } from './zoned-day';
import { segmentsLiveUpdatesEpic } from './live-updates';

/** A pause in editing this long before the live count asks again. */
export const PREVIEW_DELAY_MS = 300;

/** Reads: switchMap, so a newer request cancels an older one. */
const loadSegmentsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(segmentsRequested.match),
    switchMap(() => fetchSegments(api).pipe(map(segmentsLoaded), catchFailure(segmentsLoadFailed, LOAD_FAILED_MESSAGE))),
  );

/** One segment's detail: per id (groupBy), the newest read wins (switchMap). */
const loadSegmentEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(segmentRequested.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((reads$) =>
      reads$.pipe(
        switchMap(({ payload: { id } }) =>
          fetchSegment(api, id).pipe(
            map(segmentLoaded),
            catchFailure((error) => segmentLoadFailed({ id, error }), LOAD_ONE_FAILED_MESSAGE),
          ),
        ),
      ),
    ),
  );

/** The longest a pending segment's screen waits before reading it again, whatever its next update says. */
const PENDING_RECHECK_MAX_MS = 60_000;
const PENDING_RECHECK_MIN_MS = 1_000;

/**
 * A segment shown while its first count is pending is read again when its sample is due
 * (next_sample_update), per segment (groupBy), the latest schedule only (switchMap), until no screen shows it.
 */
const pendingSegmentEpic: AppEpic = (action$, _state$, { clock }) =>
  action$.pipe(
    filter(segmentLoaded.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((loads$) =>
      loads$.pipe(
        switchMap(({ payload: { id, status, nextSampleUpdate } }) => {
          if (status !== 'pending' || nextSampleUpdate === null) return EMPTY;
          const wait = Math.min(Math.max(Date.parse(nextSampleUpdate) - clock.now(), PENDING_RECHECK_MIN_MS), PENDING_RECHECK_MAX_MS);
          return timer(wait).pipe(
            takeUntil(action$.pipe(filter((action) => segmentClosed.match(action) && action.payload.id === id))),
            map(() => segmentRequested({ id })),
          );
        }),
      ),
    ),
  );

const loadListNamesEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(listNamesRequested.match),
    // The names only decorate the screens: a failure leaves the ids unnamed, with no alert.
    switchMap(() => fetchListNames(api).pipe(map(listNamesLoaded), catchFailure(listNamesLoadFailed, () => undefined))),
  );

/** Submits: exhaustMap, so a double click sends one request. */
const createSegmentEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(segmentCreateRequested.match),
    exhaustMap(({ payload }) =>
      createSegment(api, payload).pipe(
        mergeMap((segment) => of(segmentCreated(segment), successAlert(createdMessage(segment.name)))),
        catchFormFailure(segmentCreateFailed),
      ),
    ),
  );

const updateSegmentEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(segmentUpdateRequested.match),
    exhaustMap(({ payload: { id, payload, basedOn } }) =>
      updateSegment(api, id, payload, basedOn).pipe(
        mergeMap((segment) => of(segmentUpdated(segment), successAlert(updatedMessage(segment.name)))),
        // A conflict is shown next to the builder with its choices (RequestSaveProblem): no alert for it.
        catchFormFailure(segmentUpdateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different rows may be acted on at once; the reducer keeps one per row. */
const deleteSegmentEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(segmentDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const segments = selectSegmentsState(state$.value);
      const segment = segments.segments.entities[id] ?? segments.details[id];
      const name = segment?.name ?? 'The segment';
      return deleteSegment(api, id, segment?.version ?? 2).pipe(
        mergeMap(() => of(segmentDeleted({ id }), successAlert(deletedMessage(name)))),
        catchFailure((error) => segmentDeleteFailed({ id, error }), (error) => deleteFailedMessage(name, error)),
      );
    }),
  );

/**
 * A manual refresh, in the user's time zone (the daily limits reset at their midnight). A 429 is shown
 * beside the button in its own words, not as a failure alert; when the segment itself had refreshes
 * left, it was the account's daily ten, which this tab then remembers as used up.
 */
const refreshSegmentEpic: AppEpic = (action$, state$, { api, clock }) =>
  action$.pipe(
    filter(segmentRefreshRequested.match),
    mergeMap(({ payload: { id } }) => {
      const timeZone = selectUserTimezone(state$.value).code;
      const segments = selectSegmentsState(state$.value);
      const segment = segments.details[id] ?? segments.segments.entities[id];
      const name = segment?.name ?? 'The segment';
      return refreshSegment(api, id, timeZone).pipe(
        mergeMap(() => {
          const now = clock.now();
          const refreshed = segmentRefreshed({
            id,
            day: localDayKey(now, timeZone),
            dayStart: startOfLocalDay(now, timeZone),
            at: new Date(now).toISOString(),
          });
          return of(refreshed, successAlert(refreshStartedMessage(name)), segmentRequested({ id }));
        }),
        catchFailure(
          (error) => {
            const now = clock.now();
            const segmentHadRefreshesLeft = segment !== undefined && refreshAllowance(segment, 0, now, timeZone).blockedBy === null;
            return segmentRefreshFailed({
              id,
              error,
              day: localDayKey(now, timeZone),
              accountLimitReached: isTooManyRefreshes(error) && segmentHadRefreshesLeft,
            });
          },
          (error) => (isTooManyRefreshes(error) ? undefined : refreshFailedMessage(name, error)),
        ),
      );
    }),
  );

/**
 * The live count: after a pause in editing (debounceTime), the builder's latest query only (switchMap
 * drops a count overtaken by a newer query); a clear (nothing countable, or the builder closed) cancels
 * the count on the way.
 */
const previewEpic: AppEpic = (action$, _state$, { api }) =>
  merge(action$.pipe(filter(segmentPreviewRequested.match)), action$.pipe(filter(segmentPreviewCleared.match))).pipe(
    debounceTime(PREVIEW_DELAY_MS),
    switchMap((action) => {
      if (!segmentPreviewRequested.match(action)) return EMPTY;
      const asked = action.payload;
      return previewSegment(api, asked).pipe(
        map(({ contacts_count, contacts_sample }) => segmentPreviewLoaded({ asked, count: contacts_count, sample: contacts_sample })),
        // The count sits beside the builder, which says it could not count; no alert over the form.
        catchFailure(segmentPreviewFailed, () => undefined),
      );
    }),
  );

/** Each finished condition counted on its own, per condition (groupBy), the latest only, after the same pause. */
const conditionCheckEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(conditionCheckRequested.match),
    groupBy(({ payload }) => payload.key, { duration: () => action$.pipe(filter(conditionChecksCleared.match)) }),
    mergeMap((checks$) =>
      checks$.pipe(
        debounceTime(PREVIEW_DELAY_MS),
        switchMap(({ payload: { key, queryDsl, parentListIds } }) =>
          previewSegment(api, { query_dsl: queryDsl, ...(parentListIds ? { parent_list_ids: parentListIds } : {}) }).pipe(
            map(({ contacts_count }) => conditionChecked({ key, queryDsl, count: contacts_count })),
            // A check that cannot be made says nothing: the condition simply shows no "matches nothing".
            catchApiError(() => EMPTY),
          ),
        ),
      ),
    ),
  );

/** A contact's mail events for the "why" dialog: per contact (groupBy), the newest read wins (switchMap). */
const contactEventsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(contactEventsRequested.match),
    groupBy(({ payload }) => payload.contactId),
    mergeMap((reads$) =>
      reads$.pipe(
        switchMap(({ payload: { contactId } }) =>
          fetchContactEvents(api, contactId).pipe(
            map((events) => contactEventsLoaded({ contactId, events })),
            // The dialog says it could not read them; no alert over it.
            catchFailure((error) => contactEventsLoadFailed({ contactId, error }), () => undefined),
          ),
        ),
      ),
    ),
  );

export const segmentsEpics = [
  segmentsLiveUpdatesEpic,
  loadSegmentsEpic,
  loadSegmentEpic,
  pendingSegmentEpic,
  loadListNamesEpic,
  createSegmentEpic,
  updateSegmentEpic,
  deleteSegmentEpic,
  refreshSegmentEpic,
  previewEpic,
  conditionCheckEpic,
  contactEventsEpic,
];
