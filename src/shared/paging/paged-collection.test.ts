import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { offsetAfterRemoval, offsetOf, offsetPage } from './offset-cursor';
import { pagedCollection, pagedCollectionReducers, pagedCollectionSelectors, type CreatedPlacement } from './paged-collection';
import { pageQuery, pageTokenOf, tokenPage } from './page-token';

interface Item {
  id: string;
  rank: number;
}

const adapter = createEntityAdapter<Item>();
const item = (rank: number): Item => ({ id: `i${rank}`, rank });
const items = (from: number, count: number) => Array.from({ length: count }, (_, index) => item(from + index));
const error = { status: 500, message: 'boom', fieldErrors: {} };

function itemsSlice(placeCreated: CreatedPlacement<Item> = 'end', cursorAfterRemoval?: (token: string) => string) {
  const initialState = { list: pagedCollection(adapter), other: 'kept' };
  const paged = pagedCollectionReducers(adapter, (state: typeof initialState) => state.list, { placeCreated, cursorAfterRemoval });
  const slice = createSlice({
    name: 'items',
    initialState,
    reducers: {
      itemsRequested: paged.requested,
      itemsPageLoaded: paged.pageLoaded,
      itemsLoadFailed: paged.failed,
      itemCreated: paged.created,
      itemRefreshed: paged.replaced,
      itemDeleted: paged.removed,
    },
  });
  const selectors = pagedCollectionSelectors(adapter, (state: typeof initialState) => state.list);
  const reduce = (...actions: Parameters<typeof slice.reducer>[1][]) => actions.reduce(slice.reducer, initialState);
  return { actions: slice.actions, reducer: slice.reducer, reduce, selectors, initialState };
}

