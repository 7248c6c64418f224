import { defer, of, Subject, type SchedulerLike } from 'rxjs';
import { take } from 'rxjs/operators';
import { vi } from 'vitest';
import { createApiClient, createPublicApiClient } from '@/shared/api/client';
import { createXhrUploader } from '@/shared/api/uploader';
import { createMemorySink, type MemorySink } from '@/shared/analytics/memory-sink';
import { createMemoryBroadcaster, type MemoryBroadcaster } from '@/shared/broadcast/memory-broadcaster';
import { createMemoryTokenWorker, type MemoryTokenWorker } from '@/shared/service-worker/memory-token-worker';
import type { Connectivity } from '@/shared/connectivity/connectivity';
import { createInProcessCsvReader } from '@/shared/csv/in-process-csv-reader';
import type { AppLocation, Dependencies } from '@/shared/dependencies';
import { createFetchImageReader } from '@/shared/media/image-data-url';
import type { ImagePreloader } from '@/shared/media/image-preloader';
import { readAuthToken, readImpersonatedUser } from '@/shared/session/session-cookies';
import { createMemoryStorage, type MemoryStorage } from '@/shared/storage/memory-storage';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface FakeLocation extends AppLocation {
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  download: ReturnType<typeof vi.fn<(url: string, filename: string) => void>>;
  reload: ReturnType<typeof vi.fn<() => void>>;
  /** What the app's router shows; tests with a router point this at it. */
  current: { pathname: string; search: string };
}

export function createFakeLocation(pathname = '/', search = ''): FakeLocation {
  const current = { pathname, search };
  return {
    current,
    pathname: () => current.pathname,
    search: () => current.search,
    origin: () => TEST_ORIGIN,
    assign: vi.fn<(url: string) => void>(),
    download: vi.fn<(url: string, filename: string) => void>(),
    reload: vi.fn<() => void>(),
  };
}

export interface FakeConnectivity extends Connectivity {
  goOffline(): void;
  goOnline(): void;
}

/** Online until a test says otherwise; each change is announced like the browser's online/offline events. */
export function createFakeConnectivity(): FakeConnectivity {
  const changes = new Subject<boolean>();
  let online = true;
  const set = (next: boolean) => {
    online = next;
    changes.next(next);
  };
  return {
    online: () => online,
    changes$: changes.asObservable(),
    goOffline: () => set(false),
    goOnline: () => set(true),
  };
}

export interface FakeImagePreloader extends ImagePreloader {
  /** The URLs loaded, in order. */
  requested: string[];
  /** Loads finish at once, unless held: then they wait for release(). */
  hold(): void;
  /** Finishes the held loads; later ones finish at once again. */
  release(): void;
}

/** jsdom loads no images: this one says every image loaded, when the test lets it. */
export function createFakeImagePreloader(): FakeImagePreloader {
  const released = new Subject<void>();
  let holding = false;
  const requested: string[] = [];
  return {
    requested,
    load: (url) =>
      defer(() => {
        requested.push(url);
        return holding ? released.pipe(take(1)) : of(undefined);
      }),
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      released.next();
    },
  };
}

export interface TestDependencyOptions {
  /** Times the api client's retry waits (the async scheduler, which fake timers move, by default). */
  apiScheduler?: SchedulerLike;
  /** The browser storage; hand the same one to a second store to play a reload. */
  storage?: MemoryStorage;
  /** How long a write waits for its answer (a test of a hanging save sets a few milliseconds). */
  writeTimeoutMs?: number;
}

export type TestDependencies = Dependencies & {
  location: FakeLocation;
  broadcast: MemoryBroadcaster;
  analytics: MemorySink;
  tokenWorker: MemoryTokenWorker;
  connectivity: FakeConnectivity;
  storage: MemoryStorage;
  imagePreloader: FakeImagePreloader;
};

/**
 * Real api client against the MSW server, a fake location, the real clock (use fake timers to move it)
 * and in-memory broadcaster, analytics sink, service worker and browser storage whose records tests
 * read, a connectivity the test switches off and on, a CSV reader that runs the worker's reading
 * code on the main thread, the browser's uploader (XMLHttpRequest, which MSW answers) and an image
 * preloader the test holds and releases.
 */
export function createTestDependencies(
  location: FakeLocation = createFakeLocation(),
  { apiScheduler, storage = createMemoryStorage(), writeTimeoutMs }: TestDependencyOptions = {},
): TestDependencies {
  const apiConfig = {
    baseUrl: '/v3',
    requestSource: 'marketing-console',
    origin: TEST_ORIGIN,
    getToken: readAuthToken,
    getImpersonatedUser: readImpersonatedUser,
    writeTimeoutMs: () => writeTimeoutMs,
  };
  return {
    config: { apiBase: '/v3', loginPath: '/login', downloadOrigins: [] },
    api: createApiClient({ ...apiConfig, scheduler: apiScheduler }),
    publicApi: createPublicApiClient({ ...apiConfig, scheduler: apiScheduler }),
    clock: { now: () => Date.now() },
    location,
    broadcast: createMemoryBroadcaster(),
    analytics: createMemorySink(),
    tokenWorker: createMemoryTokenWorker(),
    connectivity: createFakeConnectivity(),
    storage,
    csvReader: createInProcessCsvReader(),
    uploader: createXhrUploader(apiConfig),
    imagePreloader: createFakeImagePreloader(),
    imageReader: createFetchImageReader(),
  };
}
