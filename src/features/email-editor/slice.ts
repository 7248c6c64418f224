import { createSlice, original, type Action, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { EMPTY, of, type Observable } from 'rxjs';
import { catchError, filter, map, mergeMap } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { savedElsewhere } from '@/shared/api/edit-precondition';
import type { ApiError } from '@/shared/api/errors';
import { isRetryableSaveFailure, saveFailureMessage } from '@/shared/form/save-failure';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { editContent, editTestData, failRefresh, failSave, finishSave, keepMine, markConflict, openSession, redoEdit, refreshSession, startSave, undoEdit, type OpenSession } from './session';
import type { EditorSession, EmailContent } from './session-types';

export type { EditorKind, EditorSession, EmailContent, SaveState } from './session-types';

/** Every open editor session, by the key its host chose. */
export interface EmailEditorState {
  sessions: Record<string, EditorSession>;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditor: EmailEditorState;
  }
}

const initialState: EmailEditorState = { sessions: {} };

type Keyed<T = object> = PayloadAction<{ key: string } & T>;

/**
 * Applies a pure session change to the stored session (the draft's original, so the history's
 * snapshots are compared and shared as plain objects). A session that is not open is left alone.
 */
function change(state: Draft<EmailEditorState>, key: string, update: (session: EditorSession) => EditorSession): void {
  const session = (original(state) ?? (state as EmailEditorState)).sessions[key];
  if (!session) return;
  const next = update(session);
  if (next !== session) state.sessions[key] = next as Draft<EditorSession>;
}

const emailEditorSlice = createSlice({
  name: 'emailEditor',
  initialState,
  reducers: {
    editorOpened: {
      reducer(state, { payload }: PayloadAction<OpenSession & { openedAt: number }>) {
        state.sessions[payload.key] = openSession(payload, payload.openedAt) as Draft<EditorSession>;
      },
      prepare: (session: OpenSession & { openedAt?: number }) => ({ payload: { ...session, openedAt: session.openedAt ?? Date.now() } }),
    },
    /** Every edit (canvas, code, image manager, convert); recorded in the history. */
    contentEdited(state, { payload }: Keyed<{ content: EmailContent; mergeKey?: string }>) {
      change(state, payload.key, (session) => editContent(session, payload.content, payload.mergeKey));
    },
    undoRequested(state, { payload }: Keyed) {
      change(state, payload.key, undoEdit);
    },
    redoRequested(state, { payload }: Keyed) {
      change(state, payload.key, redoEdit);
    },
    /**
     * The user typed test data (the preview's test data panel). A host that saves it with the content
     * (`savesTestData`) gets unsaved work, so it autosaves and a failure or a conflict is shown like a content
     * edit's; test-data-slice.ts keeps the text.
     */
    testDataEdited(state, { payload }: Keyed<{ text: string }>) {
      change(state, payload.key, editTestData);
    },
    moduleSelected(state, { payload }: Keyed<{ moduleId: string | null }>) {
      change(state, payload.key, (session) => (session.selectedModuleId === payload.moduleId ? session : { ...session, selectedModuleId: payload.moduleId }));
    },
    /** Sent by the autosave; the host's epic saves `content` and answers with one of the three below. */
    editorSaveRequested(state, { payload }: Keyed<{ content: EmailContent; revision: string }>) {
      change(state, payload.key, (session) => startSave(session, payload.content));
    },
    editorSaveSucceeded(state, { payload }: Keyed<{ revision: string; at: number }>) {
      change(state, payload.key, (session) => finishSave(session, payload.revision, payload.at));
    },
    editorSaveFailed(state, { payload }: Keyed<{ message: string }>) {
      change(state, payload.key, (session) => failSave(session, payload.message));
    },
    /**
     * By the host (the server's version differs; pass it as `revision` when known) or by another tab's save.
     * A session with unsaved work gets the conflict; one without is refreshed (editorRefreshRequested).
     */
    editorSaveConflicted(state, { payload }: Keyed<{ revision?: string }>) {
      change(state, payload.key, (session) => markConflict(session, payload.revision));
    },
    /** Sent by the editor (conflict-epics.ts): the host reads its stored version and answers with one of the two below. */
    editorRefreshRequested(_state, _action: Keyed) {},
    editorRefreshed(state, { payload }: Keyed<{ content: EmailContent; revision: string; at: number }>) {
      change(state, payload.key, (session) => refreshSession(session, payload.content, payload.revision, payload.at));
    },
    editorRefreshFailed(state, { payload }: Keyed<{ revision?: string }>) {
      change(state, payload.key, (session) => failRefresh(session, payload.revision));
    },
    /**
     * The host saved something else of what is edited (its settings: a version's name, a message's inbox
     * options), which moved its `updated_at`: the next content save starts from that revision.
     */
    editorRevised(state, { payload }: Keyed<{ revision: string }>) {
      change(state, payload.key, (session) => (session.revision === payload.revision ? session : { ...session, revision: payload.revision }));
    },
    /** Retry after a failed save: saves at once. */
    editorSaveRetried(_state, _action: Keyed) {},
    /** The conflict's "Keep mine": the content on screen is saved over the other version at once. */
    editorKeepMineChosen(state, { payload }: Keyed) {
      change(state, payload.key, keepMine);
    },
    /** The conflict's "Reload": the page reloads with the saved version. */
    editorReloadRequested(_state, _action: Keyed) {},
    /** The host's settings that a test send carries changed (a single send's sender, subject or unsubscribe choice). */
    editorTestSendTargetChanged(state, { payload }: Keyed<{ testSend: EditorSession['testSend'] }>) {
      change(state, payload.key, (session) => ({ ...session, testSend: payload.testSend }));
    },
    /** The host renamed what is edited (a version's name saved in its settings): the header says so at once. */
    editorRetitled(state, { payload }: Keyed<{ title: string }>) {
      change(state, payload.key, (session) => (session.title === payload.title ? session : { ...session, title: payload.title }));
    },
    /** Something worth counting happened in the editor (preview opened, test send opened…); see editor-analytics.ts. */
    editorEventTracked(_state, _action: Keyed<{ name: string }>) {},
    editorClosed(state, { payload }: Keyed) {
      delete state.sessions[payload.key];
    },
  },
}).injectInto(rootReducer);

