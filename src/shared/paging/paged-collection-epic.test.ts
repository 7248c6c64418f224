import { combineReducers, configureStore, createEntityAdapter, createSlice, type Action } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { combineEpics, createEpicMiddleware, type Epic } from 'redux-observable';
import { map } from 'rxjs/operators';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { createTestDependencies } from '@test/test-dependencies';
import { alertsReducer } from '../alerts/alerts-slice';
import type { Dependencies } from '../dependencies';
import type { AppState } from '../store/app-state';
import { pagedCollectionEpic } from './paged-collection-epic';
import { pagedCollection, pagedCollectionReducers, pagedCollectionSelectors, type PageRequest } from './paged-collection';
import { pageQuery, tokenPage, type PageMetadata } from './page-token';

interface Item {
  id: string;
  name: string;
}
interface ItemDto {
  id: string;
  name: string;
}

const PATH = '/marketing/test-items';
const adapter = createEntityAdapter<Item>();
const initialState = { list: pagedCollection(adapter) };
type ItemsState = typeof initialState;
const paged = pagedCollectionReducers(adapter, (state: ItemsState) => state.list, { placeCreated: 'start' });
const slice = createSlice({
  name: 'testItems',
  initialState,
  reducers: { itemsRequested: paged.requested, itemsPageLoaded: paged.pageLoaded, itemsLoadFailed: paged.failed },
});
const { itemsRequested, itemsPageLoaded, itemsLoadFailed } = slice.actions;
type TestState = { items: ItemsState };
const selectCollection = (state: AppState) => (state as unknown as TestState).items.list;
const selectors = pagedCollectionSelectors(adapter, (state: TestState) => state.items.list);

const fetchPage = ({ api }: Dependencies, page: PageRequest) =>
  api
    .get<{ result: ItemDto[]; _metadata: PageMetadata }>(PATH, { query: pageQuery(page) })
    .pipe(map((answer) => tokenPage(answer.result, answer._metadata)));

/**
 * A token-paged resource in SendGrid's shape: `result`, and `_metadata.next` a full URL with the next
 * `page_token`; `count` is every item. Names carry a version so a test can tell a refreshed copy.
 */
function serveItems(count: number, options: { version?: () => number; ignoreToken?: boolean; hold?: (token: string | null) => Promise<void> | undefined } = {}) {
  const queries: string[] = [];
  server.use(
    http.get(`*/v3${PATH}`, async ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      const size = Number(url.searchParams.get('page_size'));
      const token = url.searchParams.get('page_token');
      await options.hold?.(token);
      const start = options.ignoreToken || token === null ? 0 : Number(token.slice(1));
      const version = options.version?.() ?? 1;
      const result = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, index) => ({
        id: `i${start + index}`,
        name: `Item ${start + index} v${version}`,
      }));
      const end = start + result.length;
      const next = end < count ? `${url.origin}/v3${PATH}?page_size=${size}&page_token=t${end}` : undefined;
      return HttpResponse.json({ result, _metadata: { self: request.url, ...(next ? { next } : {}), count } });
    }),
  );
  return queries;
}

function createStore({ maxPageSize }: { maxPageSize?: number } = {}) {
  const epicMiddleware = createEpicMiddleware<Action, Action, TestState, Dependencies>({ dependencies: createTestDependencies() });
  const store = configureStore({
    reducer: combineReducers({ alerts: alertsReducer, items: slice.reducer }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware),
  });
  const epic = pagedCollectionEpic<Item>({
    requested: itemsRequested,
    pageLoaded: itemsPageLoaded,
    failed: itemsLoadFailed,
    selectCollection,
    selectId: (item) => item.id,
    fetchPage,
    pageSize: 25,
    maxPageSize,
    failureMessage: 'We could not load your items.',
  });
  // The epic reads the test's state where it would read the app's.
  epicMiddleware.run(combineEpics(epic as unknown as Epic<Action, Action, TestState, Dependencies>));
  const held = () => selectors.selectAll(store.getState()).map((item) => item.id);
  const settled = () => vi.waitFor(() => expect(store.getState().items.list.request.status).not.toBe('InFlight'));
  return { store, held, settled };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => `i${from + index}`);

