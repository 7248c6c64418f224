import { Subject, asyncScheduler, defer, from, of, throwError, type Observable, type SchedulerLike } from 'rxjs';
import { fromFetch } from 'rxjs/fetch';
import { catchError, mergeMap, timeout } from 'rxjs/operators';
import { WRITE_TIMEOUT_MS, networkError, timedOutError, toApiError, type ApiError } from './errors';
import { retryTransientFailures } from './transient-retry';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** The logout call itself must not trigger another logout. */
  ignoreUnauthorized?: boolean;
  /**
   * A GET is sent again after a transient failure (see transient-retry.ts) unless this is false: for a
   * caller with its own retry rule. Writes are never sent again automatically.
   */
  retry?: boolean;
  /**
   * A POST that only reads (a search, a dry-run count): it waits for its answer like a GET instead of
   * timing out as a save, and is not announced to the other tabs as a change.
   */
  reads?: boolean;
}

export interface ApiClientConfig {
  baseUrl: string;
  requestSource: string;
  getToken(): string | undefined;
  /** Username of the subuser an administrator acts for, if any. */
  getImpersonatedUser(): string | undefined;
  /** Resolves relative base URLs; the page origin in the browser. */
  origin: string;
  /** Times the waits between retries; the async scheduler unless a test brings its own. */
  scheduler?: SchedulerLike;
  /** Whether cookies go with requests: 'include' (the app's), or 'omit' for a visitor's public page. */
  credentials?: RequestCredentials;
  /**
   * Requests wait for it: the embedded mock backend starting while the app renders, so that the app's
   * own start (its route chunks, its first render) does not wait for the backend's.
   */
  ready?: Promise<unknown>;
  /**
   * How long a write (any method but GET) waits for its answer before it fails with a time-out, so that no
   * save stays "Saving…" for ever: WRITE_TIMEOUT_MS unless this returns a number (the QA panel's setting).
   */
  writeTimeoutMs?(): number | undefined;
  /** Called when the API accepted a request that is not a GET, with its `path` (the other tabs are told). */
  onWriteAccepted?(path: string): void;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Observable<T>;
  get<T>(path: string, options?: RequestOptions): Observable<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Observable<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Observable<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Observable<T>;
  delete<T>(path: string, options?: RequestOptions): Observable<T>;
  /** Emits the failure of every request answered with HTTP 401. */
  readonly unauthorized$: Observable<ApiError>;
}

export const REQUEST_SOURCE_HEADER = 'x-request-source';
export const ON_BEHALF_OF_HEADER = 'on-behalf-of';

const buildUrl = (config: ApiClientConfig, path: string, query: RequestOptions['query']) => {
  const base = new URL(config.baseUrl.replace(/\/$/, '') + path, config.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) base.searchParams.set(key, String(value));
  }
  return base.toString();
};

const readBody = (response: Response): Promise<unknown> =>
  response.text().then((text) => {
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  });

/**
 * A visitor's client for public endpoints (a signup form's hosted page): no token, no on-behalf-of
 * header and no cookies, even when a signed-in user or an impersonating administrator uses the browser.
 */
export const createPublicApiClient = (config: ApiClientConfig): ApiClient =>
  createApiClient({ ...config, getToken: () => undefined, getImpersonatedUser: () => undefined, credentials: 'omit' });

const readsOnly = (method: HttpMethod, options: RequestOptions) => method === 'GET' || options.reads === true;

export function createApiClient(config: ApiClientConfig): ApiClient {
  const unauthorized = new Subject<ApiError>();

  const headersFor = (options: RequestOptions, token: string | undefined) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [REQUEST_SOURCE_HEADER]: config.requestSource,
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const subuser = config.getImpersonatedUser();
    if (subuser) headers[ON_BEHALF_OF_HEADER] = subuser;
    return headers;
  };

  // Deferred so that every attempt, a retry too, carries the token and impersonation of its moment.
  const attempt = <T>(method: HttpMethod, path: string, options: RequestOptions): Observable<T> =>
    defer(() => {
      const token = config.getToken();
      return fromFetch(buildUrl(config, path, options.query), {
        method,
        credentials: config.credentials ?? 'include',
        headers: headersFor(options, token),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }).pipe(
        catchError(() => throwError(() => networkError())),
        mergeMap((response) =>
          from(readBody(response)).pipe(
            mergeMap((body) => {
              if (response.ok) {
                if (!readsOnly(method, options)) config.onWriteAccepted?.(path);
                return of(body as T);
              }
              const error = toApiError(response.status, body, response.headers.get('Retry-After'));
              // A 401 for a token the cookie no longer holds (signed in again since) ends no session.
              if (response.status === 401 && !options.ignoreUnauthorized && config.getToken() === token) unauthorized.next(error);
              return throwError(() => error);
            }),
          ),
        ),
      );
    });

  // A write's clock starts when it is sent (after the backend is ready); on time-out the fetch is aborted.
  const timed = <T>(method: HttpMethod, options: RequestOptions, sent: Observable<T>): Observable<T> => {
    if (readsOnly(method, options)) return sent;
    const ms = config.writeTimeoutMs?.() ?? WRITE_TIMEOUT_MS;
    return sent.pipe(timeout({ first: ms, with: () => throwError(() => timedOutError(ms)) }));
  };

  const { ready } = config;
  const send = <T>(method: HttpMethod, path: string, options: RequestOptions): Observable<T> =>
    ready === undefined
      ? timed(method, options, attempt<T>(method, path, options))
      : from(ready).pipe(mergeMap(() => timed(method, options, attempt<T>(method, path, options))));

  const request = <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Observable<T> => {
    const once = send<T>(method, path, options);
    return method === 'GET' && options.retry !== false ? once.pipe(retryTransientFailures(config.scheduler ?? asyncScheduler)) : once;
  };

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    unauthorized$: unauthorized.asObservable(),
  };
}
