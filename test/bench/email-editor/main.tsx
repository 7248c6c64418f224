// Benchmark harness, not part of the app: the email editor over a 60-module design, hosted by a stand-in
// for the design library (it opens the session and answers each save 100 ms later). Runs the editor's
// real epics, so the autosave renders MJML in its worker while the bench types and drags.
// test/bench/email-editor.bench.mjs builds and drives it.
import { configureStore, type Action } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { of } from 'rxjs';
import { delay, filter, mergeMap, tap } from 'rxjs/operators';
import '@/shared/ui/global.css';
import { appReducer } from '@/app/root-reducer';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { createColumnsModule, createDocument, createModule } from '@/features/email-editor/document/module-factories';
import type { Row } from '@/features/email-editor/document/types';
import { emailEditorEpics } from '@/features/email-editor/epics';
import { selectEditorContent } from '@/features/email-editor/selectors';
import { editorOpened, editorSaveRequested, editorSaveSucceeded } from '@/features/email-editor/slice';
import { createMemorySink } from '@/shared/analytics/memory-sink';
import { createBroadcastChannelBroadcaster } from '@/shared/broadcast/broadcaster';
import type { Dependencies } from '@/shared/dependencies';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';

const KEY = 'design:bench';
const BASE_PATH = '/design-library/your-designs/bench/editor';
const PARAGRAPH =
  '<p>Our spring catalogue is here, with <strong>new colours</strong>, <em>lighter fabrics</em> and a few old favourites back by popular demand. <a href="https://example.com/spring">See what is new</a>.</p>';

/** 60 modules of every kind, as a long newsletter has them; rows 1, 11, 21… are text. */
function sixtyModules(): Row[] {
  const kinds = ['text', 'image', 'button', 'divider', 'imageText', 'columns', 'social', 'spacer', 'text', 'button'] as const;
  return Array.from({ length: 60 }, (_, index): Row => {
    const kind = kinds[index % kinds.length] ?? 'text';
    if (kind === 'columns') return createColumnsModule('1-1', [[createModule('text', { html: PARAGRAPH })], [createModule('button', { text: `Shop ${index}` })]]);
    if (kind === 'text') return createModule('text', { html: `<h2>Story ${index + 1}</h2>${PARAGRAPH}` });
    if (kind === 'imageText') return createModule('imageText', { html: PARAGRAPH });
    if (kind === 'social') return createModule('social', { facebookUrl: 'https://facebook.com/acme', xUrl: 'https://x.com/acme' });
    return createModule(kind);
  }).concat(createModule('unsubscribe'));
}

let saves = 0;

/** The host's save: the design is saved 100 ms later. */
const hostSaveEpic: AppEpic = (action$) =>
  action$.pipe(
    filter(editorSaveRequested.match),
    tap(() => (saves += 1)),
    mergeMap(({ payload }) => of(editorSaveSucceeded({ key: payload.key, revision: String(Date.now()), at: Date.now() })).pipe(delay(100))),
  );

const dependencies = {
  clock: { now: () => Date.now() },
  broadcast: createBroadcastChannelBroadcaster(),
  analytics: createMemorySink(),
  location: { pathname: () => location.pathname, search: () => '', origin: () => location.origin, assign: () => undefined, download: () => undefined, reload: () => undefined },
} as unknown as Dependencies;

const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
const store = configureStore({
  reducer: appReducer,
  middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
});
epicMiddleware.run(combineEpics(...emailEditorEpics, hostSaveEpic));
store.dispatch(
  editorOpened({
    key: KEY,
    title: 'Bench: a 60-module newsletter',
    content: { editor: 'design', document: createDocument(sixtyModules()), html: '', plainText: '' },
    revision: 'r0',
    analytics: { designId: 'bench' },
    testSend: {},
  }),
);

const router = createMemoryRouter(
  [
    {
      path: '/',
      element: (
        <UnsavedChangesGuard>
          <Outlet />
        </UnsavedChangesGuard>
      ),
      children: [{ path: `${BASE_PATH.slice(1)}/*`, element: <EmailEditor sessionKey={KEY} basePath={BASE_PATH} /> }],
    },
  ],
  { initialEntries: [BASE_PATH] },
);

declare global {
  interface Window {
    /** Save requests the autosave sent, for the bench to wait on; the rows' ids, to see that a drag moved one; the stored HTML. */
    editorHarness: { saves(): number; rowIds(): string[]; html(): string };
  }
}

window.editorHarness = {
  saves: () => saves,
  rowIds: () => selectEditorContent(store.getState() as unknown as AppState, KEY)?.document?.rows.map((row) => row.id) ?? [],
  html: () => selectEditorContent(store.getState() as unknown as AppState, KEY)?.html ?? '',
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
