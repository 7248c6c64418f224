import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router-dom';
import { vi } from 'vitest';
import { AlertStack } from '@/app/shell/AlertStack';
import { createAppStore } from '@/app/store';
import { ListContacts } from '@/features/contacts/components/ListContacts';
import { contactsRoutes, listContactRoutes } from '@/features/contacts/routes';
import { ListChoiceContext, type ListChoiceProps } from '@/shared/audience/list-choice';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import { signInAs, type PersonaId } from '@mocks/node';
import { createTestDependencies } from './test-dependencies';
import { recordRequests } from './record-requests';

interface Options {
  persona?: PersonaId;
  /** The lists feature's list choice the composition root provides; none by default (the choice is hidden). */
  listChoice?: ComponentType<ListChoiceProps>;
}

/** A stand-in for the lists feature's list detail page: its contacts, and their dialog routes. */
function ListDetail() {
  const { id = '' } = useParams();
  return (
    <>
      <h1>List {id}</h1>
      <ListContacts listId={id} listName={`List ${id}`} />
      <Outlet />
    </>
  );
}

/** jsdom lays nothing out: the grids get a viewport of 10 rows, so the data table renders rows (restored after each test). */
function layOutGrids() {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 480 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 960 : 0;
  });
}

/**
 * Renders the contacts feature's routes under /contacts the way the contacts area mounts them (and a
 * stand-in list detail page at /contacts/lists/:id composing ListContacts), over a real store signed in
 * against the mock backend, with the alert stack; `requests` records what the app sends.
 */
export function renderContacts(path: string, { persona = 'owner-advanced', listChoice }: Options = {}) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs(persona).token, { path: '/' });
  layOutGrids();
  const store = createAppStore(createTestDependencies());
  const requests = recordRequests();
  const router = createMemoryRouter(
    [
      {
        path: '/contacts',
        element: (
          <ListChoiceContext.Provider value={listChoice ?? null}>
            <Outlet />
            <AlertStack />
          </ListChoiceContext.Provider>
        ),
        children: [
          ...contactsRoutes,
          { path: 'lists/:id', element: <ListDetail />, children: listContactRoutes },
          { path: 'profile/:id', element: <h1>Contact profile</h1> },
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
  return { ...view, store, router, user, requests };
}
