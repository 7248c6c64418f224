import type { AppState } from '@/shared/store/app-state';
import { canRedo, canUndo } from './document/history';
import { findModule } from './document/locate';
import type { Row } from './document/types';
import type { EditorSession, EmailContent, SaveState } from './session-types';
import { selectEmailEditorState } from './slice';

/** Handlebars issues block sending and setting live in the hosts. */
export { selectHandlebarsIssues } from './code/code-slice';

export const selectEditorSession = (state: AppState, key: string): EditorSession | undefined => selectEmailEditorState(state).sessions[key];

/** What is on screen: the history's present. */
export const selectEditorContent = (state: AppState, key: string): EmailContent | undefined => selectEditorSession(state, key)?.history.present;

export const selectSelectedModule = (state: AppState, key: string): Row | undefined => {
  const session = selectEditorSession(state, key);
  const document = session?.history.present.document;
  return session?.selectedModuleId && document ? findModule(document, session.selectedModuleId) : undefined;
};

export const selectSaveState = (state: AppState, key: string): SaveState | undefined => selectEditorSession(state, key)?.save;

export const selectCanUndo = (state: AppState, key: string): boolean => {
  const session = selectEditorSession(state, key);
  return session !== undefined && canUndo(session.history);
};

export const selectCanRedo = (state: AppState, key: string): boolean => {
  const session = selectEditorSession(state, key);
  return session !== undefined && canRedo(session.history);
};
