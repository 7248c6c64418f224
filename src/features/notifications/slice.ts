import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import type { RequestMap } from '@/shared/request-state/request-map';
import type { Recipient, RecipientFormValues } from './types';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';

/** In the order they were added, as the server lists them. */
export const recipientsAdapter = createEntityAdapter<Recipient>({
  sortComparer: (a, b) => a.created.localeCompare(b.created) || a.email.localeCompare(b.email),
});

export type RecipientOperation = 'list' | 'create';

const initialState = recipientsAdapter.getInitialState({
  requests: { list: ready(), create: ready() } as Record<RecipientOperation, RequestState>,
  deletes: {} as RequestMap,
});

export type NotificationRecipientsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    notificationRecipients: NotificationRecipientsState;
  }
}

const { list, op, deletes } = entityReducers(recipientsAdapter, (state: NotificationRecipientsState) => state);

const recipientsSlice = createSlice({
  name: 'notificationRecipients',
  initialState,
  reducers: {
    recipientsRequested: list.started,
    recipientsLoaded: list.loaded,
    recipientsLoadFailed: list.failed,

    recipientCreateRequested: op.started<RecipientFormValues>('create'),
    recipientCreated: op.saved('create'),
    recipientCreateFailed: op.failed('create'),
    recipientRequestReset: op.reset,

    recipientDeleteRequested: deletes.started,
    recipientDeleted: deletes.deleted,
    recipientDeleteFailed: deletes.failed,
    recipientDeleteReset: deletes.reset,
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectNotificationRecipientsState = (state: AppState): NotificationRecipientsState => recipientsSlice.selectSlice(state);

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
