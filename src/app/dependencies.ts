import { createApiClient } from '@/shared/api/client';
import { createBroadcastChannelBroadcaster } from '@/shared/broadcast/broadcaster';
import type { Dependencies } from '@/shared/dependencies';
import { readAuthToken, readImpersonatedUser } from '@/shared/session/session-cookies';
import { config } from './config';

export function createBrowserDependencies(): Dependencies {
  return {
    api: createApiClient({
      baseUrl: config.apiBase,
      requestSource: config.requestSource,
      origin: window.location.origin,
      getToken: readAuthToken,
      getImpersonatedUser: readImpersonatedUser,
    }),
    clock: { now: () => Date.now() },
    location: {
      pathname: () => window.location.pathname,
      search: () => window.location.search,
      origin: () => window.location.origin,
      assign: (url) => window.location.assign(url),
      reload: () => window.location.reload(),
    },
    broadcast: createBroadcastChannelBroadcaster(),
  };
}
