import { configureStore, type Action } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { AlertStack } from '@/app/shell/AlertStack';
import { appReducer } from '@/app/root-reducer';
import { alertsEpics } from '@/shared/alerts/alerts-epics';
import type { Dependencies } from '@/shared/dependencies';
import { jobsEpics } from '@/shared/jobs/jobs-epics';
import type { AppState } from '@/shared/store/app-state';
import type { AppEpic } from '@/shared/store/app-epic';
import { listsEpics } from '@/features/lists/epics';
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import { ListsIndex } from '@/features/lists/components/ListsIndex';
import { listsRoutes } from '@/features/lists/routes';
import { signInAs, type PersonaId } from '@mocks/node';
import { createTestDependencies } from './test-dependencies';

interface Options {
  persona?: PersonaId;
  /** Extra screens under /contacts (a host of the list choice, a segment's page the locked-list screen links to). */
  routes?: RouteObject[];
}

/** A store running only what these screens need: the alerts, the job poller and the lists' epics. */
function createListsStore() {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: createTestDependencies() });
  const store = configureStore({ reducer: appReducer, middleware: (getDefault) => getDefault({ thunk: false }).concat(epicMiddleware) });
  epicMiddleware.run(combineEpics(...([...alertsEpics, ...jobsEpics, ...listsEpics] as AppEpic[])));
  return store;
}

/**
 * The lists feature's screens as the contacts area mounts them, without the other features: /contacts shows
 * the lists index, a list's page shows a stand-in for its contacts table. Signed in against the mock backend,
 * with the alert stack and the app's navigation guard; the store runs the lists' own epics, not the app's.
 */
export function renderListsScreen(path: string, { persona = 'owner-advanced', routes = [] }: Options = {}) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs(persona).token, { path: '/' });
  const store = createListsStore();
  const listContacts = (list: { id: string; name: string }): ReactNode => <p>Contacts of {list.name}</p>;
  const router = createMemoryRouter(
    [
      {
        path: '/contacts',
        element: (
          <UnsavedChangesGuard>
            <main>
              <Outlet />
            </main>
            <AlertStack />
          </UnsavedChangesGuard>
        ),
        children: [{ index: true, element: <ListsIndex /> }, ...listsRoutes({ listContacts, listContactRoutes: [] }), ...routes],
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
