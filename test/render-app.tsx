import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRouterOptions, appRoutes, routerProviderFuture } from '@/app/router';
import { createAppStore } from '@/app/store';
import { ACCOUNT_REGION_COOKIE, AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '@/shared/session/cookie-names';
import { signInAs, type PersonaId } from '@mocks/node';
import type { MemoryStorage } from '@/shared/storage/memory-storage';
import { createFakeLocation, createTestDependencies } from './test-dependencies';

interface Options {
  /** Signs in as this demo persona first; leave out to stay signed out. */
  persona?: PersonaId | null;
  /** The browser storage: pass the one of an earlier render to play a reload. */
  storage?: MemoryStorage;
  /** How long a save waits for its answer (a test of a hanging save sets a few milliseconds). */
  writeTimeoutMs?: number;
}

/** Renders the whole app at `path` with a fresh store, the real epics and the MSW backend. */
export function renderApp(path: string, { persona = 'owner-advanced', storage, writeTimeoutMs }: Options = {}) {
  if (persona) {
    const session = signInAs(persona);
    Cookies.set(AUTH_TOKEN_COOKIE, session.token, { path: '/' });
    Cookies.set(ACCOUNT_REGION_COOKIE, session.region, { path: '/' });
    if (session.impersonating) Cookies.set(IMPERSONATION_COOKIE, session.impersonating, { path: '/' });
  }
  const [pathname = '/', search = ''] = path.split('?');
  const location = createFakeLocation(pathname, search ? `?${search}` : '');
  const dependencies = createTestDependencies(location, { storage, writeTimeoutMs });
  const store = createAppStore(dependencies);
  const router = createMemoryRouter(appRoutes, { ...appRouterOptions, initialEntries: [path] });
  router.subscribe((state) => {
    location.current.pathname = state.location.pathname;
    location.current.search = state.location.search;
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} future={routerProviderFuture} />
    </Provider>,
  );
  return { ...view, store, router, location, dependencies, user };
}
