import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { bulkDeleteReducers, bulkDeleteState } from '@/shared/bulk/bulk-delete-state';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { rowRequestReducers } from '@/shared/request-state/row-request-reducers';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { NO_FILTERS, type SingleSendFilters, type SingleSendRow, type SingleSendStart, type StartDesign } from './types';

/** The index's rows in the server's order: newest update first. */
export const singleSendsAdapter = createEntityAdapter<SingleSendRow>();

/** A value read for one id (a whole send, a design to start from), with its request. */
export interface Loaded<T> {
  request: RequestState;
  value: T | null;
}

const initialState = {
  sends: pagedCollection(singleSendsAdapter),
  filters: NO_FILTERS,
  categories: { request: ready(), values: [] as string[] },
  /** How many single sends the account has, whatever the filters (the 10,000 limit). */
  count: { request: ready(), value: null as number | null },
  details: {} as Record<string, Loaded<SingleSendDto>>,
  startDesigns: {} as Record<string, Loaded<StartDesign>>,
  create: { request: ready(), created: null as { id: string; channel: SingleSendDto['channel'] } | null },
  duplicates: {} as RequestMap,
  deletes: {} as RequestMap,
  bulkDelete: bulkDeleteState(),
};

export type SingleSendsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    singleSends: SingleSendsState;
  }
}

// A new or duplicated send was updated last, so it is first.
const paged = pagedCollectionReducers(singleSendsAdapter, (state: SingleSendsState) => state.sends, { placeCreated: 'start' });

const loadStarted = <T>(values: Record<string, Loaded<T>>, id: string) => {
  values[id] = { value: values[id]?.value ?? null, request: started(values[id]?.request ?? ready()) };
};
const loadFailed = <T>(values: Record<string, Loaded<T>>, id: string, error: ApiError) => {
  values[id] = { value: values[id]?.value ?? null, request: failed(values[id]?.request ?? ready(), error) };
};
const countChanged = (state: SingleSendsState, by: number) => {
  if (state.count.value !== null) state.count.value = Math.max(0, state.count.value + by);
};
const duplicateRequests = rowRequestReducers((state: SingleSendsState) => state.duplicates);
const deleteRequests = rowRequestReducers((state: SingleSendsState) => state.deletes);
const bulk = bulkDeleteReducers(
  (state: SingleSendsState) => state.bulkDelete,
  (state, action) => {
    paged.removed(state, action);
    countChanged(state, -1);
  },
);

const rowOf = (send: SingleSendDto): SingleSendRow => ({
  id: send.id,
  name: send.name,
  status: send.status,
  channel: send.channel,
  categories: send.categories,
  sendAt: send.send_at,
  isAbTest: send.abtest !== null,
  updatedAt: send.updated_at,
});

const singleSendsSlice = createSlice({
  name: 'singleSends',
  initialState,
  reducers: {
    /** Loads pages of the index with the current filters (see PageLoad). */
    singleSendsRequested: paged.requested,
    singleSendsPageLoaded: paged.pageLoaded,
    singleSendsLoadFailed: paged.failed,

    /** New filters: the epic reads the first page again once typing pauses. */
    filtersChanged(state, action: PayloadAction<SingleSendFilters>) {
      state.filters = action.payload;
    },

    categoriesRequested(state) {
      state.categories.request = started(state.categories.request);
    },
    categoriesLoaded(state, action: PayloadAction<string[]>) {
      state.categories = { request: succeeded(state.categories.request), values: action.payload };
    },
    categoriesLoadFailed(state, action: PayloadAction<ApiError>) {
      state.categories.request = failed(state.categories.request, action.payload);
    },

    countRequested(state) {
      state.count.request = started(state.count.request);
    },
    countLoaded(state, action: PayloadAction<number>) {
      state.count = { request: succeeded(state.count.request), value: action.payload };
    },
    countLoadFailed(state, action: PayloadAction<ApiError>) {
      state.count.request = failed(state.count.request, action.payload);
    },

    detailRequested(state, action: PayloadAction<{ id: string }>) {
      loadStarted(state.details, action.payload.id);
    },
    detailLoaded(state, action: PayloadAction<SingleSendDto>) {
      const id = action.payload.id;
      state.details[id] = { value: action.payload, request: succeeded(state.details[id]?.request ?? ready()) };
    },
    detailLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      loadFailed(state.details, action.payload.id, action.payload.error);
    },

    /** `system`: the selector said it is a system design. */
    startDesignRequested(state, action: PayloadAction<{ id: string; system?: boolean }>) {
      loadStarted(state.startDesigns, action.payload.id);
    },
    startDesignLoaded(state, action: PayloadAction<StartDesign>) {
      const id = action.payload.id;
      state.startDesigns[id] = { value: action.payload, request: succeeded(state.startDesigns[id]?.request ?? ready()) };
    },
    startDesignLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      loadFailed(state.startDesigns, action.payload.id, action.payload.error);
    },

    /** Makes a draft from `start`; the screen that asked opens its editor. */
    createRequested(state, _action: PayloadAction<{ name: string; start: SingleSendStart }>) {
      state.create = { request: started(state.create.request), created: null };
    },
    created(state, action: PayloadAction<SingleSendDto>) {
      paged.created(state, { type: action.type, payload: rowOf(action.payload) });
      state.create = { request: succeeded(state.create.request), created: { id: action.payload.id, channel: action.payload.channel } };
      countChanged(state, 1);
    },
    createFailed(state, action: PayloadAction<ApiError>) {
      state.create.request = failed(state.create.request, action.payload);
    },
    createReset(state) {
      state.create = { request: ready(), created: null };
    },

    duplicateRequested: duplicateRequests.started,
    duplicated(state, action: PayloadAction<{ id: string; copy: SingleSendDto }>) {
      paged.created(state, { type: action.type, payload: rowOf(action.payload.copy) });
      rowSucceeded(state.duplicates, action.payload.id);
      countChanged(state, 1);
    },
    duplicateFailed: duplicateRequests.failed,

    deleteRequested: deleteRequests.started,
    deleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.details[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
      countChanged(state, -1);
    },
    deleteFailed: deleteRequests.failed,
    deleteReset: deleteRequests.reset,

    bulkDeleteRequested: bulk.requested,
    bulkDeleteProgressed: bulk.progressed,
    bulkDeleteFinished: bulk.finished,
    bulkDeleteFailed: bulk.failed,
    bulkDeleteReset: bulk.reset,
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectSingleSendsState = (state: AppState): SingleSendsState => singleSendsSlice.selectSlice(state);

export const {
  singleSendsRequested,
  singleSendsPageLoaded,
  singleSendsLoadFailed,
  filtersChanged,
  categoriesRequested,
  categoriesLoaded,
  categoriesLoadFailed,
  countRequested,
  countLoaded,
  countLoadFailed,
  detailRequested,
  detailLoaded,
  detailLoadFailed,
  startDesignRequested,
  startDesignLoaded,
  startDesignLoadFailed,
  createRequested,
  created,
  createFailed,
  createReset,
  duplicateRequested,
  duplicated,
  duplicateFailed,
  deleteRequested,
  deleted,
  deleteFailed,
  deleteReset,
  bulkDeleteRequested,
  bulkDeleteProgressed,
  bulkDeleteFinished,
  bulkDeleteFailed,
  bulkDeleteReset,
} = singleSendsSlice.actions;
