import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { SaveProblem } from '@/shared/form/save-problem/save-problem';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { initialKnownCategories, knownCategoriesReducers } from '@/shared/sending/known-categories';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { draftOf } from './draft';
import type { SettingsDraft } from './types';

export type SettingsSave = { status: 'saved'; at: number } | { status: 'unsaved' } | { status: 'saving' } | { status: 'failed'; problem: SaveProblem };

/** The send open in the editor: the server's last word, the settings on screen and how far they are saved. */
export interface EditingSend {
  id: string | null;
  request: RequestState;
  send: SingleSendDto | null;
  draft: SettingsDraft | null;
  /** Counts the edits of the settings; `savedEdits` is the count the last successful save carried. */
  edits: number;
  savedEdits: number;
  save: SettingsSave;
  /** The server's messages for the settings, by its field path (`send_to.list_ids`). */
  fieldErrors: Record<string, string>;
  /** Why the content opens otherwise than its kind says. */
  notice: string | null;
  /** Settings edited before a reload whose save did not go through, put back on screen (see epics.ts). */
  restored: boolean;
  /** After Keep mine: the newer revision (from the 409) the next settings save may overwrite. */
  keepMineOver?: string;
}

const initialEditing: EditingSend = { id: null, request: ready(), send: null, draft: null, edits: 0, savedEdits: 0, save: { status: 'saved', at: 0 }, fieldErrors: {}, notice: null, restored: false };

const initialState = {
  editing: initialEditing,
  categories: initialKnownCategories(),
};

export type SingleSendEditorState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    singleSendEditor: SingleSendEditorState;
  }
}

type ForSend<T = object> = PayloadAction<{ id: string } & T>;

const singleSendEditorSlice = createSlice({
  name: 'singleSendEditor',
  initialState,
  reducers: {
    /** Reads the send and opens its content in the email editor. */
    singleSendEditorRequested(state, { payload }: ForSend) {
      const same = state.editing.id === payload.id;
      state.editing = { ...initialEditing, id: payload.id, request: started(same ? state.editing.request : ready()) };
    },
    singleSendEditorOpened(state, { payload }: PayloadAction<{ send: SingleSendDto; notice: string | null; restoredDraft?: SettingsDraft }>) {
      const { editing } = state;
      if (editing.id !== payload.send.id) return;
      editing.request = succeeded(editing.request);
      editing.send = payload.send;
      editing.notice = payload.notice;
      editing.draft = payload.restoredDraft ?? draftOf(payload.send);
      editing.restored = payload.restoredDraft !== undefined;
      if (editing.restored) {
        editing.edits = 1;
        editing.save = { status: 'unsaved' };
      }
    },
    singleSendEditorFailed(state, { payload }: ForSend<{ error: ApiError }>) {
      if (state.editing.id === payload.id) state.editing.request = failed(state.editing.request, payload.error);
    },
    /** Any change in the settings panel; autosaved after a pause (epics.ts). */
    settingsEdited(state, { payload }: ForSend<{ changes: Partial<SettingsDraft> }>) {
      const { editing } = state;
      if (editing.id !== payload.id || !editing.draft) return;
      editing.draft = { ...editing.draft, ...payload.changes };
      editing.edits += 1;
      editing.save = { status: 'unsaved' };
    },
    /** A save of the settings (alone or with content) went out carrying the edits counted so far. */
    settingsSaveStarted(state, { payload }: ForSend) {
      if (state.editing.id === payload.id && state.editing.edits > state.editing.savedEdits) state.editing.save = { status: 'saving' };
    },
    /** The server's send after a save; `edits` is the count the save carried. */
    singleSendStored(state, { payload }: ForSend<{ send: SingleSendDto; edits: number; at: number }>) {
      const { editing } = state;
      if (editing.id !== payload.id) return;
      editing.send = payload.send;
      // A save that left before the editor was opened again counts none of the new edits.
      editing.savedEdits = Math.min(editing.edits, Math.max(editing.savedEdits, payload.edits));
      editing.fieldErrors = {};
      editing.restored = false;
      delete editing.keepMineOver;
      editing.save = editing.edits === editing.savedEdits ? { status: 'saved', at: payload.at } : { status: 'unsaved' };
    },
    settingsSaveFailed(state, { payload }: ForSend<{ error: ApiError; problem: SaveProblem }>) {
      const { editing } = state;
      if (editing.id !== payload.id) return;
      editing.save = { status: 'failed', problem: payload.problem };
      editing.fieldErrors = payload.error.fieldErrors;
    },
    /**
     * A content save that carried the settings was refused as saved elsewhere: the editor's conflict
     * dialog says so (one message), and the settings it carried wait, unsaved, for the next save.
     */
    settingsSaveInterrupted(state, { payload }: ForSend) {
      const { editing } = state;
      if (editing.id === payload.id && editing.save.status === 'saving') editing.save = { status: 'unsaved' };
    },
    /** Retry after a failed save: saves at once. */
    settingsSaveRetried(_state, _action: ForSend) {},
    /** Keep mine after a conflict: the settings are saved at once over the newer revision the 409 named. */
    settingsKeptMine(state, { payload }: ForSend<{ revision: string | undefined }>) {
      const { editing } = state;
      if (editing.id !== payload.id || !editing.send) return;
      editing.keepMineOver = payload.revision ?? editing.send.updated_at;
    },
    /** Reload after a conflict: the stored send is read again (epics.ts) and the settings' edits dropped. */
    settingsReloadRequested(_state, _action: ForSend) {},
    settingsReloaded(state, { payload }: ForSend<{ send: SingleSendDto }>) {
      const { editing } = state;
      if (editing.id !== payload.id) return;
      editing.send = payload.send;
      editing.draft = draftOf(payload.send);
      editing.savedEdits = editing.edits;
      editing.fieldErrors = {};
      editing.restored = false;
      delete editing.keepMineOver;
      editing.save = { status: 'saved', at: 0 };
    },
    /** Leaving the editor: its sessions close, and settings not saved yet are saved at once (epics.ts); the next open starts afresh. */
    singleSendEditorClosed(_state, _action: ForSend) {},

    categoriesRequested: knownCategoriesReducers.started,
    categoriesLoaded: knownCategoriesReducers.loaded,
    categoriesLoadFailed: knownCategoriesReducers.failed,
  },
}).injectInto(rootReducer);

export const selectSingleSendEditorState = (state: AppState): SingleSendEditorState => singleSendEditorSlice.selectSlice(state);

export const {
  singleSendEditorRequested,
  singleSendEditorOpened,
  singleSendEditorFailed,
  settingsEdited,
  settingsSaveStarted,
  singleSendStored,
  settingsSaveFailed,
  settingsSaveInterrupted,
  settingsSaveRetried,
  settingsKeptMine,
  settingsReloadRequested,
  settingsReloaded,
  singleSendEditorClosed,
  categoriesRequested,
  categoriesLoaded,
  categoriesLoadFailed,
} = singleSendEditorSlice.actions;
