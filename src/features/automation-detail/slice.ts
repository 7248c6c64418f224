import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { SaveProblem } from '@/shared/form/save-problem/save-problem';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AutomationDto, BranchCondition } from '@/shared/sending/automation';
import type { AutomationMessageField } from '@/shared/sending/automation-readiness';
import { initialKnownCategories, knownCategoriesReducers } from '@/shared/sending/known-categories';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { draftOf, rebaseDraft } from './draft';
import type { AutomationDraft, EntryDraft, MessageDraft, PlacedProblem, ProblemPlace } from './types';

/** A status change that did not go through, and which one Retry or Keep mine repeats. */
export interface StatusProblem {
  change: 'live' | 'disable';
  problem: SaveProblem;
}

/** The automation open in the detail form: the server's last word, the form's values, and its requests. */
export interface AutomationDetail {
  id: string | null;
  request: RequestState;
  automation: AutomationDto | null;
  draft: AutomationDraft | null;
  /** The entry criteria while they are being edited (Edit … Done or Cancel); null otherwise. */
  entryEditing: EntryDraft | null;
  save: RequestState;
  /** The values a save in flight carries: its answer keeps what was typed since. */
  saving: AutomationDraft | null;
  /** Why the last save did not land (failed, timed out, or saved elsewhere), shown next to the form until the next save. */
  saveProblem: SaveProblem | undefined;
  /** After Keep mine: the newer revision (from the 409) the next save may overwrite. */
  keepMineOver: string | undefined;
  live: RequestState;
  disable: RequestState;
  /** Why the last Set live or Disable did not go through (failed, timed out, or saved elsewhere), shown next to them. */
  statusProblem: StatusProblem | undefined;
  /** Adding or removing a branching step, deleting an email: server calls that change the steps at once. */
  structure: RequestState;
  /** Whether Validate (or Set live) ran: from then on the set-live rules are checked again after each change. */
  validated: boolean;
  /** The set-live rules' problems on the form's values (when `validated`). */
  checks: PlacedProblem[];
  /** The server's problems from the last refused save or set live, until their field is edited. */
  refused: PlacedProblem[];
}

const initialDetail: AutomationDetail = {
  id: null,
  request: ready(),
  automation: null,
  draft: null,
  entryEditing: null,
  save: ready(),
  saving: null,
  saveProblem: undefined,
  keepMineOver: undefined,
  live: ready(),
  disable: ready(),
  statusProblem: undefined,
  structure: ready(),
  validated: false,
  checks: [],
  refused: [],
};

const initialState = {
  detail: initialDetail,
  categories: initialKnownCategories(),
};

export type AutomationDetailState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automationDetail: AutomationDetailState;
  }
}

type ForAutomation<T = object> = PayloadAction<{ id: string } & T>;

const PLACE_OF: Partial<Record<keyof AutomationDraft, ProblemPlace>> = {
  name: 'name',
  entry: 'entry',
  exitCriteria: 'exit_criteria',
  goal: 'goal',
  ipPool: 'ip_pool',
  categories: 'categories',
  unsubscribeMode: 'unsubscribe',
  groupId: 'unsubscribe',
  customUnsubscribeUrl: 'unsubscribe',
};

const MESSAGE_FIELD_OF: Record<keyof MessageDraft, AutomationMessageField> = {
  amount: 'delay',
  unit: 'delay',
  after: 'delay',
  senderId: 'sender',
  subject: 'subject',
  preheader: 'handlebars',
};

/** Takes in the server's newer automation, keeping what was typed since `reference`. */
function stored(detail: AutomationDetail, automation: AutomationDto, reference: AutomationDraft | null) {
  const { draft } = detail;
  detail.draft = draft && reference ? rebaseDraft(draft, reference, automation) : draftOf(automation);
  detail.automation = automation;
}

