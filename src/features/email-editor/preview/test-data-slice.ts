import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { editorClosed, testDataEdited } from '../slice';

/** The test data typed for each open editor session (JSON text, as typed), by session key. */
export type TestDataState = Record<string, string>;

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditorTestData: TestDataState;
  }
}

const testDataSlice = createSlice({
  name: 'emailEditor/testData',
  reducerPath: 'emailEditorTestData',
  initialState: {} as TestDataState,
  reducers: {
    /** The host opened a session with its stored test data: nothing is unsaved. */
    testDataLoaded(state, { payload }: PayloadAction<{ key: string; text: string }>) {
      state[payload.key] = payload.text;
    },
  },
  extraReducers: (builder) =>
    builder
      // Typed by the user: an editor action, since a host that saves test data gets unsaved work (slice.ts).
      .addCase(testDataEdited, (state, { payload }) => {
        state[payload.key] = payload.text;
      })
      .addCase(editorClosed, (state, { payload }) => {
        delete state[payload.key];
      }),
}).injectInto(rootReducer);

export const selectTestDataText = (state: AppState, key: string): string => testDataSlice.selectSlice(state)[key] ?? '';

export const { testDataLoaded } = testDataSlice.actions;
export { testDataEdited };
