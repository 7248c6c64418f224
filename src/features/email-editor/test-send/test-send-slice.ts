import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { editorClosed } from '../slice';

/** The test send of each editor session, by session key. */
export type TestSendState = RequestMap;

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditorTestSend: TestSendState;
  }
}

export interface TestSendRequest {
  key: string;
  emails: string[];
  /** The sender chosen in the dialog, when the host did not name one. */
  senderId?: string;
}

const testSendSlice = createSlice({
  name: 'emailEditor/testSend',
  reducerPath: 'emailEditorTestSend',
  initialState: {} as TestSendState,
  reducers: {
    testSendRequested(state, { payload }: PayloadAction<TestSendRequest>) {
      rowStarted(state, payload.key);
    },
    testSent(state, { payload }: PayloadAction<{ key: string }>) {
      rowSucceeded(state, payload.key);
    },
    testSendFailed(state, { payload }: PayloadAction<{ key: string; error: ApiError }>) {
      rowFailed(state, payload.key, payload.error);
    },
    testSendReset(state, { payload }: PayloadAction<{ key: string }>) {
      rowReset(state, payload.key);
    },
  },
  extraReducers: (builder) =>
    builder.addCase(editorClosed, (state, { payload }) => {
      delete state[payload.key];
    }),
}).injectInto(rootReducer);

const READY: RequestState = ready();

export const selectTestSendRequest = (state: AppState, key: string): RequestState => testSendSlice.selectSlice(state)[key] ?? READY;

export const { testSendRequested, testSent, testSendFailed, testSendReset } = testSendSlice.actions;
