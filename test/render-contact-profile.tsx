import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AlertStack } from '@/app/shell/AlertStack';
import { createAppStore } from '@/app/store';
import { contactProfileRoutes } from '@/features/contact-profile/routes';
import { ListChoiceContext, type ListChoiceProps } from '@/shared/audience/list-choice';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import { signInAs, type PersonaId } from '@mocks/node';
import { createTestDependencies } from './test-dependencies';

interface Options {
  persona?: PersonaId;
  /** The lists feature's list choice the composition root provides; none by default (the choice is hidden). */
  listChoice?: ComponentType<ListChoiceProps>;
}

/**
 * Renders the contact profile feature's routes under /contacts the way the contacts area mounts them,
 * over a real store (the app's epics, this feature's included) signed in against the mock backend, with
 * the alert stack, the navigation guard, and a stand-in for All Contacts where a delete leads.
 */
export function renderContactProfile(path: string, { persona = 'owner-advanced', listChoice }: Options = {}) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs(persona).token, { path: '/' });
  const store = createAppStore(createTestDependencies());
  const router = createMemoryRouter(
    [
      {
        path: '/contacts',
        element: (
          <UnsavedChangesGuard>
            <ListChoiceContext.Provider value={listChoice ?? null}>
              <Outlet />
            </ListChoiceContext.Provider>
            <AlertStack />
          </UnsavedChangesGuard>
        ),
        children: [...contactProfileRoutes, { path: 'all', element: <h1>All Contacts</h1> }],
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
  return { ...view, store, router, user };
}
