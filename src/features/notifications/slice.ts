import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { Recipient, RecipientFormValues } from './types';

/** In the order they were added, as the server lists them. */
export const recipientsAdapter = createEntityAdapter<Recipient>({
  sortComparer: (a, b) => a.created.localeCompare(b.created) || a.email.localeCompare(b.email),
});

export type RecipientOperation = 'list' | 'create';

const initialState = recipientsAdapter.getInitialState({
  requests: { list: ready(), create: ready() } as Record<RecipientOperation, RequestState>,
  deletes: {} as RequestMap,
  /** The list was loaded at least once, so an empty list is truly empty. */
  loaded: false,
});

export type NotificationRecipientsState = typeof initialState;

const recipientsSlice = createSlice({
  name: 'notificationRecipients',
  initialState,
  reducers: {
    recipientsRequested(state) {
      state.requests.list = started(state.requests.list);
    },
    recipientsLoaded(state, action: PayloadAction<Recipient[]>) {
      recipientsAdapter.setAll(state, action.payload);
      state.loaded = true;
      state.requests.list = succeeded(state.requests.list);
    },
    recipientsLoadFailed(state, action: PayloadAction<ApiError>) {
      state.requests.list = failed(state.requests.list, action.payload);
    },

    recipientCreateRequested(state, _action: PayloadAction<RecipientFormValues>) {
      state.requests.create = started(state.requests.create);
    },
    recipientCreated(state, action: PayloadAction<Recipient>) {
      recipientsAdapter.upsertOne(state, action.payload);
      state.requests.create = succeeded(state.requests.create);
    },
    recipientCreateFailed(state, action: PayloadAction<ApiError>) {
      state.requests.create = failed(state.requests.create, action.payload);
    },
    recipientRequestReset(state, action: PayloadAction<RecipientOperation>) {
      state.requests[action.payload] = reset(state.requests[action.payload]);
    },

    recipientDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    recipientDeleted(state, action: PayloadAction<{ id: string }>) {
      recipientsAdapter.removeOne(state, action.payload.id);
      rowSucceeded(state.deletes, action.payload.id);
    },
    recipientDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    recipientDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },
  },
});

export const {
  recipientsRequested,
  recipientsLoaded,
  recipientsLoadFailed,
  recipientCreateRequested,
  recipientCreated,
  recipientCreateFailed,
  recipientRequestReset,
  recipientDeleteRequested,
  recipientDeleted,
  recipientDeleteFailed,
  recipientDeleteReset,
} = recipientsSlice.actions;

export const notificationRecipientsReducer = recipientsSlice.reducer;