export const selectEmailEditorState = (state: AppState): EmailEditorState => emailEditorSlice.selectSlice(state);

export const {
  editorOpened,
  contentEdited,
  undoRequested,
  redoRequested,
  testDataEdited,
  moduleSelected,
  editorSaveRequested,
  editorSaveSucceeded,
  editorSaveFailed,
  editorSaveConflicted,
  editorRefreshRequested,
  editorRefreshed,
  editorRefreshFailed,
  editorRevised,
  editorSaveRetried,
  editorKeepMineChosen,
  editorReloadRequested,
  editorEventTracked,
  editorTestSendTargetChanged,
  editorRetitled,
  editorClosed,
} = emailEditorSlice.actions;

export const emailEditorReducer = emailEditorSlice.reducer;

/**
 * A host's answer to a content save that failed: a 409 (saved elsewhere since the revision the save
 * named, src/shared/api/edit-precondition.ts) is a conflict the user settles with Reload or Keep mine;
 * anything else a failure with Retry. A time-out, no network or a 5xx reads as in every form of the product
 * (save-failure.ts), whatever the host; the host's own words say the rest (a 404: it is gone).
 */
export function saveFailedAnswer(key: string, error: ApiError, failureMessage: string): Action {
  const elsewhere = savedElsewhere(error);
  if (elsewhere) return editorSaveConflicted({ key, ...elsewhere });
  return editorSaveFailed({ key, message: isRetryableSaveFailure(error) ? saveFailureMessage(error) : failureMessage });
}

/** What a host reads back for the editor: the stored content, opened as the editor holds it, and its revision. */
export interface StoredContent {
  content: EmailContent;
  revision: string;
}

export interface StoredContentSource<Ids> {
  /** The host's ids in an editor session key; null or undefined for another host's session (ignored). */
  parseKey: (key: string) => Ids | null | undefined;
  /** Reads the stored object the session edits. An error (a failed request, or a throw: it is gone) fails the refresh. */
  read: (api: ApiClient, ids: Ids) => Observable<StoredContent>;
}

/**
 * A host's answer to editorRefreshRequested (conflict-epics: saved elsewhere while this tab had nothing
 * unsaved): it reads the stored version, which replaces the one on screen (editorRefreshed), or, when the
 * read fails, editorRefreshFailed: a conflict the user settles, since the tab is out of date. It lives
 * here because hosts may take only types, selectors and slice from this feature (.eslintrc.cjs).
 *
 * Wiring: each host adds one to its epics, giving only how to parse its session keys and read its object:
 * `refreshStoredContentEpic({ parseKey: designIdOfSessionKey, read: (api, id) => fetchDesign(api, id).pipe(map(toStoredContent)) })`.
 *
 * mergeMap: reads of different sessions are independent, and two reads of one session read the same object.
 */
export const refreshStoredContentEpic =
  <Ids>({ parseKey, read }: StoredContentSource<Ids>): AppEpic =>
  (action$, _state$, { api, clock }) =>
    action$.pipe(
      filter(editorRefreshRequested.match),
      mergeMap(({ payload: { key } }): Observable<Action> => {
        const ids = parseKey(key);
        if (ids === undefined || ids === null) return EMPTY;
        return read(api, ids).pipe(
          map(({ content, revision }) => editorRefreshed({ key, content, revision, at: clock.now() })),
          catchError(() => of(editorRefreshFailed({ key }))),
        );
      }),
    );
