import { defer } from 'rxjs';
import { distinctUntilChanged, map, startWith } from 'rxjs/operators';
import type { AppEpic } from '../store/app-epic';
import { connectivityChanged } from './connectivity-slice';

/** Keeps the store's online flag on what the browser says: at start, then at every change. */
export const connectivityEpic: AppEpic = (_action$, _state$, { connectivity }) =>
  defer(() => connectivity.changes$.pipe(startWith(connectivity.online()))).pipe(
    distinctUntilChanged(),
    map((online) => connectivityChanged(online)),
  );

export const connectivityEpics = [connectivityEpic];
