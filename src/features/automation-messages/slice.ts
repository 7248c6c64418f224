import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AutomationDto, AutomationMessageDto } from '@/shared/sending/automation';
import { mapMessages } from '@/shared/sending/automation-tree';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { ContentCreationType, InboxOptions } from './types';

/** The automation a screen of this feature reads (the editor, the chooser, the preview): the server's last word. */
export interface ReadAutomation {
  id: string | null;
  request: RequestState;
  value: AutomationDto | null;
}

/** The message open in the editor. */
export interface EditingMessage {
  id: string | null;
  number: number | null;
  request: RequestState;
  /** Why the content opens otherwise than its kind says. */
  notice: string | null;
}

/** Creating a message or replacing one's content from a starting point (the version routes). */
export interface ContentStartState {
  /** `<creationType>:<automationId>:<number>:<templateId>`: the start the request belongs to. */
  key: string | null;
  request: RequestState;
  /** The number of the message whose editor opens next (the server's, which a concurrent addition may have moved). */
  number: number | null;
}

const initialState = {
  automation: { id: null, request: ready(), value: null } as ReadAutomation,
  editing: { id: null, number: null, request: ready(), notice: null } as EditingMessage,
  inboxOptions: ready() as RequestState,
  start: { key: null, request: ready(), number: null } as ContentStartState,
};

export type AutomationMessagesState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automationMessages: AutomationMessagesState;
  }
}

export const contentStartKey = (creationType: ContentCreationType, automationId: string, number: number, templateId: string) =>
  `${creationType}:${automationId}:${number}:${templateId}`;

function storeMessage(state: AutomationMessagesState, id: string, message: AutomationMessageDto) {
  const automation = state.automation.value;
  if (state.automation.id !== id || !automation) return;
  automation.steps = mapMessages(automation.steps, (current) => (current.number === message.number ? message : current));
}

const automationMessagesSlice = createSlice({
  name: 'automationMessages',
  initialState,
  reducers: {
    /** The chooser and the preview read the automation on each visit: it may have changed since. */
    automationRequested(state, action: PayloadAction<{ id: string }>) {
      const same = state.automation.id === action.payload.id;
      state.automation = { id: action.payload.id, request: started(same ? state.automation.request : ready()), value: same ? state.automation.value : null };
    },
    automationLoaded(state, action: PayloadAction<AutomationDto>) {
      if (state.automation.id !== action.payload.id) return;
      state.automation.request = succeeded(state.automation.request);
      state.automation.value = action.payload;
    },
    automationLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      if (state.automation.id === action.payload.id) state.automation.request = failed(state.automation.request, action.payload.error);
    },

    messageEditorRequested(state, action: PayloadAction<{ id: string; number: number }>) {
      const { id, number } = action.payload;
      const same = state.editing.id === id && state.editing.number === number;
      state.editing = { id, number, request: started(same ? state.editing.request : ready()), notice: null };
      state.inboxOptions = ready();
      if (state.automation.id !== id) state.automation = { id, request: ready(), value: null };
    },
    messageEditorOpened(state, action: PayloadAction<{ automation: AutomationDto; number: number; notice: string | null }>) {
      const { automation, number, notice } = action.payload;
      if (state.editing.id !== automation.id || state.editing.number !== number) return;
      state.editing.request = succeeded(state.editing.request);
      state.editing.notice = notice;
      state.automation = { id: automation.id, request: { status: 'Complete' }, value: automation };
    },
    messageEditorFailed(state, action: PayloadAction<{ id: string; number: number; error: ApiError }>) {
      const { id, number, error } = action.payload;
      if (state.editing.id === id && state.editing.number === number) state.editing.request = failed(state.editing.request, error);
    },
    messageEditorClosed(state, action: PayloadAction<{ id: string; number: number }>) {
      if (state.editing.id === action.payload.id && state.editing.number === action.payload.number) state.editing = initialState.editing;
    },
    /** The editor's content saved: the stored message follows, so the header and the test send stay current. */
    messageContentSaved(state, action: PayloadAction<{ id: string; message: AutomationMessageDto }>) {
      storeMessage(state, action.payload.id, action.payload.message);
    },

    inboxOptionsSaveRequested(state, _action: PayloadAction<{ id: string; number: number; options: InboxOptions }>) {
      state.inboxOptions = started(state.inboxOptions);
    },
    inboxOptionsSaved(state, action: PayloadAction<{ id: string; message: AutomationMessageDto }>) {
      state.inboxOptions = succeeded(state.inboxOptions);
      storeMessage(state, action.payload.id, action.payload.message);
    },
    inboxOptionsSaveFailed(state, action: PayloadAction<{ error: ApiError }>) {
      state.inboxOptions = failed(state.inboxOptions, action.payload.error);
    },
    inboxOptionsReset(state) {
      state.inboxOptions = reset(state.inboxOptions);
    },

    /**
     * Creates message `number` (creationType `new`) or replaces its content (`create-design`) from
     * `templateId` (a design's id, 'blank' or 'blank-code').
     */
    contentStartRequested(
      state,
      action: PayloadAction<{ creationType: ContentCreationType; id: string; number: number; templateId: string; system: boolean; sequenceId: string }>,
    ) {
      const { creationType, id, number, templateId } = action.payload;
      const key = contentStartKey(creationType, id, number, templateId);
      state.start = { key, request: started(state.start.key === key ? state.start.request : ready()), number: null };
    },
    contentStarted(state, action: PayloadAction<{ key: string; automation: AutomationDto; number: number }>) {
      if (state.start.key !== action.payload.key) return;
      state.start.request = succeeded(state.start.request);
      state.start.number = action.payload.number;
      state.automation = { id: action.payload.automation.id, request: { status: 'Complete' }, value: action.payload.automation };
    },
    contentStartFailed(state, action: PayloadAction<{ key: string; error: ApiError }>) {
      if (state.start.key === action.payload.key) state.start.request = failed(state.start.request, action.payload.error);
    },
    contentStartReset(state) {
      state.start = initialState.start;
    },
  },
}).injectInto(rootReducer);

export const selectAutomationMessagesState = (state: AppState): AutomationMessagesState => automationMessagesSlice.selectSlice(state);

export const {
  automationRequested,
  automationLoaded,
  automationLoadFailed,
  messageEditorRequested,
  messageEditorOpened,
  messageEditorFailed,
  messageEditorClosed,
  messageContentSaved,
  inboxOptionsSaveRequested,
  inboxOptionsSaved,
  inboxOptionsSaveFailed,
  inboxOptionsReset,
  contentStartRequested,
  contentStarted,
  contentStartFailed,
  contentStartReset,
} = automationMessagesSlice.actions;

export const automationMessagesReducer = automationMessagesSlice.reducer;
