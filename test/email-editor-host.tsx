import { configureStore, type Action } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { EMPTY, of, type Observable } from 'rxjs';
import { filter, mergeMap } from 'rxjs/operators';
import { appReducer } from '@/app/root-reducer';
import { EmailEditor } from '@/features/email-editor/components/EmailEditor';
import { emailEditorEpics } from '@/features/email-editor/epics';
import type { OpenSession } from '@/features/email-editor/session';
import { editorOpened, editorSaveConflicted, editorSaveFailed, editorSaveRequested, editorSaveSucceeded } from '@/features/email-editor/slice';
import { designSession } from '@/features/email-editor/testing/design-content';
import type { Dependencies } from '@/shared/dependencies';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import { useAppDispatch } from '@/shared/store/hooks';
import { HostPanelSlot } from '@/shared/ui/host-panel-slot';
import { createTestDependencies } from './test-dependencies';

/**
 * jsdom lays nothing out: ProseMirror (TipTap) asks ranges and text for their boxes and the document
 * for the element at a point when it focuses or scrolls to the selection. Nothing is on screen here.
 */
function stubLayoutForProseMirror() {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const noBox = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= noBox;
  (Text.prototype as unknown as Element).getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
}
stubLayoutForProseMirror();

export const EDITOR_BASE_PATH = '/design-library/your-designs/d1/editor';

/** How the test host answers the editor's save requests. */
export type HostAnswer = 'succeed' | 'fail' | 'conflict' | 'never';

interface HostOptions {
  session?: OpenSession;
  /** The path to start at, under the editor's route by default. */
  path?: string;
  /** Whether the host opens the session as the page mounts (false: the test opens it, or never does). */
  open?: boolean;
  answer?: HostAnswer;
  /** Settings the host offers to the editor's sidebar, as PanelBesideEditor does from 1280 to 1680 px. */
  hostPanel?: ReactNode;
}

/**
 * A host for the email editor without the design library: a page at the editor's route that opens a
 * session and renders <EmailEditor>, and an epic answering each save request as told. Runs the
 * editor's real epics against the given dependencies.
 */
export function renderEditorHost({ session = designSession(), path = EDITOR_BASE_PATH, open = true, answer = 'succeed', hostPanel }: HostOptions = {}) {
  const slot = hostPanel === undefined ? null : { panel: hostPanel, claim: () => () => undefined };
  const dependencies = createTestDependencies();
  const host = { answer, revision: 1, saves: [] as ReturnType<typeof editorSaveRequested>['payload'][] };
  const hostEpic: AppEpic = (action$) =>
    action$.pipe(
      filter(editorSaveRequested.match),
      mergeMap(({ payload }): Observable<Action> => {
        host.saves.push(payload);
        const { key } = payload;
        if (host.answer === 'never') return EMPTY;
        if (host.answer === 'fail') return of(editorSaveFailed({ key, message: 'We could not save the design. Try again.' }));
        if (host.answer === 'conflict') return of(editorSaveConflicted({ key, revision: 'server' }));
        host.revision += 1;
        return of(editorSaveSucceeded({ key, revision: `r${host.revision}`, at: 1000 }));
      }),
    );
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...emailEditorEpics, hostEpic));

  function HostPage() {
    const dispatch = useAppDispatch();
    useEffect(() => {
      if (open) dispatch(editorOpened(session));
    }, [dispatch]);
    return (
      <HostPanelSlot.Provider value={slot}>
        <EmailEditor sessionKey={session.key} basePath={EDITOR_BASE_PATH} />
      </HostPanelSlot.Provider>
    );
  }

  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: `${EDITOR_BASE_PATH.slice(1)}/*`, element: <HostPage /> },
          { path: 'design-library/your-designs', element: <h1>Your designs</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const state = () => store.getState() as unknown as AppState;
  return { ...view, store, state, router, dependencies, host, user, session };
}
