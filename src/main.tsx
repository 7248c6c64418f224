import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import '@/shared/ui/global.css';
import { config } from '@/app/config';
import { createAppRouter, routerProviderFuture } from '@/app/router';
import { isPublicPath } from '@/app/routes/hosted-form/hosted-form-routes';
import { createBrowserStore } from '@/app/browser-store';
import type { BrowserDependencyOptions } from '@/app/dependencies';
import { createPendingSink } from '@/shared/analytics/analytics-sink';
import { loginUrl, safeRedirectPath } from '@/shared/session/safe-redirect';
import { readAuthToken } from '@/shared/session/session-cookies';

async function boot(rootElement: HTMLElement) {
  const options: BrowserDependencyOptions = {};
  // The literal env check lets a real-API build drop the mock backend entirely.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    let mockWriteTimeoutMs: (() => number | undefined) | undefined;
    // eslint-disable-next-line import/no-restricted-paths -- the one sanctioned door from the app to the mocks
    const started = import('../mocks/browser').then(async (mocks) => {
      const backend = await mocks.startMockBackend();
      mockWriteTimeoutMs = backend.writeTimeoutMs;
      return { mocks, ...backend };
    });
    if (window.location.pathname === '/login') {
      const { mocks } = await started;
      if (mocks.renderMockLoginIfRequested(rootElement)) return;
    }
    // The app starts beside the backend: its requests wait for it, its page views reach the QA panel's recorder.
    options.apiReady = started;
    options.analytics = createPendingSink(started.then(({ analytics }) => analytics));
    // Writes are sent once the backend started, so its QA panel's save time-out is known by then.
    options.writeTimeoutMs = () => mockWriteTimeoutMs?.();
  }

  // A public page (a signup form's hosted page) opens without a session.
  if (!readAuthToken() && !isPublicPath(window.location.pathname)) {
    const here = safeRedirectPath(`${window.location.pathname}${window.location.search}`, window.location.origin);
    window.location.assign(loginUrl(config.loginPath, here));
    return;
  }

  const store = createBrowserStore(options);
  createRoot(rootElement).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} future={routerProviderFuture} />
      </Provider>
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement) void boot(rootElement);
