import { canRedo, canUndo, createHistory, record, redo, undo } from './document/history';
import { findModule } from './document/locate';
import { conflicted, edited, saveFailed, saveSucceeded, savedAt, saving } from './save-state';
import type { EditorSession, EmailContent } from './session-types';

/*
 * The editor session's changes as pure functions of the stored session (the slice applies them), so
 * history, selection and save state are tested without a store.
 */

export interface OpenSession {
  key: string;
  title: string;
  /** What is edited, in the host's words; "email" when not given. */
  noun?: string;
  content: EmailContent;
  revision: string;
  analytics: Record<string, string>;
  testSend: EditorSession['testSend'];
  /** The host saves the test data with the content (a dynamic template's version). */
  savesTestData?: boolean;
}

export function openSession({ key, title, noun = 'email', content, revision, analytics, testSend, savesTestData = false }: OpenSession, openedAt: number): EditorSession {
  return { key, title, noun, history: createHistory(content), revision, save: savedAt(openedAt), selectedModuleId: null, analytics, testSend, savesTestData };
}

/** A selection whose module is gone (deleted, undone) selects nothing. */
function keepSelection(session: EditorSession): EditorSession {
  const { selectedModuleId } = session;
  const document = session.history.present.document;
  if (selectedModuleId === null || (document && findModule(document, selectedModuleId))) return session;
  return { ...session, selectedModuleId: null };
}

function withHistory(session: EditorSession, history: EditorSession['history']): EditorSession {
  if (history === session.history) return session;
  return keepSelection({ ...session, history, save: edited(session.save) });
}

/** Records an edit; edits with the same merge key one after another undo as one step. */
export const editContent = (session: EditorSession, content: EmailContent, mergeKey?: string): EditorSession =>
  withHistory(session, record(session.history, content, { mergeKey }));

export const undoEdit = (session: EditorSession): EditorSession => (canUndo(session.history) ? withHistory(session, undo(session.history)) : session);

export const redoEdit = (session: EditorSession): EditorSession => (canRedo(session.history) ? withHistory(session, redo(session.history)) : session);

/** Typed test data is unsaved work only for a host that saves it; it is no undo step (the panel's text field has its own). */
export const editTestData = (session: EditorSession): EditorSession => (session.savesTestData ? { ...session, save: edited(session.save) } : session);

/**
 * A save went out with `content` rendered. When that is still the content on screen, its fresh HTML
 * and plain text replace the stale ones (no new undo step): the preview and checks read them.
 */
export function startSave(session: EditorSession, content: EmailContent): EditorSession {
  const { present } = session.history;
  const rendered = present.editor === content.editor && present.document === content.document && (present.editor === 'design' || present.html === content.html);
  const history = rendered ? { ...session.history, present: { ...present, html: content.html, plainText: content.plainText } } : session.history;
  return { ...session, history, save: saving(session.save) };
}

export const finishSave = (session: EditorSession, revision: string, at: number): EditorSession =>
  session.save.status === 'conflict' ? session : { ...session, revision, save: saveSucceeded(session.save, at) };

export const failSave = (session: EditorSession, message: string): EditorSession => ({ ...session, save: saveFailed(session.save, message) });

/**
 * Saved elsewhere since this tab's revision. A session with nothing unsaved has nothing to lose: it
 * stays as it is while its host reads the stored version (refreshEpic); only unsaved work needs a choice.
 */
export const markConflict = (session: EditorSession, revision?: string): EditorSession =>
  session.save.status === 'saved' ? session : { ...session, save: conflicted(revision) };

/** The host's stored version could not be read for a quiet refresh: the user chooses, as in a conflict. */
export const failRefresh = (session: EditorSession, revision?: string): EditorSession => ({ ...session, save: conflicted(revision) });

/**
 * The stored version the host read for a session that had nothing unsaved replaces what is on screen (a
 * fresh history: undo must not bring back the version it replaced). Edits made while it was read are the
 * user's work: a conflict, settled in the dialog.
 */
export function refreshSession(session: EditorSession, content: EmailContent, revision: string, at: number): EditorSession {
  if (session.save.status !== 'saved') return markConflict(session, revision);
  return keepSelection({ ...session, history: createHistory(content), revision, save: { status: 'saved', at, elsewhere: true } });
}

/** "Keep mine": the content on screen is saved over the other version. */
export function keepMine(session: EditorSession): EditorSession {
  if (session.save.status !== 'conflict') return session;
  return { ...session, revision: session.save.revision ?? session.revision, save: { status: 'unsaved' } };
}
