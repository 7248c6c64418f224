import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { concat, of, type Observable } from 'rxjs';
import { filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { ApiError } from '../api/errors';
import type { Dependencies } from '../dependencies';
import { catchFailure, type FailureMessage } from '../epics/catch-failure';
import type { AppEpic } from '../store/app-epic';
import type { AppState } from '../store/app-state';
import type { LoadedPage, Page, PageLoad, PagedCollection, PageRequest } from './paged-collection';

export interface PagedCollectionEpicConfig<T> {
  requested: { match(action: Action): action is PayloadAction<{ load: PageLoad }> };
  pageLoaded(page: LoadedPage<T>): Action;
  failed(error: ApiError): Action;
  selectCollection(state: AppState): PagedCollection<T>;
  selectId(item: T): string;
  fetchPage(dependencies: Dependencies, request: PageRequest): Observable<Page<T>>;
  /** Items per page. */
  pageSize: number;
  /** The most items one page may hold (the server's maximum): a refresh asks for what is held in pages of up to this. */
  maxPageSize?: number;
  /** The danger alert of a failed load. */
  failureMessage: FailureMessage;
}

interface LoadPlan {
  cursor: string | undefined;
  size: number;
  /** The first page replaces what is held. */
  replace: boolean;
}

function planOf(load: PageLoad, { next, ids }: PagedCollection<unknown>, pageSize: number, maxPageSize: number): LoadPlan | undefined {
  const fromStart = { cursor: undefined, size: pageSize, replace: true };
  switch (load) {
    case 'first':
      return fromStart;
    case 'refresh': {
      const held = Math.ceil(ids.length / pageSize) * pageSize;
      return { ...fromStart, size: Math.min(maxPageSize, Math.max(pageSize, held)) };
    }
    case 'next':
    case 'all':
      if (next.at === 'end') return undefined;
      return next.at === 'start' ? fromStart : { cursor: next.token, size: pageSize, replace: false };
  }
}

/**
 * The load epic of one paged collection (see paged-collection.ts). A read: switchMap, so a newer load
 * (a refresh, the next page) cancels an older one. `all` follows the pages one after the other, each
 * shown as it arrives; `refresh` gathers as many items as were held before it replaces them, so the
 * list never shrinks on screen. Paging stops at a page without `next` or one that brings nothing new.
 */
export function pagedCollectionEpic<T>(config: PagedCollectionEpicConfig<T>): AppEpic {
  const { pageSize, maxPageSize = pageSize } = config;
  return (action$, state$, dependencies) =>
    action$.pipe(
      filter(config.requested.match),
      switchMap(({ payload: { load } }) => {
        const collection = config.selectCollection(state$.value);
        const plan = planOf(load, collection, pageSize, maxPageSize);
        // Past the last page: nothing to fetch, the request completes at once.
        if (plan === undefined) return of(config.pageLoaded({ items: [], replace: false, done: true }));
        const seen = new Set<string>(plan.replace ? [] : collection.ids);
        /** Notes the page's items; whether it brought any not seen before. */
        const brings = (page: Page<T>) => {
          const before = seen.size;
          page.items.forEach((item) => seen.add(config.selectId(item)));
          return seen.size > before;
        };
        const fetch = (cursor: string | undefined, size: number) => config.fetchPage(dependencies, { cursor, size });

        const follow = (cursor: string | undefined, size: number, first: boolean): Observable<Action> =>
          fetch(cursor, size).pipe(
            mergeMap((page) => {
              const more = load === 'all' && page.next !== undefined && brings(page);
              const loaded = config.pageLoaded({ ...page, replace: first && plan.replace, done: !more });
              return more ? concat(of(loaded), follow(page.next, pageSize, false)) : of(loaded);
            }),
          );

        const gather = (cursor: string | undefined, items: T[]): Observable<Page<T>> =>
          fetch(cursor, plan.size).pipe(
            mergeMap((page) => {
              const all = [...items, ...page.items];
              const more = all.length < collection.ids.length && page.next !== undefined && brings(page);
              return more ? gather(page.next, all) : of({ ...page, items: all });
            }),
          );

        const load$ =
          load === 'refresh'
            ? gather(undefined, []).pipe(map((page) => config.pageLoaded({ ...page, replace: true, done: true })))
            : follow(plan.cursor, plan.size, true);
        return load$.pipe(catchFailure(config.failed, config.failureMessage));
      }),
    );
}
