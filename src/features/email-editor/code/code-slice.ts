import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { ready, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { HandlebarsIssue } from '../checks/pre-send-checks';
import { editorClosed } from '../slice';

export interface EditorCodeState {
  /** The Handlebars issues of each open session's content, by session key (checked as the author types). */
  handlebarsIssues: Record<string, HandlebarsIssue[]>;
  /** Converting a session's design to code, by session key. */
  conversions: RequestMap;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditorCode: EditorCodeState;
  }
}

const initialState: EditorCodeState = { handlebarsIssues: {}, conversions: {} };

type Keyed<T = object> = PayloadAction<{ key: string } & T>;

const codeSlice = createSlice({
  // Types begin with "emailEditor/", so the editor's lazily loaded epics start on them.
  name: 'emailEditor/code',
  reducerPath: 'emailEditorCode',
  initialState,
  reducers: {
    handlebarsChecked(state, { payload }: Keyed<{ issues: HandlebarsIssue[] }>) {
      state.handlebarsIssues[payload.key] = payload.issues;
    },
    convertToCodeRequested(state, { payload }: Keyed) {
      rowStarted(state.conversions, payload.key);
    },
    convertedToCode(state, { payload }: Keyed) {
      rowSucceeded(state.conversions, payload.key);
    },
    convertToCodeFailed(state, { payload }: Keyed<{ error: ApiError }>) {
      rowFailed(state.conversions, payload.key, payload.error);
    },
    convertToCodeReset(state, { payload }: Keyed) {
      rowReset(state.conversions, payload.key);
    },
  },
  extraReducers: (builder) =>
    builder.addCase(editorClosed, (state, { payload }) => {
      delete state.handlebarsIssues[payload.key];
      delete state.conversions[payload.key];
    }),
}).injectInto(rootReducer);

const NO_ISSUES: readonly HandlebarsIssue[] = [];
const READY: RequestState = ready();

/**
 * The Handlebars issues of a session's content: while there are any, hosts block sending and setting
 * live. Empty until the first check (a few hundred milliseconds after the editor opens).
 */
export const selectHandlebarsIssues = (state: AppState, key: string): readonly HandlebarsIssue[] =>
  codeSlice.selectSlice(state).handlebarsIssues[key] ?? NO_ISSUES;

export const selectConversion = (state: AppState, key: string): RequestState => codeSlice.selectSlice(state).conversions[key] ?? READY;

export const { handlebarsChecked, convertToCodeRequested, convertedToCode, convertToCodeFailed, convertToCodeReset } = codeSlice.actions;
