import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { Sender, SenderFormValues } from './types';

export const sendersAdapter = createEntityAdapter<Sender>({
  sortComparer: (a, b) => a.nickname.localeCompare(b.nickname, undefined, { sensitivity: 'base' }),
});

export type SenderOperation = 'list' | 'create' | 'update';

const initialState = sendersAdapter.getInitialState({
  requests: { list: ready(), create: ready(), update: ready() } as Record<SenderOperation, RequestState>,
  deletes: {} as RequestMap,
  resends: {} as RequestMap,
  /** The list was loaded at least once, so an empty list is truly empty. */
  loaded: false,
});

export type SendersState = typeof initialState;

const sendersSlice = createSlice({
  name: 'senders',
  initialState,
  reducers: {
    sendersRequested(state) {
      state.requests.list = started(state.requests.list);
    },
    sendersLoaded(state, action: PayloadAction<Sender[]>) {
      sendersAdapter.setAll(state, action.payload);
      state.loaded = true;
      state.requests.list = succeeded(state.requests.list);
    },
    sendersLoadFailed(state, action: PayloadAction<ApiError>) {
      state.requests.list = failed(state.requests.list, action.payload);
    },

    senderCreateRequested(state, _action: PayloadAction<SenderFormValues>) {
      state.requests.create = started(state.requests.create);
    },
    senderCreated(state, action: PayloadAction<Sender>) {
      sendersAdapter.upsertOne(state, action.payload);
      state.requests.create = succeeded(state.requests.create);
    },
    senderCreateFailed(state, action: PayloadAction<ApiError>) {
      state.requests.create = failed(state.requests.create, action.payload);
    },

    senderUpdateRequested(state, _action: PayloadAction<{ id: string; values: SenderFormValues }>) {
      state.requests.update = started(state.requests.update);
    },
    senderUpdated(state, action: PayloadAction<Sender>) {
      sendersAdapter.upsertOne(state, action.payload);
      state.requests.update = succeeded(state.requests.update);
    },
    senderUpdateFailed(state, action: PayloadAction<ApiError>) {
      state.requests.update = failed(state.requests.update, action.payload);
    },

    senderRequestReset(state, action: PayloadAction<SenderOperation>) {
      state.requests[action.payload] = reset(state.requests[action.payload]);
    },

    senderDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    senderDeleted(state, action: PayloadAction<{ id: string }>) {
      sendersAdapter.removeOne(state, action.payload.id);
      rowSucceeded(state.deletes, action.payload.id);
    },
    senderDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    senderDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    verificationResendRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.resends, action.payload.id);
    },
    verificationResent(state, action: PayloadAction<{ id: string }>) {
      rowSucceeded(state.resends, action.payload.id);
    },
    verificationResendFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.resends, action.payload.id, action.payload.error);
    },
  },
});

export const {
  sendersRequested,
  sendersLoaded,
  sendersLoadFailed,
  senderCreateRequested,
  senderCreated,
  senderCreateFailed,
  senderUpdateRequested,
  senderUpdated,
  senderUpdateFailed,
  senderRequestReset,
  senderDeleteRequested,
  senderDeleted,
  senderDeleteFailed,
  senderDeleteReset,
  verificationResendRequested,
  verificationResent,
  verificationResendFailed,
} = sendersSlice.actions;

export const sendersReducer = sendersSlice.reducer;
