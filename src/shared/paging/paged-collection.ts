/**
 * # Paged collections
 *
 * Every list of the app that the server pages (contacts, lists, segments, single sends, designs,
 * images, templates, unsubscribe groups) is held the same way: the items of the pages fetched so far,
 * in the server's order, where the next page starts, and one request state. Nothing else: the phase a
 * screen shows (loading, failed, loaded) comes from `listPhase`, never from a `loaded` flag, and a
 * slice never holds more than the pages it fetched.
 *
 * A feature wires it in four steps:
 *
 * 1. State: `list: pagedCollection(adapter)` inside the slice's initial state.
 * 2. Reducers: `const paged = pagedCollectionReducers(adapter, (state) => state.list, { placeCreated })`,
 *    then name the actions in the slice: `itemsRequested: paged.requested`, `itemsPageLoaded:
 *    paged.pageLoaded`, `itemsLoadFailed: paged.failed`, and call `paged.created`, `paged.replaced` and
 *    `paged.removed` from the slice's create, refresh-one and delete reducers.
 * 3. Epic: `pagedCollectionEpic({ requested, pageLoaded, failed, selectCollection, selectId, fetchPage,
 *    pageSize, failureMessage })` (paged-collection-epic.ts). `fetchPage(deps, { cursor, size })` answers
 *    `{ items, next?, total? }`: `next` is an opaque cursor, SendGrid's `page_token` taken from
 *    `_metadata.next` (page-token.ts), or an offset wrapped into one for offset-paged endpoints
 *    (offset-cursor.ts).
 * 4. Screens: dispatch `itemsRequested({ load })` and read `pagedCollectionSelectors(...)`:
 *    - `first`: one page, starting the list over;
 *    - `next`: the page after the last one held ("Load more");
 *    - `all`: every page not held yet, for a short list a form needs whole (names must be unique);
 *    - `refresh`: again as many items as are held, from the start, replacing them at once.
 *    `selectReachedEnd` says the last page is held: render it as a polite status ("All 12 groups are
 *    shown") and hide "Load more".
 */
