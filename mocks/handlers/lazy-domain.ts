import { getResponse, http, type RequestHandler } from 'msw';
import { api } from './api-path';

/** A part of the API whose handlers load with its first request. */
export interface LazyDomain {
  /** Paths under /v3 it answers: a request to one of them or below one of them loads the handlers. */
  prefixes: readonly string[];
  load: () => Promise<readonly RequestHandler[]>;
}

const V3 = '/v3';

export function servesPath(prefixes: readonly string[], pathname: string): boolean {
  if (!pathname.startsWith(`${V3}/`)) return false;
  const path = pathname.slice(V3.length);
  return prefixes.some((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`));
}

const loadings = new WeakMap<LazyDomain, Promise<readonly RequestHandler[]>>();

/** The domain's handlers, imported once (a chunk of their own in the browser), whoever asks first. */
function loadedHandlers(domain: LazyDomain): Promise<readonly RequestHandler[]> {
  let loading = loadings.get(domain);
  if (loading === undefined) {
    loading = domain.load().catch((error: unknown) => {
      // A chunk that failed to load (a new deploy, a dropped connection) is tried again by the next request.
      loadings.delete(domain);
      throw error;
    });
    loadings.set(domain, loading);
  }
  return loading;
}

/**
 * Starts loading the handlers of every domain that serves `pathname`, without waiting: a request's
 * handlers then load while its simulated latency runs instead of after it. A failed load is left to the
 * request itself, which tries again.
 */
export function preloadDomains(domains: readonly LazyDomain[], pathname: string): void {
  for (const domain of domains) if (servesPath(domain.prefixes, pathname)) loadedHandlers(domain).catch(() => undefined);
}

/**
 * One MSW handler standing for a domain's handlers: on its first matching request it imports them (a
 * chunk of their own in the browser), then hands each request to them in their order. A request none of
 * them answers falls through to the next handler of the list, as it did when they were listed directly.
 */
export function lazyDomainHandler(domain: LazyDomain): RequestHandler {
  return http.all(api('/*'), async ({ request }) => {
    if (!servesPath(domain.prefixes, new URL(request.url).pathname)) return undefined;
    return getResponse([...(await loadedHandlers(domain))], request);
  });
}
