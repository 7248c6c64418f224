import { concat, merge, of, timer } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap, takeUntil } from 'rxjs/operators';
import type { ApiError } from '@/shared/api/errors';
import { catchFailure } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import { fetchSingleSend, patchSingleSend } from '@/shared/sending/single-sends-api';
import { fetchRecipientsEstimate, fetchReviewNames, scheduleSingleSend, unscheduleSingleSend } from './api';
import {
  estimateFailed,
  estimateLoaded,
  estimateRequested,
  reviewLoadFailed,
  reviewNamesLoaded,
  reviewOpened,
  reviewPatched,
  reviewPatchFailed,
  reviewPatchRequested,
  reviewSendLoaded,
  scheduleFailed,
  scheduleRequested,
  scheduleSucceeded,
  selectSingleSendReviewState,
  unscheduleFailed,
  unscheduleRequested,
  unscheduleSucceeded,
} from './slice';
import type { PlanLimitRefusal } from './types';

/** Opening the review reads the send, its recipients estimate and the names it shows, together. */
const openReviewEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(reviewOpened.match),
    switchMap(({ payload: { id } }) =>
      merge(
        fetchSingleSend(api, id).pipe(map(reviewSendLoaded), catchFailure(reviewLoadFailed, () => undefined)),
        of(estimateRequested({ id })),
        fetchReviewNames(api).pipe(map(reviewNamesLoaded)),
      ),
    ),
  );

const estimateEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(estimateRequested.match),
    switchMap(({ payload: { id } }) =>
      fetchRecipientsEstimate(api, id).pipe(map(estimateLoaded), catchFailure(estimateFailed, 'We could not estimate the recipients.')),
    ),
  );

/**
 * A 400 on the recipients (`send_to`) while the estimate says the send is over the plan is the plan's
 * limit (designed error ids plan_limit_hard / plan_limit_soft, which ApiError does not keep).
 */
const planLimitOf = (error: ApiError, kind: 'hard' | 'soft' | undefined): PlanLimitRefusal | null => {
  const message = error.fieldErrors.send_to;
  return error.status === 400 && message !== undefined && kind !== undefined ? { kind, message } : null;
};

/** Send now or schedule: exhaustMap, so a double click makes one request. */
const scheduleEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(scheduleRequested.match),
    exhaustMap(({ payload: { id, timing, acceptOverage } }) => {
      const body = { send_at: timing.kind === 'now' ? 'now' : timing.iso, ...(acceptOverage ? { accept_overage: true } : {}) };
      return scheduleSingleSend(api, id, body).pipe(
        map((answer) => scheduleSucceeded({ answer: { ...answer, id }, timing })),
        catchFailure(
          (error) => scheduleFailed({ error, planLimit: planLimitOf(error, selectSingleSendReviewState(state$.value).estimate?.plan_limit.kind) }),
          (error) => (error.status === 400 ? undefined : `We could not ${timing.kind === 'now' ? 'send' : 'schedule'} the single send. ${error.message}`),
        ),
      );
    }),
  );

/** How long a send made "now" can be undone (the designed undo window: mocks/README.md "Single sends"). */
export const UNDO_WINDOW_MS = 60_000;

/**
 * Once a send made "now" is past its undo window, the send is read again, so the page stops offering
 * Undo send and shows it sent; leaving the review or undoing first cancels the read.
 */
export const afterUndoWindowEpic: AppEpic = (action$, _state$, { api, clock }) =>
  action$.pipe(
    filter(scheduleSucceeded.match),
    filter(({ payload }) => payload.timing.kind === 'now'),
    switchMap(({ payload }) => {
      const startedAt = Date.parse(payload.answer.send_at ?? '') || clock.now();
      const id = payload.answer.id;
      return timer(Math.max(0, startedAt + UNDO_WINDOW_MS - clock.now()) + 1000).pipe(
        switchMap(() => fetchSingleSend(api, id).pipe(map(reviewSendLoaded), catchFailure(reviewLoadFailed, () => undefined))),
        takeUntil(action$.pipe(filter((action) => unscheduleRequested.match(action) || reviewOpened.match(action)))),
      );
    }),
  );

/** Undo send or Unschedule: back to a draft. */
const unscheduleEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(unscheduleRequested.match),
    exhaustMap(({ payload: { id, sending } }) =>
      unscheduleSingleSend(api, id).pipe(
        map((answer) => unscheduleSucceeded({ answer, sending })),
        catchFailure(unscheduleFailed, (error) => `We could not ${sending ? 'undo the send' : 'unschedule the single send'}. ${error.message}`),
      ),
    ),
  );

/** A sender, group or list made inline is set on the send, and the estimate follows the new recipients. */
const patchEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(reviewPatchRequested.match),
    exhaustMap(({ payload: { id, body } }) =>
      patchSingleSend(api, id, body).pipe(
        mergeMap((send) =>
          concat(of(reviewPatched(send)), body.send_to ? of(estimateRequested({ id })) : [], fetchReviewNames(api).pipe(map(reviewNamesLoaded))),
        ),
        catchFailure(reviewPatchFailed, (error) => `We could not update the single send. ${error.message}`),
      ),
    ),
  );

export const singleSendReviewEpics = [openReviewEpic, estimateEpic, scheduleEpic, afterUndoWindowEpic, unscheduleEpic, patchEpic];
