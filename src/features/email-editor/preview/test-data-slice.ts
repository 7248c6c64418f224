import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { editorClosed } from '../slice';

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
    testDataEdited(state, { payload }: PayloadAction<{ key: string; text: string }>) {
      state[payload.key] = payload.text;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(editorClosed, (state, { payload }) => {
      delete state[payload.key];
    }),
}).injectInto(rootReducer);

export const selectTestDataText = (state: AppState, key: string): string => testDataSlice.selectSlice(state)[key] ?? '';

export const { testDataEdited } = testDataSlice.actions;
