import { configureStore, type Action, type Middleware } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '@/shared/dependencies';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { appReducer } from '@/app/root-reducer';
import { createTestDependencies } from '@test/test-dependencies';
import { updateModuleSettings } from './document/operations';
import { conflictEpics, EDITOR_SAVES_CHANNEL } from './conflict-epics';
import { editorAnalyticsEpic } from './editor-analytics-epics';
import type { ContentRenderer } from './render-for-save';
import { AUTOSAVE_DELAY_MS, createAutosaveEpic, reloadEpic, RENDER_FAILED_MESSAGE } from './save-epics';
import { selectEditorContent, selectEditorSession, selectSaveState } from './selectors';
import {
  contentEdited,
  editorEventTracked,
  editorKeepMineChosen,
  editorOpened,
  editorRefreshRequested,
  editorReloadRequested,
  editorSaveConflicted,
  editorSaveFailed,
  editorSaveRequested,
  editorSaveRetried,
  editorSaveSucceeded,
  undoRequested,
} from './slice';
import type { EmailContent } from './session-types';
import { designSession } from './testing/design-content';

const KEY = 'design:d1';

/** A store running `epics`; `sent` lists the save requests, `actions` everything dispatched. */
function startEditor(epics: AppEpic[], dependencies = createTestDependencies()) {
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(recorder, epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...epics));
  store.dispatch(editorOpened(designSession()));
  const state = () => store.getState() as unknown as AppState;
  const content = () => selectEditorContent(state(), KEY) as EmailContent;
  const type = (html: string) => {
    const document = updateModuleSettings(content().document!, 't1', 'text', { html });
    store.dispatch(contentEdited({ key: KEY, content: { ...content(), document }, mergeKey: 'text:t1' }));
  };
  const sent = () => actions.filter(editorSaveRequested.match);
  return { store, state, content, type, sent, actions, dependencies };
}

/** A renderer that stands in for MJML: the HTML names the text of module t1. */
const fakeRender = vi.fn<ContentRenderer>(async (content) => {
  const text = (content.document?.rows[0]?.settings as { html: string }).html;
  return { ...content, html: `<html>${text}</html>`, plainText: text };
});

describe('autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeRender.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('saves a burst of typing once, a second after the last keystroke, with the rendered HTML and the revision', async () => {
    const { store, state, type, sent } = startEditor([createAutosaveEpic(fakeRender)]);
    type('<p>H</p>');
    await vi.advanceTimersByTimeAsync(600);
    type('<p>Hi</p>');
    await vi.advanceTimersByTimeAsync(600);
    type('<p>Hi!</p>');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(sent()).toEqual([]);
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'unsaved' });

    await vi.advanceTimersByTimeAsync(1);
    expect(fakeRender).toHaveBeenCalledTimes(1);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.payload).toMatchObject({ key: KEY, revision: 'r1', content: { editor: 'design', html: '<html><p>Hi!</p></html>', plainText: '<p>Hi!</p>' } });
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saving' });

    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 42 }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 42 });
    await vi.advanceTimersByTimeAsync(5 * AUTOSAVE_DELAY_MS);
    expect(sent()).toHaveLength(1);
  });

  it('sends one save at a time: an edit made while the host saves is saved after its answer, with the new revision', async () => {
    const { store, state, type, sent } = startEditor([createAutosaveEpic(fakeRender)]);
    type('<p>One</p>');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    type('<p>One two</p>');
    await vi.advanceTimersByTimeAsync(3 * AUTOSAVE_DELAY_MS);
    expect(sent()).toHaveLength(1);

    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 42 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.payload).toMatchObject({ revision: 'r2', content: { html: '<html><p>One two</p></html>' } });
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r3', at: 43 }));
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: 43 });
  });

  it('saves an undo like any edit', async () => {
    const { store, type, sent } = startEditor([createAutosaveEpic(fakeRender)]);
    type('<p>Oops</p>');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 1 }));
    store.dispatch(undoRequested({ key: KEY }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(sent()[1]?.payload.content.html).toBe('<html><p>Your text goes here.</p></html>');
  });

  it('retries a failed save at once, and reports a rendering that failed', async () => {
    const render = vi.fn<ContentRenderer>().mockRejectedValueOnce(new Error('worker died')).mockImplementation(fakeRender);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, state, type, sent } = startEditor([createAutosaveEpic(render)]);
    type('<p>Typed</p>');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'failed', message: RENDER_FAILED_MESSAGE });
    expect(sent()).toEqual([]);

    store.dispatch(editorSaveRetried({ key: KEY }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toHaveLength(1);
    store.dispatch(editorSaveFailed({ key: KEY, message: 'We could not save the design.' }));
    store.dispatch(editorSaveRetried({ key: KEY }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.payload.content.html).toBe('<html><p>Typed</p></html>');
  });

  it('does not save while a conflict waits, and saves over the other version once the user keeps theirs', async () => {
    const { store, type, sent } = startEditor([createAutosaveEpic(fakeRender)]);
    type('<p>Mine</p>');
    store.dispatch(editorSaveConflicted({ key: KEY, revision: 'r7' }));
    await vi.advanceTimersByTimeAsync(3 * AUTOSAVE_DELAY_MS);
    expect(sent()).toEqual([]);

    store.dispatch(editorKeepMineChosen({ key: KEY }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.payload).toMatchObject({ revision: 'r7', content: { html: '<html><p>Mine</p></html>' } });
  });
});