const automationDetailSlice = createSlice({
  name: 'automationDetail',
  initialState,
  reducers: {
    /**
     * Reads the automation. Opening the one already held (back from its email editor or contact list)
     * keeps the form's unsaved values over the fresh copy; another one starts afresh.
     */
    automationDetailRequested(state, { payload }: ForAutomation) {
      const same = state.detail.id === payload.id;
      if (!same) state.detail = { ...initialDetail, id: payload.id };
      state.detail.request = started(state.detail.request);
    },
    automationDetailOpened(state, { payload }: PayloadAction<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.automation.id) return;
      detail.request = succeeded(detail.request);
      stored(detail, payload.automation, detail.automation && draftOf(detail.automation));
    },
    automationDetailFailed(state, { payload }: ForAutomation<{ error: ApiError }>) {
      if (state.detail.id === payload.id) state.detail.request = failed(state.detail.request, payload.error);
    },

    draftEdited(state, { payload }: ForAutomation<{ changes: Partial<AutomationDraft> }>) {
      const { detail } = state;
      if (detail.id !== payload.id || !detail.draft) return;
      detail.draft = { ...detail.draft, ...payload.changes };
      const places = new Set(Object.keys(payload.changes).map((key) => PLACE_OF[key as keyof AutomationDraft]));
      detail.refused = detail.refused.filter((problem) => !places.has(problem.place));
    },
    messageEdited(state, { payload }: ForAutomation<{ number: number; changes: Partial<MessageDraft> }>) {
      const { detail } = state;
      const message = detail.draft?.messages[payload.number];
      if (detail.id !== payload.id || !detail.draft || !message) return;
      detail.draft.messages[payload.number] = { ...message, ...payload.changes };
      const fields = new Set(Object.keys(payload.changes).map((key) => MESSAGE_FIELD_OF[key as keyof MessageDraft]));
      detail.refused = detail.refused.filter((problem) => problem.messageNumber !== payload.number || (problem.messageField !== undefined && !fields.has(problem.messageField)));
    },
    branchConditionEdited(state, { payload }: ForAutomation<{ branchId: string; condition: BranchCondition }>) {
      const { detail } = state;
      if (detail.id === payload.id && detail.draft) detail.draft.branches[payload.branchId] = payload.condition;
    },
    /** Back to the stored automation's values. */
    draftDiscarded(state, { payload }: ForAutomation) {
      const { detail } = state;
      if (detail.id !== payload.id || !detail.automation) return;
      detail.draft = draftOf(detail.automation);
      detail.entryEditing = null;
      detail.saveProblem = undefined;
      detail.refused = [];
      detail.checks = [];
      detail.validated = false;
    },

    entryEditStarted(state, { payload }: ForAutomation) {
      const { detail } = state;
      if (detail.id === payload.id && detail.draft) detail.entryEditing = { ...detail.draft.entry };
    },
    entryEditChanged(state, { payload }: ForAutomation<{ changes: Partial<EntryDraft> }>) {
      const { detail } = state;
      if (detail.id === payload.id && detail.entryEditing) detail.entryEditing = { ...detail.entryEditing, ...payload.changes };
    },
    /** Done puts the choice in the form (`apply`), Cancel forgets it. */
    entryEditStopped(state, { payload }: ForAutomation<{ apply: boolean }>) {
      const { detail } = state;
      if (detail.id !== payload.id || !detail.draft || !detail.entryEditing) return;
      if (payload.apply) {
        detail.draft.entry = detail.entryEditing;
        detail.refused = detail.refused.filter((problem) => problem.place !== 'entry');
      }
      detail.entryEditing = null;
    },

    saveRequested(state, { payload }: ForAutomation) {
      if (state.detail.id !== payload.id) return;
      state.detail.save = started(state.detail.save);
      state.detail.saveProblem = undefined;
    },
    /** Keep mine after a conflict: save again over the newer revision the 409 named. */
    saveOverRequested(state, { payload }: ForAutomation<{ revision: string | undefined }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.keepMineOver = payload.revision ?? detail.automation?.updated_at;
      detail.save = started(detail.save);
      detail.saveProblem = undefined;
    },
    /** Reload after a conflict: read the stored automation again and drop the form's edits. */
    reloadRequested(state, { payload }: ForAutomation) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.request = started(detail.request);
      detail.saveProblem = undefined;
      detail.statusProblem = undefined;
    },
    reloaded(state, { payload }: PayloadAction<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.automation.id) return;
      detail.request = succeeded(detail.request);
      detail.automation = payload.automation;
      detail.draft = draftOf(payload.automation);
      detail.keepMineOver = undefined;
      detail.entryEditing = null;
      detail.refused = [];
    },
    saveSent(state, { payload }: ForAutomation<{ draft: AutomationDraft }>) {
      if (state.detail.id === payload.id) state.detail.saving = payload.draft;
    },
    automationSaved(state, { payload }: ForAutomation<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      stored(detail, payload.automation, detail.saving);
      detail.saving = null;
      detail.keepMineOver = undefined;
      detail.save = succeeded(detail.save);
      detail.refused = [];
    },
    /** A save that did not go out (problems found first) or that the server refused; the form keeps its values. */
    saveFailed(state, { payload }: ForAutomation<{ error: ApiError; problems: PlacedProblem[]; problem?: SaveProblem }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.saving = null;
      detail.save = failed(detail.save, payload.error);
      detail.refused = payload.problems;
      detail.saveProblem = payload.problem;
    },

    validateRequested(state, { payload }: ForAutomation) {
      if (state.detail.id === payload.id) state.detail.validated = true;
    },
    validated(state, { payload }: ForAutomation<{ problems: PlacedProblem[] }>) {
      if (state.detail.id === payload.id) state.detail.checks = payload.problems;
    },

    /** `over`: Keep mine after a conflict, the newer revision (from the 409) the save and the change may go over. */
    setLiveRequested(state, { payload }: ForAutomation<{ over?: string }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.live = started(detail.live);
      detail.validated = true;
      detail.statusProblem = undefined;
      if (payload.over !== undefined) detail.keepMineOver = payload.over;
    },
    setLiveSucceeded(state, { payload }: ForAutomation<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      stored(detail, payload.automation, detail.automation && draftOf(detail.automation));
      detail.live = succeeded(detail.live);
      detail.keepMineOver = undefined;
      detail.refused = [];
      detail.checks = [];
      detail.validated = false;
    },
    setLiveFailed(state, { payload }: ForAutomation<{ error: ApiError; problems: PlacedProblem[]; problem?: SaveProblem }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.live = failed(detail.live, payload.error);
      detail.saving = null;
      detail.refused = payload.problems;
      detail.statusProblem = payload.problem && { change: 'live', problem: payload.problem };
    },

    disableRequested(state, { payload }: ForAutomation<{ over?: string }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.disable = started(detail.disable);
      detail.statusProblem = undefined;
      if (payload.over !== undefined) detail.keepMineOver = payload.over;
    },
    automationDisabled(state, { payload }: ForAutomation<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      stored(detail, payload.automation, detail.automation && draftOf(detail.automation));
      detail.disable = succeeded(detail.disable);
      detail.keepMineOver = undefined;
    },
    disableFailed(state, { payload }: ForAutomation<{ error: ApiError; problem?: SaveProblem }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      detail.disable = failed(detail.disable, payload.error);
      detail.statusProblem = payload.problem && { change: 'disable', problem: payload.problem };
    },

    messageDeleteRequested(state, { payload }: ForAutomation<{ number: number }>) {
      if (state.detail.id === payload.id) state.detail.structure = started(state.detail.structure);
    },
    branchAddRequested(state, { payload }: ForAutomation<{ sequenceId: string; condition: BranchCondition }>) {
      if (state.detail.id === payload.id) state.detail.structure = started(state.detail.structure);
    },
    branchDeleteRequested(state, { payload }: ForAutomation<{ branchId: string }>) {
      if (state.detail.id === payload.id) state.detail.structure = started(state.detail.structure);
    },
    /** The steps changed on the server (an email or a branching step added or deleted); typed values stay. */
    structureChanged(state, { payload }: ForAutomation<{ automation: AutomationDto }>) {
      const { detail } = state;
      if (detail.id !== payload.id) return;
      stored(detail, payload.automation, detail.automation && draftOf(detail.automation));
      detail.structure = succeeded(detail.structure);
    },
    structureFailed(state, { payload }: ForAutomation<{ error: ApiError }>) {
      if (state.detail.id === payload.id) state.detail.structure = failed(state.detail.structure, payload.error);
    },
    structureReset(state) {
      if (state.detail.structure.status !== 'InFlight') state.detail.structure = ready();
    },

    categoriesRequested: knownCategoriesReducers.started,
    categoriesLoaded: knownCategoriesReducers.loaded,
    categoriesLoadFailed: knownCategoriesReducers.failed,
  },
}).injectInto(rootReducer);

export const selectAutomationDetailState = (state: AppState): AutomationDetailState => automationDetailSlice.selectSlice(state);

export const {
  automationDetailRequested,
  automationDetailOpened,
  automationDetailFailed,
  draftEdited,
  messageEdited,
  branchConditionEdited,
  draftDiscarded,
  entryEditStarted,
  entryEditChanged,
  entryEditStopped,
  saveRequested,
  saveOverRequested,
  reloadRequested,
  reloaded,
  saveSent,
  automationSaved,
  saveFailed,
  validateRequested,
  validated,
  setLiveRequested,
  setLiveSucceeded,
  setLiveFailed,
  disableRequested,
  automationDisabled,
  disableFailed,
  messageDeleteRequested,
  branchAddRequested,
  branchDeleteRequested,
  structureChanged,
  structureFailed,
  structureReset,
  categoriesRequested,
  categoriesLoaded,
  categoriesLoadFailed,
} = automationDetailSlice.actions;
