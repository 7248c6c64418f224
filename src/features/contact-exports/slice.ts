import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import type { RequestMap } from '@/shared/request-state/request-map';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { failed, started, succeeded } from '@/shared/request-state/request-state';
import type { ApiError } from '@/shared/api/errors';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContactExport, ExportRequest, SegmentOption } from './types';

/** Newest first, as Active Exports shows them. */
export const exportsAdapter = createEntityAdapter<ContactExport>({
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
});

export type ExportOperation = 'list' | 'start';

const initialState = exportsAdapter.getInitialState({
  requests: { list: ready(), start: ready() } as Record<ExportOperation, RequestState>,
  deletes: {} as RequestMap,
  /** The segments an export from Active Exports may be of (name and id only). */
  segmentOptions: { items: [] as SegmentOption[], request: ready() as RequestState },
});

export type ContactExportsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    contactExports: ContactExportsState;
  }
}

const { list, op, deletes } = entityReducers(exportsAdapter, (state: ContactExportsState) => state);

const contactExportsSlice = createSlice({
  name: 'contactExports',
  initialState,
  reducers: {
    exportsRequested: list.started,
    exportsLoaded: list.loaded,
    exportsLoadFailed: list.failed,

    exportRequested: op.started<ExportRequest>('start'),
    /** The new export, pending, until the list is read again. */
    exportStarted: op.saved('start'),
    exportStartFailed: op.failed('start'),
    exportRequestReset: op.reset,

    exportDeleteRequested: deletes.started,
    exportDeleted: deletes.deleted,
    exportDeleteFailed: deletes.failed,
    exportDeleteReset: deletes.reset,

    segmentOptionsRequested(state) {
      state.segmentOptions.request = started(state.segmentOptions.request);
    },
    segmentOptionsLoaded(state, action: PayloadAction<SegmentOption[]>) {
      state.segmentOptions.items = action.payload;
      state.segmentOptions.request = succeeded(state.segmentOptions.request);
    },
    segmentOptionsFailed(state, action: PayloadAction<ApiError>) {
      state.segmentOptions.request = failed(state.segmentOptions.request, action.payload);
    },
  },
}).injectInto(rootReducer);

export const selectContactExportsState = (state: AppState): ContactExportsState => contactExportsSlice.selectSlice(state);

export const {
  exportsRequested,
  exportsLoaded,
  exportsLoadFailed,
  exportRequested,
  exportStarted,
  exportStartFailed,
  exportRequestReset,
  exportDeleteRequested,
  exportDeleted,
  exportDeleteFailed,
  exportDeleteReset,
  segmentOptionsRequested,
  segmentOptionsLoaded,
  segmentOptionsFailed,
} = contactExportsSlice.actions;
