import type { Action } from '@reduxjs/toolkit';
import { debounceTime, filter, mergeMap } from 'rxjs';
import type { AppEpic } from '../store/app-epic';
import type { AppState } from '../store/app-state';
import { DATA_CHANGED_CHANNEL, THIS_TAB, isDataChangedMessage, isUnder } from './data-changes';

/** A burst of writes elsewhere (an import, a bulk delete) brings one refresh, once it has settled. */
export const SETTLE_MS = 300;

interface RefreshOptions {
  /** The API paths (under /v3) whose writes change what the feature shows: `['/marketing/lists']`. */
  paths: readonly string[];
  /** The loads that read again what the feature holds now; none when it holds nothing (its page never opened). */
  refresh: (state: AppState) => Action[];
}

/**
 * A feature's listener of the live updates (see data-changes.ts): another tab wrote under one of `paths`,
 * so what this tab holds is read again. debounceTime, so a burst of messages gives one refresh.
 */
export const refreshOnDataChangedEpic =
  ({ paths, refresh }: RefreshOptions): AppEpic =>
  (_action$, state$, { broadcast }) =>
    broadcast.messages$(DATA_CHANGED_CHANNEL).pipe(
      filter(isDataChangedMessage),
      filter((message) => message.origin !== THIS_TAB && isUnder(message.path, paths)),
      debounceTime(SETTLE_MS),
      mergeMap(() => refresh(state$.value)),
    );
