import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AlertStack } from '@/app/shell/AlertStack';
import { createAppStore } from '@/app/store';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import { signInAs } from '@mocks/node';
import { createTestDependencies } from './test-dependencies';
import { selectEditorContent, selectEditorSession } from '@/features/email-editor/selectors';
import type { OpenSession } from '@/features/email-editor/session';
import { editorOpened } from '@/features/email-editor/slice';

/** Where the screens under test think the host's editor is. */
export const EDITOR_BASE = '/design-library/your-designs/d1/editor';

interface Options {
  /** Under EDITOR_BASE: '' for the editor itself, '/preview' for a sub-screen. */
  subPath?: string;
}

/**
 * Renders one of the editor's screens the way EmailEditor mounts it (under the host's editor route,
 * with `sessionKey` and `basePath`), over a real store whose session the host opened, signed in
 * against the mock backend, with the alert stack and the app's navigation guard.
 */
export function renderEditorScreen(Screen: ComponentType<{ sessionKey: string; basePath: string }>, session: OpenSession, { subPath = '' }: Options = {}) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
  const store = createAppStore(createTestDependencies());
  store.dispatch(editorOpened(session));
  const router = createMemoryRouter(
    [
      {
        path: `${EDITOR_BASE}/*`,
        element: (
          <UnsavedChangesGuard>
            <Screen sessionKey={session.key} basePath={EDITOR_BASE} />
            <AlertStack />
          </UnsavedChangesGuard>
        ),
      },
    ],
    { initialEntries: [`${EDITOR_BASE}${subPath}`] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    ...view,
    store,
    router,
    user,
    session: () => selectEditorSession(store.getState(), session.key),
    content: () => selectEditorContent(store.getState(), session.key),
  };
}
