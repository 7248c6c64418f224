import { createElement, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { http } from 'msw';
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink';
import { pageViewRecorder } from './analytics/page-view-recorder';
import { browserContactStore } from './db/contacts/browser-contact-store';
import { provideContactStore } from './db/contacts/contact-store-provider';
import { handlers } from './handlers/all-handlers';
import { api } from './handlers/api-path';
import { notFound } from './handlers/errors';
import { prepareDataBeforeHandling } from './handlers/lazy-domain';
import { latencyHandler } from './latency';
import { applyScenarioFromLocation } from './scenarios/browser-selection';

/** Like the real API, an unknown /v3 path is a JSON 404 (not the dev server's index.html). */
const unknownEndpointHandler = http.all(api('/*'), ({ request }) => {
  console.warn(`[mock backend] no handler for ${request.method} ${new URL(request.url).pathname}`);
  return notFound();
});

/**
 * msw calls `registration.update()` without handling its rejection (mswjs/msw#2006). Navigating
 * while that update runs (e.g. right after a reload) rejects it harmlessly; keep it out of the console.
 */
function ignoreWorkerUpdateRejections(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && /Failed to update a ServiceWorker.*mockServiceWorker\.js/.test(reason.message)) {
      event.preventDefault();
    }
  });
}

/**
 * msw tells its worker on `beforeunload` that this page is closing, even when the page then stays because
 * it asked first (unsaved changes) and the user chose to stay: from then on the worker would let this tab's
 * API calls through to the network (mswjs/msw#1105; msw 3 listens to `pagehide` instead). A timer set
 * during the event runs once every listener has run and the browser's prompt is answered: if the unload
 * was cancelled, the page is still here and the worker starts again.
 */
function restartAfterCancelledUnload(worker: SetupWorker, options: StartOptions): void {
  window.addEventListener('beforeunload', (event) => {
    setTimeout(() => {
      if (!event.defaultPrevented) return;
      worker.stop();
      void worker.start(options);
    });
  });
}

// The panel and the sign-in page use the demo data: they load apart from the backend's start.
const QaPanel = lazy(async () => ({ default: (await import('./qa-panel/QaPanel')).QaPanel }));
const LoginPage = lazy(async () => ({ default: (await import('./login/LoginPage')).LoginPage }));

function mountQaPanel(): void {
  const container = document.createElement('div');
  container.id = 'mock-qa-panel';
  document.body.append(container);
  createRoot(container).render(createElement(Suspense, null, createElement(QaPanel)));
}

/**
 * Starts the in-browser API: applies a scenario chosen by
 * `?mock-scenario=` or earlier in this tab, starts the service worker and mounts the QA panel.
 * Returns the analytics sink the app should use: it records page views for the QA panel.
 */
export async function startMockBackend(): Promise<{ analytics: AnalyticsSink }> {
  ignoreWorkerUpdateRejections();
  provideContactStore(browserContactStore);
  // A handle for the browser console, the end-to-end contract spec and the benchmarks: the contact store's
  // API (mocks/db/contacts/contact-store.ts), answered by its worker.
  Object.assign(window, { __mockContactStore: browserContactStore });
  // The saved demo data (or the seed): the first request waits for it, the start does not.
  const loadData = async () => (await import('./db/browser-database')).ensureDbLoaded();
  prepareDataBeforeHandling(loadData);
  applyScenarioFromLocation();
  const worker = setupWorker(latencyHandler, ...handlers, unknownEndpointHandler);
  const options: StartOptions = {
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only /v3 is mocked; assets and pages go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  };
  // Loaded with the first request, while its simulated latency runs: at start its chunks would hold up the page's own.
  // The QA panel (which uses the data too) mounts then, or once the page has loaded if it makes no request.
  let panelMounted = false;
  const mountPanelOnce = () => {
    if (panelMounted) return;
    panelMounted = true;
    mountQaPanel();
  };
  worker.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.startsWith('/v3/')) return;
    void loadData();
    mountPanelOnce();
  });
  window.addEventListener('load', () => setTimeout(mountPanelOnce, 1000), { once: true });
  await worker.start(options);
  restartAfterCancelledUnload(worker, options);
  return { analytics: pageViewRecorder };
}

/** Renders the mock sign-in page when the address is /login; main.tsx then skips the app. */
export function renderMockLoginIfRequested(rootEl: HTMLElement): boolean {
  if (window.location.pathname !== '/login') return false;
  createRoot(rootEl).render(createElement(StrictMode, null, createElement(Suspense, null, createElement(LoginPage))));
  return true;
}
