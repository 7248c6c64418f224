import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { bulkDeleteReducers, bulkDeleteState } from '@/shared/bulk/bulk-delete-state';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { rowRequestReducers } from '@/shared/request-state/row-request-reducers';
import type { AutomationDto } from '@/shared/sending/automation';
import type { AutomationTemplateKey } from '@/shared/sending/automation-limits';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { NO_FILTERS, rowOfAutomation, type AutomationFilters, type AutomationRow } from './types';

/** The index's rows in the server's order: newest update first. */
export const automationsAdapter = createEntityAdapter<AutomationRow>();

/** The name of an automation the index does not hold (a delete route opened directly), with its request. */
export interface LoadedName {
  request: RequestState;
  name: string | null;
}

const initialState = {
  automations: pagedCollection(automationsAdapter),
  filters: NO_FILTERS,
  names: {} as Record<string, LoadedName>,
  create: { request: ready(), createdId: null as string | null },
  duplicates: {} as RequestMap,
  deletes: {} as RequestMap,
  /** A failed set live holds the server's problems in its error (400, every one of them). */
  setLives: {} as RequestMap,
  disables: {} as RequestMap,
  bulkDelete: bulkDeleteState(),
};

export type AutomationsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automations: AutomationsState;
  }
}

// A new or duplicated automation was updated last, so it is first.
const paged = pagedCollectionReducers(automationsAdapter, (state: AutomationsState) => state.automations, { placeCreated: 'start' });
const duplicateRequests = rowRequestReducers((state: AutomationsState) => state.duplicates);
const setLiveRequests = rowRequestReducers((state: AutomationsState) => state.setLives);
const disableRequests = rowRequestReducers((state: AutomationsState) => state.disables);
const deleteRequests = rowRequestReducers((state: AutomationsState) => state.deletes);
const bulk = bulkDeleteReducers((state: AutomationsState) => state.bulkDelete, paged.removed);

/** The whole automation as a row, keeping the entry's name the index holds (the whole one does not carry it). */
const rowFrom = (state: AutomationsState, dto: AutomationDto, entryOf = dto.id) => rowOfAutomation(dto, state.automations.entities[entryOf]?.entryName ?? null);

const automationsSlice = createSlice({
  name: 'automations',
  initialState,
  reducers: {
    /** Loads pages of the index with the current search (see PageLoad). */
    automationsRequested: paged.requested,
    automationsPageLoaded: paged.pageLoaded,
    automationsLoadFailed: paged.failed,

    /** A new search: the epic reads the first page again once typing pauses. */
    filtersChanged(state, action: PayloadAction<AutomationFilters>) {
      state.filters = action.payload;
    },

    nameRequested(state, action: PayloadAction<{ id: string }>) {
      const held = state.names[action.payload.id];
      state.names[action.payload.id] = { name: held?.name ?? null, request: started(held?.request ?? ready()) };
    },
    nameLoaded(state, action: PayloadAction<{ id: string; name: string }>) {
      const { id, name } = action.payload;
      state.names[id] = { name, request: succeeded(state.names[id]?.request ?? ready()) };
    },
    nameLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      const { id, error } = action.payload;
      state.names[id] = { name: state.names[id]?.name ?? null, request: failed(state.names[id]?.request ?? ready(), error) };
    },

    /** Makes a draft from a starting point (the server names it after the starting point when `name` is absent). */
    createRequested(state, _action: PayloadAction<{ template: AutomationTemplateKey; name?: string }>) {
      state.create = { request: started(state.create.request), createdId: null };
    },
    created(state, action: PayloadAction<AutomationDto>) {
      paged.created(state, { type: action.type, payload: rowFrom(state, action.payload) });
      state.create = { request: succeeded(state.create.request), createdId: action.payload.id };
    },
    createFailed(state, action: PayloadAction<ApiError>) {
      state.create.request = failed(state.create.request, action.payload);
    },
    createReset(state) {
      state.create = { request: ready(), createdId: null };
    },

    duplicateRequested: duplicateRequests.started,
    duplicated(state, action: PayloadAction<{ id: string; copy: AutomationDto }>) {
      const { id, copy } = action.payload;
      paged.created(state, { type: action.type, payload: rowFrom(state, copy, id) });
      rowSucceeded(state.duplicates, id);
    },
    duplicateFailed: duplicateRequests.failed,

    setLiveRequested: setLiveRequests.started,
    setLive(state, action: PayloadAction<AutomationDto>) {
      paged.replaced(state, { type: action.type, payload: rowFrom(state, action.payload) });
      rowSucceeded(state.setLives, action.payload.id);
    },
    setLiveFailed: setLiveRequests.failed,
    setLiveReset: setLiveRequests.reset,

    disableRequested: disableRequests.started,
    disabled(state, action: PayloadAction<AutomationDto>) {
      paged.replaced(state, { type: action.type, payload: rowFrom(state, action.payload) });
      rowSucceeded(state.disables, action.payload.id);
    },
    disableFailed: disableRequests.failed,
    disableReset: disableRequests.reset,

    deleteRequested: deleteRequests.started,
    deleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.names[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
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
export const selectAutomationsState = (state: AppState): AutomationsState => automationsSlice.selectSlice(state);

export const {
  automationsRequested,
  automationsPageLoaded,
  automationsLoadFailed,
  filtersChanged,
  nameRequested,
  nameLoaded,
  nameLoadFailed,
  createRequested,
  created,
  createFailed,
  createReset,
  duplicateRequested,
  duplicated,
  duplicateFailed,
  setLiveRequested,
  setLive,
  setLiveFailed,
  setLiveReset,
  disableRequested,
  disabled,
  disableFailed,
  disableReset,
  deleteRequested,
  deleted,
  deleteFailed,
  deleteReset,
  bulkDeleteRequested,
  bulkDeleteProgressed,
  bulkDeleteFinished,
  bulkDeleteFailed,
  bulkDeleteReset,
} = automationsSlice.actions;
