import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { createModule } from './document/module-factories';
import { addModule, updateModuleSettings } from './document/operations';
import { selectCanRedo, selectCanUndo, selectEditorContent, selectEditorSession, selectSaveState, selectSelectedModule } from './selectors';
import {
  contentEdited,
  editorClosed,
  editorKeepMineChosen,
  editorOpened,
  editorRefreshed,
  editorRefreshFailed,
  editorSaveConflicted,
  editorSaveFailed,
  editorSaveRequested,
  editorSaveSucceeded,
  editorRevised,
  editorTestSendTargetChanged,
  moduleSelected,
  redoRequested,
  saveFailedAnswer,
  undoRequested,
} from './slice';
import type { EmailContent } from './session-types';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { designContent, designSession } from './testing/design-content';

const KEY = 'design:d1';

function openEditor() {
  const store = configureStore({ reducer: rootReducer });
  store.dispatch(editorOpened({ ...designSession(), openedAt: 1000 }));
  const state = () => store.getState() as unknown as AppState;
  const content = () => selectEditorContent(state(), KEY) as EmailContent;
  /** The text of module t1 set to `html`, as typing in it would. */
  const type = (html: string, mergeKey?: string) => {
    const document = updateModuleSettings(content().document!, 't1', 'text', { html });
    store.dispatch(contentEdited({ key: KEY, content: { ...content(), document }, mergeKey }));
  };
  const textOf = () => (content().document?.rows[0]?.settings as { html: string }).html;
  return { store, state, content, type, textOf };
}

