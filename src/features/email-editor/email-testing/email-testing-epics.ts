import { concat, EMPTY, from, of, timer } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap, takeUntil, takeWhile } from 'rxjs/operators';
import { accountResourceRefreshRequested } from '@/shared/account/account-slice';
import { failureAlert$ } from '@/shared/alerts/failure-alert';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchApiError, catchFailure } from '@/shared/epics/catch-failure';
import { pagedCollectionEpic } from '@/shared/paging/paged-collection-epic';
import type { AppEpic } from '@/shared/store/app-epic';
import { renderContentForSave } from '../render-for-save';
import { selectEditorSession } from '../selectors';
import { fetchEmailTest, fetchEmailTestClients, fetchEmailTestsPage, startEmailTest } from './api';
import { selectTestChoice } from './email-testing-selectors';
import {
  clientsLoaded,
  clientsLoadFailed,
  clientsRequested,
  runFetched,
  runFetchFailed,
  runsLoadFailed,
  runsPageLoaded,
  runsRequested,
  runUnwatched,
  runWatched,
  selectEmailTestingState,
  testRunFailed,
  testRunRequested,
  testRunStarted,
} from './email-testing-slice';
import { RUN_NAME_MAX, RUN_POLL_MS, RUNS_PAGE_SIZE } from './limits';
import { messages } from './messages';

const refreshCredits = () => accountResourceRefreshRequested('emailTestingCredits');

/** A read: switchMap, so asking again replaces an answer still on its way. */
const loadClientsEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(clientsRequested.match),
    switchMap(() =>
      fetchEmailTestClients(api).pipe(
        map(clientsLoaded),
        catchFailure(clientsLoadFailed, messages.failed),
      ),
    ),
  );

/**
 * Runs the chosen test on what is on screen, rendered now (the rendering the preview shows and the
 * save stores). A submit: exhaustMap, so a double click starts one run and spends its credits once.
 * The credits are read again after it, and after a refusal (another tab may have spent them).
 */
const startTestEpic: AppEpic = (action$, state$, { api }) =>
  action$.pipe(
    filter(testRunRequested.match),
    exhaustMap(({ payload: { sessionKey } }) => {
      const session = selectEditorSession(state$.value, sessionKey);
      const { clientIds, spamTest } = selectTestChoice(state$.value);
      if (!session) return of(testRunFailed({ status: 0, message: messages.failed, fieldErrors: {} }));
      const name = session.title.trim().slice(0, RUN_NAME_MAX);
      return from(renderContentForSave(session.history.present)).pipe(
        switchMap(({ html }) => startEmailTest(api, { name, html_content: html, client_ids: clientIds, spam_test: spamTest })),
        mergeMap((run) => of(testRunStarted(run), refreshCredits(), successAlert(messages.started(run.name)))),
        catchApiError((error) =>
          concat(of(testRunFailed(error)), error.status === 400 ? of(refreshCredits()) : EMPTY, failureAlert$(error, messages.failed)),
        ),
      );
    }),
  );

const loadRunsEpic = pagedCollectionEpic({
  requested: runsRequested,
  pageLoaded: runsPageLoaded,
  failed: runsLoadFailed,
  selectCollection: (state) => selectEmailTestingState(state).runs,
  selectId: (run) => run.id,
  fetchPage: ({ api }, page) => fetchEmailTestsPage(api, page),
  pageSize: RUNS_PAGE_SIZE,
  failureMessage: messages.failed,
});

/**
 * Follows the run on screen: fetched at once, then every RUN_POLL_MS until every result is in, or the
 * screen closes. switchMap: one results screen at a time, so watching another run stops this one;
 * exhaustMap inside: a slow answer is not asked for again before it arrives. A failed poll ends the
 * watch with the spec's message and a retry on screen.
 */
const watchRunEpic: AppEpic = (action$, _state$, { api }) =>
  action$.pipe(
    filter(runWatched.match),
    switchMap(({ payload: { id } }) =>
      timer(0, RUN_POLL_MS).pipe(
        exhaustMap(() => fetchEmailTest(api, id)),
        takeWhile((run) => !run.finished, true),
        map(runFetched),
        catchFailure((error) => runFetchFailed({ id, error }), messages.failed),
        takeUntil(action$.pipe(filter((action) => runUnwatched.match(action) && action.payload.id === id))),
      ),
    ),
  );

export const emailTestingEpics: AppEpic[] = [loadClientsEpic, startTestEpic, loadRunsEpic, watchRunEpic];
