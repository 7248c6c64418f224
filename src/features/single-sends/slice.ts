import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { BulkReport } from '@/shared/bulk/bulk-report';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { BulkTarget } from '@/shared/ui/data-table/selection-model';
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
  /** `request` covers reading the ids (for "all except") and sending the chunks; `report` counts the chunks. */
  bulkDelete: { request: ready(), report: null as BulkReport<string> | null },
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

    duplicateRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.duplicates, action.payload.id);
    },
    duplicated(state, action: PayloadAction<{ id: string; copy: SingleSendDto }>) {
      paged.created(state, { type: action.type, payload: rowOf(action.payload.copy) });
      rowSucceeded(state.duplicates, action.payload.id);
      countChanged(state, 1);
    },
    duplicateFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.duplicates, action.payload.id, action.payload.error);
    },

    deleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    deleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.details[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
      countChanged(state, -1);
    },
    deleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    deleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    /** Deletes the chosen rows, or every row matching the filters but the excluded ones, 50 ids a request. */
    bulkDeleteRequested(state, _action: PayloadAction<{ target: BulkTarget }>) {
      state.bulkDelete = { request: started(state.bulkDelete.request), report: null };
    },
    bulkDeleteProgressed(state, action: PayloadAction<BulkReport<string>>) {
      state.bulkDelete.report = action.payload;
    },
    /** Every chunk answered: the deleted ids leave the list (failed chunks are in the report). */
    bulkDeleteFinished(state, action: PayloadAction<{ report: BulkReport<string>; deletedIds: string[] }>) {
      const { report, deletedIds } = action.payload;
      deletedIds.forEach((id) => paged.removed(state, { type: action.type, payload: { id } }));
      countChanged(state, -deletedIds.length);
      state.bulkDelete = {
        report,
        request: report.failed > 0 ? failed(state.bulkDelete.request, report.failures[0]!.error) : succeeded(state.bulkDelete.request),
      };
    },
    bulkDeleteFailed(state, action: PayloadAction<ApiError>) {
      state.bulkDelete.request = failed(state.bulkDelete.request, action.payload);
    },
    bulkDeleteReset(state) {
      state.bulkDelete = { request: ready(), report: null };
    },
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
