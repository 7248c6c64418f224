import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { BulkReport } from '@/shared/bulk/bulk-report';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { AutomationDto } from '@/shared/sending/automation';
import type { AutomationTemplateKey } from '@/shared/sending/automation-limits';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { BulkTarget } from '@/shared/ui/data-table/selection-model';
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
  /** `request` covers reading the ids (for "all except") and sending the chunks; `report` counts the chunks. */
  bulkDelete: { request: ready(), report: null as BulkReport<string> | null },
};

export type AutomationsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automations: AutomationsState;
  }
}

// A new or duplicated automation was updated last, so it is first.
const paged = pagedCollectionReducers(automationsAdapter, (state: AutomationsState) => state.automations, { placeCreated: 'start' });

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

    duplicateRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.duplicates, action.payload.id);
    },
    duplicated(state, action: PayloadAction<{ id: string; copy: AutomationDto }>) {
      const { id, copy } = action.payload;
      paged.created(state, { type: action.type, payload: rowFrom(state, copy, id) });
      rowSucceeded(state.duplicates, id);
    },
    duplicateFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.duplicates, action.payload.id, action.payload.error);
    },

    setLiveRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.setLives, action.payload.id);
    },
    setLive(state, action: PayloadAction<AutomationDto>) {
      paged.replaced(state, { type: action.type, payload: rowFrom(state, action.payload) });
      rowSucceeded(state.setLives, action.payload.id);
    },
    setLiveFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.setLives, action.payload.id, action.payload.error);
    },
    setLiveReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.setLives, action.payload.id);
    },

    disableRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.disables, action.payload.id);
    },
    disabled(state, action: PayloadAction<AutomationDto>) {
      paged.replaced(state, { type: action.type, payload: rowFrom(state, action.payload) });
      rowSucceeded(state.disables, action.payload.id);
    },
    disableFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.disables, action.payload.id, action.payload.error);
    },
    disableReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.disables, action.payload.id);
    },

    deleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    deleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.names[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
    },
    deleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    deleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    /** Deletes the chosen rows, or every row matching the search but the excluded ones, 50 ids a request. */
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
