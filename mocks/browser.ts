import { createElement, lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getResponse, http } from 'msw';
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink';
import { pageViewRecorder } from './analytics/page-view-recorder';
import { provideContactStore } from './db/contacts/contact-store-provider';
import { apiHandlers, preloadHandlersFor, scenarioHandler } from './handlers/all-handlers';
import { api } from './handlers/api-path';
import { latencyHandler } from './latency';
import { scenarioRequested } from './scenarios/requested';
import { answerOnceLoaded, fromWire, toWire } from './tabs/answer-request';
import type { WireRequest } from './tabs/protocol';
import { StorageBanner } from './tabs/StorageBanner';
import { shareStorageNotices } from './tabs/share-storage-notices';
import { tabContactStore } from './tabs/tab-contact-store';
import { isLeaderHere, joinTabs, leaderOperation } from './tabs/tab-link';
import { writeTimeoutMs } from './write-timeout';

/**
 * The tab's own scenario runs here, in the tab that made the request (`?mock-scenario=`, QA panel); the
 * leader answers with every other handler, whichever tab asked.
 */
const answerOnLeader = leaderOperation('fetch', async (wire: WireRequest) =>
  answerOnceLoaded(apiHandlers, wire, (await import('./db/browser-database')).ensureAllDataLoaded),
);

const preloadOnLeader = leaderOperation('preload-handlers', async (pathname: string) => preloadHandlersFor(pathname, 'leader'));
/** Paths whose handlers this tab already asked the leader to load: a follower asks once per path. */
const preloadAsked = new Set<string>();

/**
 * First in this tab's list: the handlers that will answer the request (the scenario overrides here, the
 * API's domain in the leader) start loading now, while the simulated latency runs, instead of after it.
 * It answers nothing itself.
 */
const preloadHandler = http.all(api('/*'), ({ request }) => {
  const { pathname } = new URL(request.url);
  if (scenarioRequested()) preloadHandlersFor(pathname, 'tab');
  if (isLeaderHere()) preloadHandlersFor(pathname, 'leader');
  else if (!preloadAsked.has(pathname)) {
    preloadAsked.add(pathname);
    preloadOnLeader(pathname).catch(() => preloadAsked.delete(pathname));
  }
  return undefined;
});

/**
 * The tab's scenario overrides, only once this tab asked for a scenario: until then none is active, and the
 * scenario catalogue (with the handler modules it names) stays out of every request's way.
 */
const tabScenarioHandler = http.all(api('/*'), ({ request }) => (scenarioRequested() ? getResponse([scenarioHandler], request) : undefined));

/** Every /v3 request of this tab, after its latency and scenario: answered by the leader tab (maybe this one). */
const leaderRoute = http.all(api('/*'), async ({ request }) => fromWire(await answerOnLeader(await toWire(request))));

/**
 * msw calls `registration.update()` without handling its rejection (mswjs/msw#2006). Navigating
 * while that update runs (e.g. right after a reload) rejects it harmlessly; keep it out of the console.
 */
function ignoreWorkerUpdateRejections(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && /Failed to update a ServiceWorker.*mock-service-worker\.js/.test(reason.message)) {
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

function mount(id: string, component: ComponentType, where: 'first' | 'last'): void {
  const container = document.createElement('div');
  container.id = id;
  if (where === 'first') document.body.prepend(container);
  else document.body.append(container);
  createRoot(container).render(createElement(Suspense, null, createElement(component)));
}

/**
 * The saved demo data (or the seed), in a chunk of its own: the leader starts loading it at once, beside
 * the app's own chunks, so the first request finds it ready or nearly; its operations wait for its small
 * tables, the large ones follow (ensureAllDataLoaded).
 */
const loadData = async () => {
  const data = await import('./db/browser-database');
  await data.ensureDbLoaded();
  // Both marks are read by the start benchmark's waterfall (test/bench/start.bench.mjs, BENCH_WATERFALL=1).
  performance.mark('mock first tables loaded');
  void data.ensureAllDataLoaded().then(() => performance.mark('mock data loaded'), () => undefined);
};

/**
 * Starts the in-browser API: joins the other tabs (the first one leads: it loads the saved demo data, or
 * the seed, and answers every tab's requests; see mocks/tabs/), applies a scenario chosen by
 * `?mock-scenario=` or earlier in this tab, starts the service worker and mounts the QA panel and the
 * storage banner. Returns the analytics sink the app should use (it records page views for the QA panel)
 * and the save time-out the QA panel sets for this tab.
 */
export async function startMockBackend(): Promise<{ analytics: AnalyticsSink; writeTimeoutMs: () => number | undefined }> {
  ignoreWorkerUpdateRejections();
  provideContactStore(tabContactStore);
  // A handle for the browser console, the end-to-end contract spec and the benchmarks: the contact store's
  // API (mocks/db/contacts/contact-store.ts), answered by the leader tab's worker.
  Object.assign(window, { __mockContactStore: tabContactStore });
  // The scenario catalogue (with the handler modules whose limits and messages it names: 17 chunks) loads
  // beside the worker's start, and only when this tab asks for a scenario.
  const scenarioApplied = scenarioRequested()
    ? import('./scenarios/browser-selection').then(({ applyScenarioFromLocation }) => applyScenarioFromLocation())
    : Promise.resolve();
  const worker = setupWorker(preloadHandler, latencyHandler, tabScenarioHandler, leaderRoute);
  const options: StartOptions = {
    serviceWorker: { url: '/mock-service-worker.js' },
    // Only /v3 is mocked; assets and pages go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  };
  // The QA panel's chunks would hold up the page's own and the first answers at start: it mounts once the
  // first API request is answered, or once the page has loaded if it makes none.
  let panelMounted = false;
  const mountPanelOnce = () => {
    if (panelMounted) return;
    panelMounted = true;
    mount('mock-qa-panel', QaPanel, 'last');
  };
  worker.events.on('request:end', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/v3/')) mountPanelOnce();
  });
  window.addEventListener('load', () => setTimeout(mountPanelOnce, 1000), { once: true });
  // The worker starts beside the election: no request reaches it before this function returns (the app's
  // requests wait for it). Each mark is read by the start benchmark's waterfall.
  const tabsJoined = joinTabs(loadData).then((role) => {
    performance.mark(`mock tabs joined (${role})`);
    shareStorageNotices();
  });
  const workerStarted = worker.start(options).then(() => performance.mark('mock worker started'));
  await Promise.all([workerStarted, tabsJoined, scenarioApplied]);
  restartAfterCancelledUnload(worker, options);
  performance.mark('mock backend ready');
  mount('mock-storage-banner', StorageBanner, 'first');
  return { analytics: pageViewRecorder, writeTimeoutMs };
}

/** Renders the mock sign-in page when the address is /login; main.tsx then skips the app. */
export function renderMockLoginIfRequested(rootEl: HTMLElement): boolean {
  if (window.location.pathname !== '/login') return false;
  createRoot(rootEl).render(createElement(StrictMode, null, createElement(Suspense, null, createElement(LoginPage))));
  return true;
}
