import { fromEvent, merge } from 'rxjs';
import { map } from 'rxjs/operators';
import { createBeaconSink, type AnalyticsSink } from '@/shared/analytics/analytics-sink';
import { createApiClient, createPublicApiClient } from '@/shared/api/client';
import { createLazyUploader } from '@/shared/api/lazy-uploader';
import { createBroadcastChannelBroadcaster } from '@/shared/broadcast/broadcaster';
import { announceWrite } from '@/shared/broadcast/data-changes';
import { createWorkerCsvReader } from '@/shared/csv/worker-csv-reader';
import type { Dependencies } from '@/shared/dependencies';
import { createFetchImageReader } from '@/shared/media/image-data-url';
import { createBrowserImagePreloader } from '@/shared/media/image-preloader';
import { createServiceWorkerTokenWorker } from '@/shared/service-worker/token-worker';
import { createIndexedDbStorage } from '@/shared/storage/indexeddb-storage';
import { readAuthToken, readImpersonatedUser } from '@/shared/session/session-cookies';
import { config } from './config';

export interface BrowserDependencyOptions {
  /** Replaces the configured analytics collector (the mock backend records page views instead). */
  analytics?: AnalyticsSink;
  /** Every API request and upload waits for it (the mock backend's start). */
  apiReady?: Promise<unknown>;
  /** The save time-out, when not the api client's default (the mock backend's QA panel sets one). */
  writeTimeoutMs?(): number | undefined;
}

export function createBrowserDependencies({ analytics, apiReady, writeTimeoutMs }: BrowserDependencyOptions = {}): Dependencies {
  const broadcast = createBroadcastChannelBroadcaster();
  const apiConfig = {
    ready: apiReady,
    writeTimeoutMs,
    baseUrl: config.apiBase,
    requestSource: config.requestSource,
    origin: window.location.origin,
    getToken: readAuthToken,
    getImpersonatedUser: readImpersonatedUser,
    // Live updates between tabs (shared/broadcast/data-changes.ts): seen here, a write is announced whatever
    // backend accepted it, the real API or the mock.
    onWriteAccepted: (path: string) => announceWrite(broadcast, path),
  };
  return {
    config,
    api: createApiClient(apiConfig),
    publicApi: createPublicApiClient(apiConfig),
    clock: { now: () => Date.now() },
    location: {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      origin: () => window.location.origin,
      assign: (url) => window.location.assign(url),
      download: (url, filename) => {
        const link = Object.assign(document.createElement('a'), { href: url, download: filename, rel: 'noopener' });
        document.body.append(link);
        link.click();
        link.remove();
      },
      reload: () => window.location.reload(),
    },
    broadcast,
    analytics: analytics ?? createBeaconSink(config.analyticsUrl),
    tokenWorker: createServiceWorkerTokenWorker(config.serviceWorker),
    storage: createIndexedDbStorage(),
    connectivity: {
      online: () => navigator.onLine,
      changes$: merge(
        fromEvent(window, 'online').pipe(map(() => true)),
        fromEvent(window, 'offline').pipe(map(() => false)),
      ),
    },
    csvReader: createWorkerCsvReader(),
    uploader: createLazyUploader(apiConfig),
    imagePreloader: createBrowserImagePreloader(),
    imageReader: createFetchImageReader(apiReady),
  };
}
