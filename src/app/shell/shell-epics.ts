import { defer, of } from 'rxjs';
import { distinctUntilChanged, filter, ignoreElements, map, mergeMap, tap, withLatestFrom } from 'rxjs/operators';
import { clearImpersonation, readAuthToken } from '@/shared/session/session-cookies';
import { logoutStarted } from '@/shared/session/session-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import { claimChunkReload } from '../routes/chunk-reload-guard';
import { decideLocation } from '../routes/location-rules';
import { chunkLoadFailed, chunkReloadGaveUp, chunkReloadStarted, locationChanged, returnToParentAccountRequested } from './shell-slice';

/** One page-view event per history entry the app shows (a /tne/ path leaves the app, so it is not one). */
export const pageViewEpic: AppEpic = (action$, _state$, { analytics, clock }) =>
  action$.pipe(
    filter(locationChanged.match),
    map((action) => action.payload),
    // StrictMode runs effects twice in development; the history key makes the second one a no-op.
    distinctUntilChanged((previous, next) => previous.key === next.key),
    tap((location) => {
      const decision = decideLocation(location);
      if (decision.kind !== 'render') return;
      analytics.track({ type: 'page-view', path: location.pathname, search: location.search, legacy: decision.legacy, at: clock.now() });
    }),
    ignoreElements(),
  );

/** A /tne/ path is loaded again, as a full page, without its prefix. */
export const tneRedirectEpic: AppEpic = (action$, _state$, { location }) =>
  action$.pipe(
    filter(locationChanged.match),
    tap((action) => {
      const decision = decideLocation(action.payload);
      if (decision.kind === 'full-redirect') location.assign(decision.to);
    }),
    ignoreElements(),
  );

/** A chunk that failed to load reloads the page once; if that already happened, the exception page stays. */
export const chunkReloadEpic: AppEpic = (action$, state$, { location, clock }) =>
  action$.pipe(
    filter(chunkLoadFailed.match),
    withLatestFrom(state$),
    // Several routes of one page may fail together; once a reload is under way the rest change nothing.
    filter(([, state]) => state.shell.chunkRecovery !== 'reloading'),
    mergeMap(() => {
      if (!claimChunkReload(clock.now())) return of(chunkReloadGaveUp());
      location.reload();
      return of(chunkReloadStarted());
    }),
  );

/** The service worker gets the token when the app starts and its removal when the user logs out. */
export const tokenWorkerEpic: AppEpic = (action$, _state$, { tokenWorker }) =>
  defer(() => {
    tokenWorker.start(() => readAuthToken() ?? null);
    tokenWorker.sendToken(readAuthToken() ?? null);
    return action$.pipe(
      filter(logoutStarted.match),
      tap(() => tokenWorker.sendToken(null)),
      ignoreElements(),
    );
  });

/** Back to the parent account: the impersonation cookie goes, and the app loads again as the administrator. */
export const returnToParentAccountEpic: AppEpic = (action$, _state$, { location }) =>
  action$.pipe(
    filter(returnToParentAccountRequested.match),
    tap(() => {
      clearImpersonation();
      location.assign('/');
    }),
    ignoreElements(),
  );

export const shellEpics = [pageViewEpic, tneRedirectEpic, chunkReloadEpic, tokenWorkerEpic, returnToParentAccountEpic];