describe('the editor session', () => {
  it('opens saved with the host’s content, revision and ids, and closes', () => {
    const { store, state, content } = openEditor();
    expect(selectEditorSession(state(), KEY)).toMatchObject({ title: 'Spring newsletter', revision: 'r1', analytics: { designId: 'd1' }, selectedModuleId: null });
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 1000 });
    expect(content().document?.rows.map((row) => row.id)).toEqual(['t1', 'b1']);
    expect(selectCanUndo(state(), KEY)).toBe(false);

    store.dispatch(editorClosed({ key: KEY }));
    expect(selectEditorSession(state(), KEY)).toBeUndefined();
  });

  it('undoes a burst of typing with one merge key as one step, and redoes it', () => {
    const { store, state, type, textOf } = openEditor();
    type('<p>H</p>', 'text:t1:1');
    type('<p>He</p>', 'text:t1:1');
    type('<p>Hey</p>', 'text:t1:1');
    type('<p>Hey you</p>', 'text:t1:2');

    store.dispatch(undoRequested({ key: KEY }));
    expect(textOf()).toBe('<p>Hey</p>');
    store.dispatch(undoRequested({ key: KEY }));
    expect(textOf()).toBe('<p>Your text goes here.</p>');
    expect(selectCanUndo(state(), KEY)).toBe(false);

    store.dispatch(redoRequested({ key: KEY }));
    expect(textOf()).toBe('<p>Hey</p>');
    expect(selectCanRedo(state(), KEY)).toBe(true);
    type('<p>Hi</p>');
    expect(selectCanRedo(state(), KEY)).toBe(false);
  });

  it('makes edits without a merge key separate steps, even in a row', () => {
    const { store, type, textOf } = openEditor();
    type('<p>A</p>');
    type('<p>B</p>');
    store.dispatch(undoRequested({ key: KEY }));
    expect(textOf()).toBe('<p>A</p>');
  });

  it('moves the save state: unsaved on an edit, saving, then saved at the host’s time with its revision', () => {
    const { store, state, content, type } = openEditor();
    type('<p>A</p>');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
    store.dispatch(editorSaveRequested({ key: KEY, content: { ...content(), html: '<html>A</html>', plainText: 'A' }, revision: 'r1' }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saving' });
    // The rendering fills the content on screen without adding an undo step.
    expect(content()).toMatchObject({ html: '<html>A</html>', plainText: 'A' });
    store.dispatch(undoRequested({ key: KEY }));
    expect((content().document?.rows[0]?.settings as { html: string }).html).toBe('<p>Your text goes here.</p>');
    store.dispatch(redoRequested({ key: KEY }));

    store.dispatch(editorSaveRequested({ key: KEY, content: content(), revision: 'r1' }));
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 5000 }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 5000 });
    expect(selectEditorSession(state(), KEY)?.revision).toBe('r2');
  });

  it('keeps an edit made while saving unsaved when that save succeeds', () => {
    const { store, state, content, type } = openEditor();
    type('<p>A</p>');
    store.dispatch(editorSaveRequested({ key: KEY, content: content(), revision: 'r1' }));
    type('<p>AB</p>');
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 5000 }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
    expect(selectEditorSession(state(), KEY)?.revision).toBe('r2');
  });

  it('shows a failed save’s message, keeps what was typed, and saves again after the next edit', () => {
    const { store, state, content, type, textOf } = openEditor();
    type('<p>Typed</p>');
    store.dispatch(editorSaveRequested({ key: KEY, content: content(), revision: 'r1' }));
    store.dispatch(editorSaveFailed({ key: KEY, message: 'We could not save the design.' }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'failed', message: 'We could not save the design.' });
    expect(textOf()).toBe('<p>Typed</p>');
    type('<p>Typed more</p>');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
  });

  it('keeps a conflict through edits and late answers until the user keeps their version', () => {
    const { store, state, content, type } = openEditor();
    type('<p>Mine</p>');
    store.dispatch(editorSaveRequested({ key: KEY, content: content(), revision: 'r1' }));
    store.dispatch(editorSaveConflicted({ key: KEY, revision: 'r9' }));
    type('<p>Mine too</p>');
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 5000 }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'conflict', revision: 'r9' });

    store.dispatch(editorKeepMineChosen({ key: KEY }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
    expect(selectEditorSession(state(), KEY)?.revision).toBe('r9');
  });

  it('leaves a session with nothing unsaved as it is when it was saved elsewhere, and shows the stored version its host read', () => {
    const { store, state, type, textOf } = openEditor();
    type('<p>Mine, saved</p>');
    store.dispatch(editorSaveRequested({ key: KEY, content: selectEditorContent(state(), KEY)!, revision: 'r1' }));
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 2000 }));

    store.dispatch(editorSaveConflicted({ key: KEY, revision: 'r3' }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 2000 });

    const theirs = designContent(updateModuleSettings(selectEditorContent(state(), KEY)!.document!, 't1', 'text', { html: '<p>Theirs</p>' }));
    store.dispatch(editorRefreshed({ key: KEY, content: theirs, revision: 'r3', at: 3000 }));
    expect(textOf()).toBe('<p>Theirs</p>');
    expect(selectEditorSession(state(), KEY)?.revision).toBe('r3');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 3000, elsewhere: true });
    expect(selectCanUndo(state(), KEY)).toBe(false);

    type('<p>Theirs, edited</p>');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
  });

  it('turns a refresh into a conflict when the user typed while the stored version was read, or it could not be read', () => {
    const { store, state, type, textOf } = openEditor();
    store.dispatch(editorSaveConflicted({ key: KEY, revision: 'r3' }));
    type('<p>Typed meanwhile</p>');
    store.dispatch(editorRefreshed({ key: KEY, content: designContent(selectEditorContent(state(), KEY)!.document!), revision: 'r3', at: 3000 }));
    expect(textOf()).toBe('<p>Typed meanwhile</p>');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'conflict', revision: 'r3' });

    const other = openEditor();
    other.store.dispatch(editorRefreshFailed({ key: KEY }));
    expect(selectSaveState(other.state(), KEY)).toEqual({ status: 'conflict' });
  });

  it('takes the revision of a settings save by its host, leaving the save state as it is', () => {
    const { store, state, type } = openEditor();
    type('<p>Mine</p>');
    store.dispatch(editorRevised({ key: KEY, revision: 'r5' }));
    expect(selectEditorSession(state(), KEY)?.revision).toBe('r5');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });
  });

  it('answers a failed host save: a 409 is a conflict carrying the stored revision, anything else a failure', () => {
    const { store, state, content, type } = openEditor();
    type('<p>Mine</p>');
    store.dispatch(editorSaveRequested({ key: KEY, content: content(), revision: 'r1' }));
    const conflict = { status: 409, message: 'This design was saved elsewhere', fieldErrors: {}, items: [{ field: 'updated_at', updated_at: 'r8' }] };
    store.dispatch(saveFailedAnswer(KEY, conflict, 'We could not save the design.'));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'conflict', revision: 'r8' });
    store.dispatch(editorKeepMineChosen({ key: KEY }));
    store.dispatch(editorSaveRequested({ key: KEY, content: selectEditorContent(state(), KEY)!, revision: 'r8' }));
    store.dispatch(saveFailedAnswer(KEY, { status: 500, message: 'internal server error', fieldErrors: {} }, 'We could not save the design.'));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'failed', message: SAVE_MESSAGES.serverFailed });
    store.dispatch(editorSaveRequested({ key: KEY, content: selectEditorContent(state(), KEY)!, revision: 'r8' }));
    store.dispatch(saveFailedAnswer(KEY, { status: 404, message: 'not found', fieldErrors: {} }, 'This design was deleted.'));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'failed', message: 'This design was deleted.' });
  });

  it('selects a module and forgets the selection when the module goes away', () => {
    const { store, state, content } = openEditor();
    const added = createModule('spacer');
    const document = addModule(content().document!, added, { container: { kind: 'body' }, index: 2 });
    store.dispatch(contentEdited({ key: KEY, content: designContent(document) }));
    store.dispatch(moduleSelected({ key: KEY, moduleId: added.id }));
    expect(selectSelectedModule(state(), KEY)).toBe(added);

    store.dispatch(undoRequested({ key: KEY }));
    expect(selectEditorSession(state(), KEY)?.selectedModuleId).toBeNull();
    expect(selectSelectedModule(state(), KEY)).toBeUndefined();
  });

  it('takes the host’s new test send target without touching the content or its save state', () => {
    const { store, state, content } = openEditor();
    const before = content();
    store.dispatch(editorTestSendTargetChanged({ key: KEY, testSend: { senderId: '3', suppressionGroupId: '12', subject: 'Spring sale' } }));
    expect(selectEditorSession(state(), KEY)?.testSend).toEqual({ senderId: '3', suppressionGroupId: '12', subject: 'Spring sale' });
    expect(content()).toBe(before);
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 1000 });
  });

  it('ignores actions for a session that is not open', () => {
    const { store, state } = openEditor();
    const before = state().emailEditor;
    store.dispatch(undoRequested({ key: 'design:other' }));
    store.dispatch(editorSaveFailed({ key: 'design:other', message: 'x' }));
    expect(state().emailEditor).toBe(before);
  });
});
