import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';

// A whole-app render loads lazy pages, feature epics and account resources first; on CI's two busy
// cores that can take longer than Testing Library's default second. A wait still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Any request no handler answers fails the test: the mock must mirror every call the app makes.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockBackend());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
