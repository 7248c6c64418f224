import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { filter, map, switchMap } from 'rxjs/operators';
import type { ApiError } from '../api/errors';
import { catchFailure } from '../epics/catch-failure';
import type { AppEpic } from '../store/app-epic';
import { fetchSingleSendCategories } from './single-sends-api';

const CATEGORIES_FAILED = 'We could not load your categories.';

interface CategoriesActions {
  requested: { match: (action: Action) => boolean };
  loaded(values: string[]): PayloadAction<string[]>;
  failed(error: ApiError): PayloadAction<ApiError>;
}

/** Loads the account's known categories (see known-categories.ts) for a slice's own actions. A read: switchMap, the newest wins. */
export const knownCategoriesEpic =
  ({ requested, loaded, failed }: CategoriesActions): AppEpic =>
  (action$, _state$, { api }) =>
    action$.pipe(
      filter(requested.match),
      switchMap(() => fetchSingleSendCategories(api).pipe(map(loaded), catchFailure(failed, CATEGORIES_FAILED))),
    );
