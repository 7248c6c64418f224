import type { Action } from '@reduxjs/toolkit';
import { concat, EMPTY, of, timer, type Observable } from 'rxjs';
import { exhaustMap, filter, groupBy, map, mergeMap, switchMap, takeUntil, tap } from 'rxjs/operators';
import { alertShown, dangerAlert, successAlert } from '../alerts/alerts-slice';
import type { ApiClient } from '../api/client';
import { isFinalClientError } from '../api/transient-retry';
import type { ApiError } from '../api/errors';
import type { Broadcaster } from '../broadcast/broadcaster';
import { announceWrite } from '../broadcast/data-changes';
import type { Clock } from '../dependencies';
import { catchApiError } from '../epics/catch-failure';
import type { AppEpic } from '../store/app-epic';
import { isApiPath, JOB_GIVE_UP_MS, jobStatusOf, pollDelayMs } from './job-status';
import { jobEnded, jobForgotten, jobPolled, jobStarted, type JobEndStatus, type JobMessages, type JobStart } from './jobs-slice';

type Poll = { ok: true; answer: unknown } | { ok: false; error: ApiError };

const timedOutMessage = (messages: JobMessages) => messages.timedOut ?? `${messages.failed} It was still processing after 30 minutes.`;

/** The alert the end of a job raises: none for a 401 (the session is ending) or a completion without a message. */
function endAlert(status: JobEndStatus, messages: JobMessages, error: ApiError | null): Action[] {
  if (error?.status === 401) return [];
  switch (status) {
    case 'completed':
      return messages.completed === undefined ? [] : [successAlert(messages.completed)];
    case 'errored':
      return [alertShown({ type: 'warning', message: messages.errored ?? messages.failed })];
    case 'failed':
      return [dangerAlert(messages.failed)];
    case 'timedOut':
      return [dangerAlert(timedOutMessage(messages))];
  }
}

/**
 * Follows one job to its end: polls after each wait of the backoff, records progress, and ends it on a
 * final status, on a poll refused for good (the job is gone: 404, or a 401/403), or at the give-up
 * time, the last wait shortened to end there. A poll that fails otherwise (offline, a 5xx) is tried
 * again on the same schedule. A final status the backend reported is announced to the other tabs: the
 * job's work changed data after its 202 (live updates, broadcast/data-changes.ts).
 */
function followJob$(api: ApiClient, clock: Clock, broadcast: Broadcaster, job: JobStart & { startedAt: number }): Observable<Action> {
  const deadline = job.startedAt + JOB_GIVE_UP_MS;
  const end = (status: JobEndStatus, answer: unknown, error: ApiError | null = null): Observable<Action> =>
    of(
      jobEnded({ id: job.id, kind: job.kind, status, result: answer, error, finishedAt: clock.now() }),
      ...endAlert(status, job.messages, error),
    );
  if (!isApiPath(job.pollPath)) return end('failed', null);

  const poll = (attempt: number): Observable<Action> =>
    timer(Math.max(0, Math.min(pollDelayMs(attempt), deadline - clock.now()))).pipe(
      // The GET retries transient failures itself; the backoff here spaces the polls.
      switchMap(() =>
        api.get<unknown>(job.pollPath).pipe(
          map((answer): Poll => ({ ok: true, answer })),
          catchApiError((error) => of<Poll>({ ok: false, error })),
        ),
      ),
      mergeMap((result) => {
        if (!result.ok && isFinalClientError(result.error.status)) return end('failed', null, result.error);
        const status = result.ok ? jobStatusOf(result.answer) : 'pending';
        const answer = result.ok ? result.answer : undefined;
        if (status !== 'pending') return end(status, answer).pipe(tap({ complete: () => announceWrite(broadcast, job.pollPath) }));
        if (clock.now() >= deadline) return end('timedOut', answer);
        const progress = result.ok ? of(jobPolled({ id: job.id, result: answer })) : EMPTY;
        return concat(progress, poll(attempt + 1));
      }),
    );
  return poll(0);
}

/**
 * Every job registered with jobStarted is followed from here, whatever page is on screen. mergeMap
 * across jobs (groupBy id): each job goes at its own pace, side by side; exhaustMap within one job: a
 * job registered again while it is followed is not followed twice. jobForgotten stops it.
 */
const pollJobsEpic: AppEpic = (action$, _state$, { api, clock, broadcast }) =>
  action$.pipe(
    filter(jobStarted.match),
    groupBy(({ payload }) => payload.id),
    mergeMap((sameJob$) =>
      sameJob$.pipe(
        exhaustMap(({ payload }) =>
          followJob$(api, clock, broadcast, payload).pipe(
            takeUntil(action$.pipe(filter((action) => jobForgotten.match(action) && action.payload.id === payload.id))),
          ),
        ),
      ),
    ),
  );

export const jobsEpics = [pollJobsEpic];
