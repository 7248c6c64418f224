import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessagingService } from '@/features/integrations/types';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, reset, started, succeeded } from '@/shared/request-state/request-state';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { smsDraftOf, type SmsDraft } from './sms-draft';

const initialState = {
  id: null as string | null,
  load: ready(),
  /** The send as the server last answered it. */
  send: null as SingleSendDto | null,
  /** What the user sees and edits; saved on its own a moment after each change. */
  draft: null as SmsDraft | null,
  /** Edits made, and how many of them the server holds: unsaved while they differ. */
  edits: 0,
  savedEdits: 0,
  save: ready(),
  savedAt: null as string | null,
  /** null until read; `connected: false` when no Twilio account is connected. */
  services: { request: ready(), connected: null as boolean | null, items: [] as MessagingService[] },
  test: ready(),
};

export type SmsEditorState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    smsSingleSend: SmsEditorState;
  }
}

const smsSlice = createSlice({
  name: 'smsSingleSend',
  initialState,
  reducers: {
    smsEditorOpened(state, action: PayloadAction<{ id: string }>) {
      if (state.id !== action.payload.id) Object.assign(state, initialState, { services: state.services });
      state.id = action.payload.id;
      state.load = started(state.load);
    },
    smsSendLoaded(state, action: PayloadAction<SingleSendDto>) {
      if (state.id !== action.payload.id) return;
      state.load = succeeded(state.load);
      state.send = action.payload;
      // Edits made while the send was read again are kept.
      if (state.draft === null || state.edits === state.savedEdits) state.draft = smsDraftOf(action.payload);
    },
    smsSendLoadFailed(state, action: PayloadAction<ApiError>) {
      state.load = failed(state.load, action.payload);
    },

    /** A change in the editor; the autosave follows once typing pauses. */
    smsDraftEdited(state, action: PayloadAction<Partial<SmsDraft>>) {
      if (state.draft === null) return;
      state.draft = { ...state.draft, ...action.payload };
      state.edits += 1;
    },

    smsSaveRequested(state) {
      state.save = started(state.save);
    },
    smsSaved(state, action: PayloadAction<{ send: SingleSendDto; edits: number; at: string }>) {
      state.save = succeeded(state.save);
      state.send = action.payload.send;
      state.savedEdits = action.payload.edits;
      state.savedAt = action.payload.at;
    },
    smsSaveFailed(state, action: PayloadAction<ApiError>) {
      state.save = failed(state.save, action.payload);
    },

    smsServicesRequested(state) {
      state.services.request = started(state.services.request);
    },
    smsServicesLoaded(state, action: PayloadAction<MessagingService[] | null>) {
      state.services = { request: succeeded(state.services.request), connected: action.payload !== null, items: action.payload ?? [] };
    },
    smsServicesLoadFailed(state, action: PayloadAction<ApiError>) {
      state.services.request = failed(state.services.request, action.payload);
    },

    smsTestRequested(state, _action: PayloadAction<{ to: string }>) {
      state.test = started(state.test);
    },
    smsTestSent(state) {
      state.test = succeeded(state.test);
    },
    smsTestFailed(state, action: PayloadAction<ApiError>) {
      state.test = failed(state.test, action.payload);
    },
    smsTestReset(state) {
      state.test = reset(state.test);
    },
  },
}).injectInto(rootReducer);

export const selectSmsEditorState = (state: AppState): SmsEditorState => smsSlice.selectSlice(state);

export const {
  smsEditorOpened,
  smsSendLoaded,
  smsSendLoadFailed,
  smsDraftEdited,
  smsSaveRequested,
  smsSaved,
  smsSaveFailed,
  smsServicesRequested,
  smsServicesLoaded,
  smsServicesLoadFailed,
  smsTestRequested,
  smsTestSent,
  smsTestFailed,
  smsTestReset,
} = smsSlice.actions;
