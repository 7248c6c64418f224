import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import '@/shared/ui/global.css';
import { config } from '@/app/config';
import { createBrowserDependencies } from '@/app/dependencies';
import { createAppRouter } from '@/app/router';
import { isPublicPath } from '@/app/routes/hosted-form/hosted-form-routes';
import { createAppStore } from '@/app/store';
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink';
import { loginUrl, safeRedirectPath } from '@/shared/session/safe-redirect';
import { readAuthToken } from '@/shared/session/session-cookies';

async function boot(rootElement: HTMLElement) {
  let analytics: AnalyticsSink | undefined;
  // The literal env check lets a real-API build drop the mock backend entirely.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    // eslint-disable-next-line import/no-restricted-paths -- the one sanctioned door from the app to the mocks
    const mocks = await import('../mocks/browser');
    ({ analytics } = await mocks.startMockBackend());
    if (mocks.renderMockLoginIfRequested(rootElement)) return;
  }

  // A public page (a signup form's hosted page) opens without a session.
  if (!readAuthToken() && !isPublicPath(window.location.pathname)) {
    const here = safeRedirectPath(`${window.location.pathname}${window.location.search}`, window.location.origin);
    window.location.assign(loginUrl(config.loginPath, here));
    return;
  }

  const store = createAppStore(createBrowserDependencies({ analytics }));
  createRoot(rootElement).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} />
      </Provider>
    </StrictMode>,
  );
}

const rootElement = document.getElementById('root');
if (rootElement) void boot(rootElement);
