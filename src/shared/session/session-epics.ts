import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { concat, of } from 'rxjs';
import { catchError, exhaustMap, filter, ignoreElements, map, tap, withLatestFrom } from 'rxjs/operators';
import type { Dependencies } from '../dependencies';
import { clearSessionCookies, readAuthToken } from './session-cookies';
import { loginUrl, safeRedirectPath } from './safe-redirect';
import { logoutRequested, logoutStarted, loggedOut, sessionExpired, type SessionState } from './session-slice';

type SessionEpic = Epic<Action, Action, { session: SessionState }, Dependencies>;

/** The provider tokens endpoint: revokes the token sent in the body. */
export const PROVIDER_TOKENS_PATH = '/public/tokens';

/** Every 401 the api client sees becomes one `sessionExpired` action. */
export const unauthorizedEpic: SessionEpic = (_action$, _state$, { api }) =>
  api.unauthorized$.pipe(map(() => sessionExpired()));

/**
 * Logs out once, however many 401s arrive together: exhaustMap ignores triggers while a logout
 * runs, and the status check ignores those after it. Revokes the token first, then leaves.
 */
export const logoutEpic: SessionEpic = (action$, state$, { api, location, config }) =>
  action$.pipe(
    filter((action) => sessionExpired.match(action) || logoutRequested.match(action)),
    withLatestFrom(state$),
    filter(([, state]) => state.session.status === 'active'),
    exhaustMap(([action]) => {
      const token = readAuthToken();
      const revoke = token
        ? api.delete(PROVIDER_TOKENS_PATH, { body: { token }, ignoreUnauthorized: true }).pipe(
            ignoreElements(),
            catchError(() => of()),
          )
        : of();
      const current = safeRedirectPath(`${location.pathname()}${location.search()}`, location.origin());
      const target = sessionExpired.match(action) ? loginUrl(config.loginPath, current) : config.loginPath;
      return concat(
        of(logoutStarted()),
        revoke,
        of(loggedOut()).pipe(
          tap(() => {
            clearSessionCookies();
            location.assign(target);
          }),
        ),
      );
    }),
  );

export const sessionEpics = [unauthorizedEpic, logoutEpic];