import type { EntityAdapter, EntityState, PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { listPhase } from '../request-state/list-phase';
import { failed, ready, started, succeeded, type RequestState } from '../request-state/request-state';

/** One page as the feature's fetcher answers it. */
export interface Page<T> {
  items: T[];
  /** Where the page after this one starts; absent on the last page. Opaque to everything but the fetcher. */
  next?: string;
  /** Items across all pages, when the server says (SendGrid's `_metadata.count`). */
  total?: number;
}

/** What the fetcher is asked for: the page at `cursor` (the first page without one) of `size` items. */
export interface PageRequest {
  cursor?: string;
  size: number;
}

/** Which pages a load fetches (see the module comment). */
export type PageLoad = 'first' | 'next' | 'all' | 'refresh';

/** Where the list goes on: before the first page, at the page a token names, or past the last page. */
export type PageCursor = { at: 'start' } | { at: 'page'; token: string } | { at: 'end' };

export interface PagedCollection<T> extends EntityState<T, string> {
  /** The list's load request, whichever pages it fetches. */
  request: RequestState;
  next: PageCursor;
  /** The server's count of items across all pages, when it gives one. */
  total: number | null;
}

/** A page the epic fetched, as the reducers take it. */
export interface LoadedPage<T> extends Page<T> {
  /** The first page of a `first`, `refresh` or first `all` load: it replaces what was held. */
  replace: boolean;
  /** The load fetches nothing after this page: its request completes. */
  done: boolean;
}

/**
 * Where an item created in this tab goes: at the start (newest-first lists), at the end (oldest-first
 * lists), or before the first held item it sorts before. An item that belongs to a page not fetched yet
 * is not held: it comes with its page.
 */
export type CreatedPlacement<T> = 'start' | 'end' | ((a: T, b: T) => number);

export interface PagedCollectionOptions<T> {
  placeCreated: CreatedPlacement<T>;
  /**
   * The cursor after a held item was deleted, for cursors that count items (an offset): the server's
   * later items move back by one, and so must the cursor, or one would be skipped.
   */
  cursorAfterRemoval?: (token: string) => string;
}

export const pagedCollection = <T>(adapter: EntityAdapter<T, string>): PagedCollection<T> =>
  adapter.getInitialState({ request: ready(), next: { at: 'start' } as PageCursor, total: null });

function placementIndex<T>(collection: PagedCollection<T>, item: T, placement: CreatedPlacement<T>): number | undefined {
  const atEnd = collection.next.at === 'end' ? collection.ids.length : undefined;
  if (placement === 'start') return 0;
  if (placement === 'end') return atEnd;
  const before = collection.ids.findIndex((id) => placement(item, collection.entities[id] as T) < 0);
  return before === -1 ? atEnd : before;
}

/**
 * Case reducers for one paged collection, found in the slice's state by `collectionOf`; the slice names
 * the actions (see the module comment).
 */
export function pagedCollectionReducers<State, T>(
  adapter: EntityAdapter<T, string>,
  collectionOf: (state: State) => PagedCollection<T>,
  { placeCreated, cursorAfterRemoval }: PagedCollectionOptions<T>,
) {
  return {
    /** The epic reads `load`; the reducer only marks the request. */
    requested(state: State, _action: PayloadAction<{ load: PageLoad }>) {
      const collection = collectionOf(state);
      collection.request = started(collection.request);
    },
    pageLoaded(state: State, action: PayloadAction<LoadedPage<T>>) {
      const collection = collectionOf(state);
      const { items, next, total, replace, done } = action.payload;
      const added = replace ? items.length : items.filter((item) => collection.entities[adapter.selectId(item)] === undefined).length;
      if (replace) adapter.setAll(collection, items);
      else adapter.upsertMany(collection, items);
      // A page that adds nothing ends the list: a server that ignores the cursor answers the same page again.
      collection.next = next === undefined || (!replace && added === 0) ? { at: 'end' } : { at: 'page', token: next };
      if (total !== undefined) collection.total = total;
      if (done) collection.request = succeeded(collection.request);
    },
    failed(state: State, action: PayloadAction<ApiError>) {
      const collection = collectionOf(state);
      collection.request = failed(collection.request, action.payload);
    },
    /** An item created in this tab, put where the server lists it (see CreatedPlacement). */
    created(state: State, action: PayloadAction<T>) {
      const collection = collectionOf(state);
      const item = action.payload;
      const id = adapter.selectId(item);
      if (collection.entities[id] !== undefined) {
        adapter.setOne(collection, item);
        return;
      }
      const index = placementIndex(collection, item, placeCreated);
      if (index === undefined) return;
      collection.entities[id] = item;
      collection.ids.splice(index, 0, id);
      if (collection.total !== null) collection.total += 1;
    },
    /** A fresh copy of one item; taken only if the item is held. */
    replaced(state: State, action: PayloadAction<T>) {
      const collection = collectionOf(state);
      if (collection.entities[adapter.selectId(action.payload)] !== undefined) adapter.setOne(collection, action.payload);
    },
    /** A deleted item: dropped if held, and the cursor moved back over it when it counts items. */
    removed(state: State, action: PayloadAction<{ id: string }>) {
      const collection = collectionOf(state);
      if (collection.entities[action.payload.id] === undefined) return;
      adapter.removeOne(collection, action.payload.id);
      if (collection.total !== null) collection.total = Math.max(0, collection.total - 1);
      if (collection.next.at === 'page' && cursorAfterRemoval) collection.next = { at: 'page', token: cursorAfterRemoval(collection.next.token) };
    },
  };
}

/** Selectors of one paged collection, given where it sits in the state. */
export function pagedCollectionSelectors<S, T>(adapter: EntityAdapter<T, string>, selectCollection: (state: S) => PagedCollection<T>) {
  const entities = adapter.getSelectors(selectCollection);
  return {
    selectAll: entities.selectAll,
    selectById: entities.selectById,
    /** How many items are held (the pages fetched so far). */
    selectHeldCount: entities.selectTotal,
    selectRequest: (state: S) => selectCollection(state).request,
    /** The last page is held: every item of the list is in the store. */
    selectReachedEnd: (state: S) => selectCollection(state).next.at === 'end',
    /** Idle, Loading, Failed or Loaded: what the screen shows (see listPhase). */
    selectPhase: (state: S) => {
      const collection = selectCollection(state);
      return listPhase(collection.request, collection.ids.length === 0);
    },
  };
}
