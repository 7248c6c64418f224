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

/**
 * One MSW handler standing for a domain's handlers: on its first matching request it imports them (a
 * chunk of their own in the browser), then hands each request to them in their order. A request none of
 * them answers falls through to the next handler of the list, as it did when they were listed directly.
 */
export function lazyDomainHandler({ prefixes, load }: LazyDomain): RequestHandler {
  let loading: Promise<readonly RequestHandler[]> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // A chunk that failed to load (a new deploy, a dropped connection) is tried again by the next request.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return http.all(api('/*'), async ({ request }) => {
    if (!servesPath(prefixes, new URL(request.url).pathname)) return undefined;
    return getResponse([...(await loaded())], request);
  });
}
