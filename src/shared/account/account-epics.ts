import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { concat, EMPTY, from, of, throwError, timer, type Observable } from 'rxjs';
import { filter, map, mergeMap, retry, scan, takeUntil } from 'rxjs/operators';
import { dangerAlert } from '../alerts/alerts-slice';
import { failureAlert$ } from '../alerts/failure-alert';
import { asApiError, type ApiError } from '../api/errors';
import { isFinalClientError } from '../api/transient-retry';
import type { Dependencies } from '../dependencies';
import { catchApiError } from '../epics/catch-failure';
import { isLegacyPath } from '../routing/legacy';
import { sessionExpired } from '../session/session-slice';
import { CONTACT_COUNT_FAILED_MESSAGE, EMAIL_TESTING_UNAVAILABLE_MESSAGE } from './account-messages';
import { TIMEZONE_RETRY, type AccountCallContext } from './account-endpoints';
import type { AccountResourceName } from './account-resources';
import {
  accountResourceLoaded,
  accountResourceLoadFailed,
  accountResourceLoadStarted,
  accountResourceRefreshRequested,
  accountResourcesRequested,
  type AccountResourceLoadedPayload,
  type AccountState,
} from './account-slice';
import { fetchAccountResource } from './api';
import { requestScopeAccessEpic } from './scope-requests';

export type AccountEpic = Epic<Action, Action, { account: AccountState }, Dependencies>;

const callContext = ({ location }: Dependencies): AccountCallContext => ({
  newVersion: !isLegacyPath(location.pathname()),
});

/**
 * Turns what screens ask for into load starts: one request per resource per session, however many
 * screens ask at once. A name is started when it was never started by this epic (the `scan`
 * memory, which also covers two requests handled before the store shows the first) and the store
 * still has it Ready (which covers preloaded state). A refresh always starts its resource again.
 */
const accountRequestsEpic: AccountEpic = (action$, state$) =>
  action$.pipe(
    filter((action) => accountResourcesRequested.match(action) || accountResourceRefreshRequested.match(action)),
    scan(
      ({ started }, action) => {
        const toStart = accountResourceRefreshRequested.match(action)
          ? [action.payload]
          : [...new Set(action.payload)].filter(
              (name) => !started.has(name) && state$.value.account.resources[name].request.status === 'Ready',
            );
        return { started: new Set([...started, ...toStart]), toStart };
      },
      { started: new Set<AccountResourceName>(), toStart: [] as AccountResourceName[] },
    ),
    mergeMap(({ toStart }) => from(toStart.map((name) => accountResourceLoadStarted(name)))),
  );

/**
 * The spec's own rule for the timezone, in place of the api client's: what may pass on a second try
 * (no answer, a 5xx, 408, 429) is retried; any other 4xx is final (a 401: the session epic logs out).
 */
const retryTimezone = <T>(source: Observable<T>) =>
  source.pipe(
    retry({
      count: TIMEZONE_RETRY.count,
      delay: (error: unknown) => (isFinalClientError(asApiError(error).status) ? throwError(() => error) : timer(TIMEZONE_RETRY.delayMs)),
    }),
  );

/**
 * What a failure does besides recording the error. Background resources stay quiet; the profile
 * counts as a 401 (spec §7); the contact count and email testing credits show their alerts. A 401
 * never alerts: the session epic is already logging out.
 */
function failureEffects(name: AccountResourceName, error: ApiError): Observable<Action> {
  switch (name) {
    case 'profile':
      return error.status === 401 ? EMPTY : of(sessionExpired());
    case 'contactCounts':
      return failureAlert$(error, CONTACT_COUNT_FAILED_MESSAGE);
    case 'emailTestingCredits':
      return error.status === 401 ? EMPTY : of(dangerAlert(EMAIL_TESTING_UNAVAILABLE_MESSAGE));
    default:
      return EMPTY;
  }
}

const loadAccountResourceEpic: AccountEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(accountResourceLoadStarted.match),
    // mergeMap, not switchMap: every resource loads in parallel with the others (asking for the
    // scopes must not cancel the profile). A later start of the same resource (a refresh) ends the
    // older request with takeUntil, so an old answer never overwrites a newer one.
    mergeMap(({ payload: name }) => {
      const request$ = fetchAccountResource(deps.api, name, callContext(deps));
      return (name === 'timezone' ? retryTimezone(request$) : request$).pipe(
        map((data) => accountResourceLoaded({ name, data } as AccountResourceLoadedPayload)),
        catchApiError((error) => concat(of(accountResourceLoadFailed({ name, error })), failureEffects(name, error))),
        takeUntil(action$.pipe(filter((action) => accountResourceLoadStarted.match(action) && action.payload === name))),
      );
    }),
  );

export const accountEpics = [accountRequestsEpic, loadAccountResourceEpic, requestScopeAccessEpic];
