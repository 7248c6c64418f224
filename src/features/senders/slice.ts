import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { Sender, SenderFormValues, SenderPayload } from './types';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';

export const sendersAdapter = createEntityAdapter<Sender>({
  sortComparer: (a, b) => a.nickname.localeCompare(b.nickname, undefined, { sensitivity: 'base' }),
});

export type SenderOperation = 'list' | 'create' | 'update';

const initialState = sendersAdapter.getInitialState({
  requests: { list: ready(), create: ready(), update: ready() } as Record<SenderOperation, RequestState>,
  deletes: {} as RequestMap,
  resends: {} as RequestMap,
});

export type SendersState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    senders: SendersState;
  }
}

const { list, op, deletes } = entityReducers(sendersAdapter, (state: SendersState) => state);

const sendersSlice = createSlice({
  name: 'senders',
  initialState,
  reducers: {
    sendersRequested: list.started,
    sendersLoaded: list.loaded,
    sendersLoadFailed: list.failed,

    senderCreateRequested: op.started<SenderFormValues>('create'),
    senderCreated: op.saved('create'),
    senderCreateFailed: op.failed('create'),

    senderUpdateRequested: op.started<{ id: string; changes: Partial<SenderPayload> }>('update'),
    senderUpdated: op.saved('update'),
    senderUpdateFailed: op.failed('update'),

    senderRequestReset: op.reset,

    senderDeleteRequested: deletes.started,
    senderDeleted: deletes.deleted,
    senderDeleteFailed: deletes.failed,
    senderDeleteReset: deletes.reset,

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
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectSendersState = (state: AppState): SendersState => sendersSlice.selectSlice(state);

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
