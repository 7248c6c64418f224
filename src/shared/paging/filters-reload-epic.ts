import type { Action } from '@reduxjs/toolkit';
import { debounceTime, filter, map } from 'rxjs/operators';
import type { AppEpic } from '../store/app-epic';
import type { PageLoad } from './paged-collection';

/** Typing in a list's filters waits this long for a pause before the list is read again. */
const FILTER_PAUSE_MS = 300;

/**
 * New filters (`filtersChanged`) read the list's first page again (`requested`, pagedCollectionReducers'
 * load action) once typing pauses; the load's switchMap drops an older answer.
 */
export const filtersReloadEpic =
  (filtersChanged: { match(action: Action): boolean }, requested: (payload: { load: PageLoad }) => Action): AppEpic =>
  (action$) =>
    action$.pipe(
      filter(filtersChanged.match),
      debounceTime(FILTER_PAUSE_MS),
      map(() => requested({ load: 'first' })),
    );