describe('autosave with the real rendering', () => {
  it('saves the MJML rendering of the design and its plain text', async () => {
    const { type, sent } = startEditor([createAutosaveEpic()]);
    type('<p>Hello <strong>readers</strong></p>');
    await vi.waitFor(() => expect(sent()).toHaveLength(1), { timeout: 10_000 });
    const { content } = sent()[0]!.payload;
    expect(content.html).toMatch(/^<!doctype html>/i);
    expect(content.html).toContain('Hello <strong>readers</strong>');
    expect(content.plainText).toContain('Hello readers');
  });
});

describe('conflicts across tabs', () => {
  it('tells the other tabs what it saved', () => {
    const { store, dependencies } = startEditor(conflictEpics);
    store.dispatch(editorSaveSucceeded({ key: KEY, revision: 'r2', at: 1 }));
    expect(dependencies.broadcast.posted).toEqual([{ channel: EDITOR_SAVES_CHANNEL, message: { key: KEY, revision: 'r2' } }]);
  });

  it('warns when another tab saved the same session in another version, and only then', () => {
    const { state, type, actions, dependencies } = startEditor(conflictEpics);
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: KEY, revision: 'r1' });
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: 'design:other', revision: 'r5' });
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: KEY });
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, 'hello');
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: expect.any(Number) });

    type('<p>Unsaved</p>');
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: KEY, revision: 'r2' });
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'conflict', revision: 'r2' });
    expect(actions.filter(editorRefreshRequested.match)).toEqual([]);
  });

  it('asks the host for the stored version, without a conflict, when the tab has nothing unsaved', () => {
    const { state, actions, dependencies } = startEditor(conflictEpics);
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key: KEY, revision: 'r2' });
    expect(selectSaveState(state(), KEY)).toEqual({ status: 'saved', at: expect.any(Number) });
    expect(actions.filter(editorRefreshRequested.match).map(({ payload }) => payload)).toEqual([{ key: KEY }]);
  });

  it('reloads the page for "Reload"', () => {
    const { store, dependencies } = startEditor([reloadEpic]);
    store.dispatch(editorReloadRequested({ key: KEY }));
    expect(dependencies.location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('editor analytics', () => {
  it('sends what happens in the editor with the host’s ids', () => {
    const { store, state, dependencies } = startEditor([editorAnalyticsEpic]);
    store.dispatch(editorOpened(designSession({ key: 'template:t1', analytics: { templateId: 't1', versionId: 'v1', editorType: 'design' } })));
    store.dispatch(editorEventTracked({ key: 'template:t1', name: 'email-editor-preview-opened' }));
    store.dispatch(editorSaveSucceeded({ key: 'template:t1', revision: 'r2', at: 1 }));
    store.dispatch(editorEventTracked({ key: 'design:closed', name: 'email-editor-preview-opened' }));
    const ids = { templateId: 't1', versionId: 'v1', editorType: 'design' };
    expect(dependencies.analytics.events).toEqual([
      { type: 'user-action', name: 'email-editor-opened', ids: { designId: 'd1' }, at: expect.any(Number) },
      { type: 'user-action', name: 'email-editor-opened', ids, at: expect.any(Number) },
      { type: 'user-action', name: 'email-editor-preview-opened', ids, at: expect.any(Number) },
      { type: 'user-action', name: 'email-editor-saved', ids, at: expect.any(Number) },
    ]);
    expect(selectEditorSession(state(), KEY)).toBeDefined();
  });
});