describe('the paged collection epic, against the mock server', () => {
  it('fetches the first page, the next ones on demand, and announces the end', async () => {
    const queries = serveItems(60);
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    expect(held()).toEqual(range(0, 25));
    expect(store.getState().items.list.total).toBe(60);
    expect(selectors.selectReachedEnd(store.getState())).toBe(false);

    store.dispatch(itemsRequested({ load: 'next' }));
    await settled();
    store.dispatch(itemsRequested({ load: 'next' }));
    await settled();
    expect(held()).toEqual(range(0, 60));
    expect(selectors.selectReachedEnd(store.getState())).toBe(true);
    expect(queries).toEqual(['?page_size=25', '?page_size=25&page_token=t25', '?page_size=25&page_token=t50']);

    // Past the end nothing is asked, and the request completes.
    store.dispatch(itemsRequested({ load: 'next' }));
    await settled();
    expect(queries).toHaveLength(3);
    expect(selectors.selectRequest(store.getState())).toEqual({ status: 'Complete' });
  });

  it('fetches every page not held yet for `all`', async () => {
    const queries = serveItems(60);
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    store.dispatch(itemsRequested({ load: 'all' }));
    await settled();
    expect(held()).toEqual(range(0, 60));
    expect(queries.slice(1)).toEqual(['?page_size=25&page_token=t25', '?page_size=25&page_token=t50']);
  });

  it('refreshes as many items as are held, in one request when the server allows, replacing them', async () => {
    let version = 1;
    const queries = serveItems(60, { version: () => version });
    const { store, held, settled } = createStore({ maxPageSize: 100 });
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    store.dispatch(itemsRequested({ load: 'next' }));
    await settled();
    version = 2;
    store.dispatch(itemsRequested({ load: 'refresh' }));
    await settled();
    expect(queries.at(-1)).toBe('?page_size=50');
    expect(held()).toEqual(range(0, 50));
    expect(selectors.selectById(store.getState(), 'i49')?.name).toBe('Item 49 v2');
    expect(store.getState().items.list.next).toEqual({ at: 'page', token: 't50' });
  });

  it('refreshes page by page when fewer may come at once, and never shows fewer items meanwhile', async () => {
    let version = 1;
    const queries = serveItems(60, { version: () => version });
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    store.dispatch(itemsRequested({ load: 'all' }));
    await settled();
    const counts: number[] = [];
    const unsubscribe = store.subscribe(() => counts.push(held().length));
    version = 2;
    store.dispatch(itemsRequested({ load: 'refresh' }));
    await settled();
    unsubscribe();
    expect(queries.slice(3)).toEqual(['?page_size=25', '?page_size=25&page_token=t25', '?page_size=25&page_token=t50']);
    expect(Math.min(...counts)).toBe(60);
    expect(selectors.selectAll(store.getState()).every((item) => item.name.endsWith('v2'))).toBe(true);
    expect(selectors.selectReachedEnd(store.getState())).toBe(true);
  });

  it('lets a newer load cancel an older one (switchMap): the older page never lands', async () => {
    let release: () => void = () => undefined;
    const held$ = new Promise<void>((resolve) => (release = resolve));
    serveItems(60, { hold: (token) => (token === 't25' ? held$ : undefined) });
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    store.dispatch(itemsRequested({ load: 'next' }));
    await vi.waitFor(() => expect(store.getState().items.list.request.status).toBe('InFlight'));
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held()).toEqual(range(0, 25));
    expect(store.getState().items.list.next).toEqual({ at: 'page', token: 't25' });
  });

  it('stops following a server that ignores the page token', async () => {
    const queries = serveItems(60, { ignoreToken: true });
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'all' }));
    await settled();
    expect(queries).toHaveLength(2);
    expect(held()).toEqual(range(0, 25));
    expect(selectors.selectReachedEnd(store.getState())).toBe(true);
  });

  it('keeps the held items, records the error and raises the danger alert when a load fails', async () => {
    serveItems(60);
    const { store, held, settled } = createStore();
    store.dispatch(itemsRequested({ load: 'first' }));
    await settled();
    server.use(http.get(`*/v3${PATH}`, () => HttpResponse.json({ errors: [{ message: 'database down' }] }, { status: 500 })));
    store.dispatch(itemsRequested({ load: 'next' }));
    await settled();
    expect(held()).toEqual(range(0, 25));
    expect(selectors.selectRequest(store.getState())).toMatchObject({ status: 'Error', error: { status: 500 } });
    expect(selectors.selectPhase(store.getState())).toBe('Loaded');
    expect(store.getState().alerts.items).toEqual([expect.objectContaining({ type: 'danger', message: 'We could not load your items.' })]);
  });
});