describe('paged collection reducers', () => {
  const { actions, reduce, reducer, selectors } = itemsSlice();
  const { itemsRequested, itemsPageLoaded, itemsLoadFailed } = actions;

  it('replaces with a first page, appends the next ones, and reaches the end at a page without a next cursor', () => {
    let state = reduce(itemsRequested({ load: 'first' }), itemsPageLoaded({ items: items(1, 3), next: 'p2', total: 5, replace: true, done: true }));
    expect(state.list.ids).toEqual(['i1', 'i2', 'i3']);
    expect(state.list.next).toEqual({ at: 'page', token: 'p2' });
    expect(state.list.total).toBe(5);
    expect(selectors.selectReachedEnd(state)).toBe(false);
    state = [itemsRequested({ load: 'next' }), itemsPageLoaded({ items: items(4, 2), replace: false, done: true })].reduce(reducer, state);
    expect(selectors.selectAll(state).map((one) => one.id)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5']);
    expect(selectors.selectReachedEnd(state)).toBe(true);
    expect(selectors.selectHeldCount(state)).toBe(5);
    expect(state.other).toBe('kept');

    const again = reducer(state, itemsPageLoaded({ items: items(9, 2), next: 'p2', replace: true, done: true }));
    expect(again.list.ids).toEqual(['i9', 'i10']);
    expect(again.list.next).toEqual({ at: 'page', token: 'p2' });
  });

  it('ends the list at a page that adds nothing (a server that ignores the cursor), and at an empty first page', () => {
    const first = reduce(itemsPageLoaded({ items: items(1, 3), next: 'p2', replace: true, done: true }));
    const same = reducer(first, itemsPageLoaded({ items: items(1, 3), next: 'p2', replace: false, done: true }));
    expect(same.list.ids).toHaveLength(3);
    expect(same.list.next).toEqual({ at: 'end' });
    expect(reduce(itemsPageLoaded({ items: [], replace: true, done: true })).list.next).toEqual({ at: 'end' });
  });

  it('keeps one request state: in flight until the load’s last page, complete, or failed with the rows left on screen', () => {
    const inFlight = reduce(itemsRequested({ load: 'all' }), itemsPageLoaded({ items: items(1, 3), next: 'p2', replace: true, done: false }));
    expect(inFlight.list.request).toEqual({ status: 'InFlight' });
    expect(selectors.selectPhase(inFlight)).toBe('Loaded');
    const complete = reducer(inFlight, itemsPageLoaded({ items: items(4, 1), replace: false, done: true }));
    expect(selectors.selectRequest(complete)).toEqual({ status: 'Complete' });

    const failedFirst = reduce(itemsRequested({ load: 'first' }), itemsLoadFailed(error));
    expect(failedFirst.list.request).toEqual({ status: 'Error', error });
    expect(selectors.selectPhase(failedFirst)).toBe('Failed');
    const failedRefresh = [itemsRequested({ load: 'refresh' }), itemsLoadFailed(error)].reduce(reducer, complete);
    expect(selectors.selectPhase(failedRefresh)).toBe('Loaded');
    expect(failedRefresh.list.ids).toHaveLength(4);
    expect(selectors.selectPhase(reduce())).toBe('Idle');
    expect(selectors.selectPhase(reduce(itemsRequested({ load: 'first' })))).toBe('Loading');
  });

  it('drops a deleted item and replaces a refreshed one, only when held', () => {
    const state = reduce(itemsPageLoaded({ items: items(1, 3), next: 'p2', total: 9, replace: true, done: true }));
    const deleted = reducer(state, actions.itemDeleted({ id: 'i2' }));
    expect(deleted.list.ids).toEqual(['i1', 'i3']);
    expect(deleted.list.total).toBe(8);
    expect(deleted.list.next).toEqual({ at: 'page', token: 'p2' });
    expect(reducer(state, actions.itemDeleted({ id: 'i7' }))).toBe(state);

    const refreshed = reducer(state, actions.itemRefreshed({ id: 'i2', rank: 20 }));
    expect(refreshed.list.entities.i2).toEqual({ id: 'i2', rank: 20 });
    expect(reducer(state, actions.itemRefreshed({ id: 'i7', rank: 7 }))).toBe(state);
  });

  it('moves a counting cursor back over a deleted item, so the next page skips nothing', () => {
    const offsets = itemsSlice('end', offsetAfterRemoval);
    const state = offsets.reduce(offsets.actions.itemsPageLoaded({ ...offsetPage(items(1, 3), { offset: 0, limit: 3 }), replace: true, done: true }));
    expect(state.list.next).toEqual({ at: 'page', token: '3' });
    expect(offsets.reducer(state, offsets.actions.itemDeleted({ id: 'i1' })).list.next).toEqual({ at: 'page', token: '2' });
  });
});

describe('a created item', () => {
  const loaded = (slice: ReturnType<typeof itemsSlice>, next?: string) =>
    slice.reduce(slice.actions.itemsPageLoaded({ items: [item(2), item(4), item(6)], next, replace: true, done: true }));
  const ids = (state: { list: { ids: string[] } }) => state.list.ids;

  it('goes first in a newest-first list', () => {
    const slice = itemsSlice('start');
    expect(ids(slice.reducer(loaded(slice, 'p2'), slice.actions.itemCreated(item(9))))).toEqual(['i9', 'i2', 'i4', 'i6']);
  });

  it('goes last in an oldest-first list once its last page is held, and waits for its page otherwise', () => {
    const slice = itemsSlice('end');
    expect(ids(slice.reducer(loaded(slice), slice.actions.itemCreated(item(9))))).toEqual(['i2', 'i4', 'i6', 'i9']);
    const partial = loaded(slice, 'p2');
    expect(slice.reducer(partial, slice.actions.itemCreated(item(9)))).toBe(partial);
    const never = slice.reduce();
    expect(ids(slice.reducer(never, slice.actions.itemCreated(item(9))))).toEqual([]);
  });

  it('goes where the list’s order puts it among the held items, or waits for a later page', () => {
    const slice = itemsSlice((a, b) => a.rank - b.rank);
    expect(ids(slice.reducer(loaded(slice, 'p2'), slice.actions.itemCreated(item(3))))).toEqual(['i2', 'i3', 'i4', 'i6']);
    expect(ids(slice.reducer(loaded(slice, 'p2'), slice.actions.itemCreated(item(7))))).toEqual(['i2', 'i4', 'i6']);
    expect(ids(slice.reducer(loaded(slice), slice.actions.itemCreated(item(7))))).toEqual(['i2', 'i4', 'i6', 'i7']);
  });

  it('replaces the held copy when it is already there, and counts in the total', () => {
    const slice = itemsSlice('start');
    const state = slice.reduce(slice.actions.itemsPageLoaded({ items: [item(2)], total: 1, replace: true, done: true }));
    const again = slice.reducer(state, slice.actions.itemCreated({ id: 'i2', rank: 5 }));
    expect(again.list.ids).toEqual(['i2']);
    expect(again.list.entities.i2).toEqual({ id: 'i2', rank: 5 });
    expect(slice.reducer(state, slice.actions.itemCreated(item(8))).list.total).toBe(2);
  });
});

describe('cursors', () => {
  it('wraps an offset into a cursor: a full page has more after it, a short or longer one is the last', () => {
    expect(offsetPage(items(1, 25), { offset: 50, limit: 25 }).next).toBe('75');
    expect(offsetPage(items(1, 7), { offset: 50, limit: 25 })).not.toHaveProperty('next');
    expect(offsetPage(items(1, 40), { offset: 0, limit: 25 })).not.toHaveProperty('next');
    expect([offsetOf(undefined), offsetOf('75'), offsetOf('-3'), offsetOf('x')]).toEqual([0, 75, 0, 0]);
    expect(offsetAfterRemoval('0')).toBe('0');
  });

  it('takes SendGrid’s page token from `_metadata.next`, and none from the last page', () => {
    const next = 'https://api.sendgrid.com/v3/marketing/lists?page_size=100&page_token=abc%3D%3D';
    expect(pageTokenOf(next)).toBe('abc==');
    expect(pageTokenOf('https://api.sendgrid.com/v3/marketing/lists?page_size=100&page_token=')).toBeUndefined();
    expect(pageTokenOf(undefined)).toBeUndefined();
    expect(tokenPage([item(1)], { self: 'x', next, count: 120 })).toEqual({ items: [item(1)], next: 'abc==', total: 120 });
    expect(tokenPage([item(1)], undefined)).toEqual({ items: [item(1)] });
    expect(pageQuery({ cursor: 'abc==', size: 50 })).toEqual({ page_size: 50, page_token: 'abc==' });
  });
});
