import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { of, type Observable } from 'rxjs';
import { filter, map, mergeMap } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { catchApiError } from '@/shared/epics/catch-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import type { ThumbnailRef } from './held-thumbnails';

/** Reads at a time: a page of cards fills in together without a burst of 24 requests. */
const CONCURRENT_READS = 4;

interface ThumbnailActions {
  requested: { match: (action: Action) => action is PayloadAction<ThumbnailRef> };
  loaded(read: ThumbnailRef & { html: string | null }): Action;
}

/**
 * Reads the HTML of the emails whose thumbnails came into view (held-thumbnails.ts) for a slice's own actions.
 * mergeMap with a limit: every card asked for is read, a few at a time. An email that cannot be read shows
 * "No preview" on its card, without an alert for each.
 */
export const thumbnailEpic =
  ({ requested, loaded }: ThumbnailActions, readHtml: (api: ApiClient, ref: ThumbnailRef) => Observable<string>): AppEpic =>
  (action$, _state$, { api }) =>
    action$.pipe(
      filter(requested.match),
      mergeMap(
        ({ payload }) =>
          readHtml(api, payload).pipe(
            map((html) => loaded({ ...payload, html })),
            catchApiError(() => of(loaded({ ...payload, html: null }))),
          ),
        CONCURRENT_READS,
      ),
    );
