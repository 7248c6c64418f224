import { vi } from 'vitest';
import { createApiClient } from '@/shared/api/client';
import { createMemorySink, type MemorySink } from '@/shared/analytics/memory-sink';
import { createMemoryBroadcaster, type MemoryBroadcaster } from '@/shared/broadcast/memory-broadcaster';
import { createMemoryTokenWorker, type MemoryTokenWorker } from '@/shared/service-worker/memory-token-worker';
import type { AppLocation, Dependencies } from '@/shared/dependencies';
import { readAuthToken, readImpersonatedUser } from '@/shared/session/session-cookies';

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

export type TestDependencies = Dependencies & {
  location: FakeLocation;
  broadcast: MemoryBroadcaster;
  analytics: MemorySink;
  tokenWorker: MemoryTokenWorker;
};

/**
 * Real api client against the MSW server, a fake location, the real clock (use fake timers to move it)
 * and in-memory broadcaster, analytics sink and service worker whose records tests read.
 */
export function createTestDependencies(location: FakeLocation = createFakeLocation()): TestDependencies {
  return {
    config: { apiBase: '/v3', loginPath: '/login', downloadOrigins: [] },
    api: createApiClient({
      baseUrl: '/v3',
      requestSource: 'marketing-console',
      origin: TEST_ORIGIN,
      getToken: readAuthToken,
      getImpersonatedUser: readImpersonatedUser,
    }),
    clock: { now: () => Date.now() },
    location,
    broadcast: createMemoryBroadcaster(),
    analytics: createMemorySink(),
    tokenWorker: createMemoryTokenWorker(),
  };
}
