import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { firstValueFrom, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { createFakeLocation, createTestDependencies } from '@test/test-dependencies';
import { AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '../session/cookie-names';
import { readAuthToken } from '../session/session-cookies';
import { createApiClient } from './client';

const echoHeaders = () => {
  const seen: Headers[] = [];
  server.use(
    http.all('*/v3/echo', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
};

describe('api client', () => {
  it('sends the token from the cookie, the request source and JSON', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'abc123', { path: '/' });
    const seen = echoHeaders();
    const { api } = createTestDependencies();
    await expect(firstValueFrom(api.post('/echo', { a: 1 }))).resolves.toEqual({ ok: true });
    const [headers] = seen;
    expect(headers?.get('authorization')).toBe('Bearer abc123');
    expect(headers?.get('x-request-source')).toBe('marketing-console');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('on-behalf-of')).toBeNull();
  });

  it('adds the on-behalf-of header while impersonating a subuser', async () => {
    Cookies.set(AUTH_TOKEN_COOKIE, 'admin-token', { path: '/' });
    Cookies.set(IMPERSONATION_COOKIE, 'marketing-sub', { path: '/' });
    const seen = echoHeaders();
    await firstValueFrom(createTestDependencies().api.get('/echo'));
    expect(seen[0]?.get('on-behalf-of')).toBe('marketing-sub');
  });

  it('normalises a failure into one error type', async () => {
    server.use(
      http.post('*/v3/echo', () =>
        HttpResponse.json({ errors: [{ field: 'name', message: 'is a required field' }] }, { status: 400 }),
      ),
    );
    await expect(firstValueFrom(createTestDependencies().api.post('/echo', {}))).rejects.toEqual({
      status: 400,
      message: 'is a required field',
      fieldErrors: { name: 'is a required field' },
    });
  });

  it('reports a network failure as status 0 with a message', async () => {
    server.use(http.get('*/v3/echo', () => HttpResponse.error()));
    await expect(firstValueFrom(createTestDependencies().api.get('/echo', { retry: false }))).rejects.toMatchObject({ status: 0 });
  });

  it('reports a 401 for the current token, and not one for a token replaced since (signed in again)', async () => {
    const { api } = createTestDependencies();
    const reported: unknown[] = [];
    api.unauthorized$.subscribe((error) => reported.push(error));
    Cookies.set(AUTH_TOKEN_COOKIE, 'current', { path: '/' });

    server.use(http.get('*/v3/echo', () => HttpResponse.json({}, { status: 401 }), { once: true }));
    await firstValueFrom(api.get('/echo')).catch(() => undefined);
    expect(reported).toHaveLength(1);

    // The user signs in again while the request is on its way.
    server.use(
      http.get(
        '*/v3/echo',
        () => {
          Cookies.set(AUTH_TOKEN_COOKIE, 'signed-in-again', { path: '/' });
          return HttpResponse.json({}, { status: 401 });
        },
        { once: true },
      ),
    );
    await expect(firstValueFrom(api.get('/echo'))).rejects.toMatchObject({ status: 401 });
    expect(reported).toHaveLength(1);
  });

  it('holds every request until the backend is ready, then sends it with the token of that moment', async () => {
    const seen = echoHeaders();
    let backendReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (backendReady = resolve));
    const api = createApiClient({ baseUrl: '/v3', requestSource: 'marketing-console', origin: 'http://localhost', getToken: readAuthToken, getImpersonatedUser: () => undefined, ready });
    const answered = firstValueFrom(api.get('/echo'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
    Cookies.set(AUTH_TOKEN_COOKIE, 'signed-in', { path: '/' });
    backendReady();
    await expect(answered).resolves.toEqual({ ok: true });
    expect(seen.map((headers) => headers.get('authorization'))).toEqual(['Bearer signed-in']);
  });
});

describe('api client retries', () => {
  /**
   * A client whose retry waits run on a virtual clock, against `/v3/list` answering `answers` in
   * turn. `attempts` holds the virtual time each request was sent at; `waitForAttempts(n)` lets the
   * real requests arrive; `elapse()` runs the pending wait, if any.
   */
  function flakyEndpoint(method: 'get' | 'post', answers: (() => Response)[]) {
    const scheduler = new VirtualTimeScheduler();
    const attempts: number[] = [];
    server.use(
      http[method]('*/v3/list', () => {
        attempts.push(scheduler.now());
        const answer = answers[Math.min(attempts.length, answers.length) - 1];
        return answer ? answer() : HttpResponse.json({}, { status: 599 });
      }),
    );
    const { api } = createTestDependencies(createFakeLocation(), { apiScheduler: scheduler });
    return {
      api,
      attempts,
      waitForAttempts: (count: number) => vi.waitFor(() => expect(attempts).toHaveLength(count)),
      elapse: () => scheduler.flush(),
    };
  }

  /** Subscribes and keeps the outcome: undefined while the request is still being tried. */
  function outcomeOf<T>(source: Observable<T>) {
    let outcome: { value: T } | { error: unknown } | undefined;
    source.subscribe({ next: (value) => (outcome = { value }), error: (error: unknown) => (outcome = { error }) });
    return () => outcome;
  }

  const unavailable = (headers?: Record<string, string>) => () =>
    HttpResponse.json({ errors: [{ message: 'try later' }] }, { status: 503, headers });
  const list = () => HttpResponse.json({ result: [{ id: 1 }] });

  it('sends a GET again after 503, 503 with an exponential backoff, and resolves with the third answer', async () => {
    const endpoint = flakyEndpoint('get', [unavailable(), unavailable(), list]);
    const outcome = outcomeOf(endpoint.api.get('/list'));

    await endpoint.waitForAttempts(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing is sent again before the backoff has passed.
    expect(endpoint.attempts).toHaveLength(1);
    expect(outcome()).toBeUndefined();

    endpoint.elapse();
    await endpoint.waitForAttempts(2);
    endpoint.elapse();
    await endpoint.waitForAttempts(3);
    await vi.waitFor(() => expect(outcome()).toEqual({ value: { result: [{ id: 1 }] } }));
    expect(endpoint.attempts).toEqual([0, 500, 1500]);
  });

  it('retries a network failure, a 408, a 429, a 502 and a 504 too', async () => {
    for (const status of [408, 429, 502, 504]) {
      const endpoint = flakyEndpoint('get', [() => HttpResponse.json({}, { status }), list]);
      const outcome = outcomeOf(endpoint.api.get('/list'));
      await endpoint.waitForAttempts(1);
      endpoint.elapse();
      await vi.waitFor(() => expect(outcome()).toEqual({ value: { result: [{ id: 1 }] } }));
      server.resetHandlers();
    }
    const endpoint = flakyEndpoint('get', [() => HttpResponse.error(), list]);
    const outcome = outcomeOf(endpoint.api.get('/list'));
    await endpoint.waitForAttempts(1);
    endpoint.elapse();
    await vi.waitFor(() => expect(outcome()).toEqual({ value: { result: [{ id: 1 }] } }));
  });

  it('gives up after 3 retries and fails with the last answer', async () => {
    const endpoint = flakyEndpoint('get', [unavailable()]);
    const outcome = outcomeOf(endpoint.api.get('/list'));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await endpoint.waitForAttempts(attempt);
      endpoint.elapse();
    }
    await vi.waitFor(() => expect(outcome()).toEqual({ error: expect.objectContaining({ status: 503, message: 'try later' }) }));
    expect(endpoint.attempts).toEqual([0, 500, 1500, 3500]);
  });

  it('waits what Retry-After asks, in seconds or as an HTTP date', async () => {
    const endpoint = flakyEndpoint('get', [
      unavailable({ 'Retry-After': '2' }),
      () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': new Date(9_000).toUTCString() } }),
      list,
    ]);
    const outcome = outcomeOf(endpoint.api.get('/list'));
    await endpoint.waitForAttempts(1);
    endpoint.elapse();
    await endpoint.waitForAttempts(2);
    endpoint.elapse();
    await vi.waitFor(() => expect(outcome()).toEqual({ value: { result: [{ id: 1 }] } }));
    expect(endpoint.attempts).toEqual([0, 2000, 9000]);
  });

  it('does not wait longer than 10 s: a longer Retry-After fails at once, keeping the header', async () => {
    const endpoint = flakyEndpoint('get', [unavailable({ 'Retry-After': '60' }), list]);
    const outcome = outcomeOf(endpoint.api.get('/list'));
    await vi.waitFor(() => expect(outcome()).toEqual({ error: expect.objectContaining({ status: 503, retryAfter: '60' }) }));
    expect(endpoint.attempts).toHaveLength(1);
  });

  it('never sends a write again: a POST answered 503 is sent once', async () => {
    const endpoint = flakyEndpoint('post', [unavailable(), list]);
    const outcome = outcomeOf(endpoint.api.post('/list', { name: 'x' }));
    await vi.waitFor(() => expect(outcome()).toEqual({ error: expect.objectContaining({ status: 503 }) }));
    endpoint.elapse();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endpoint.attempts).toHaveLength(1);
  });

  it('never retries a GET answered with another 4xx, a 500, or asked not to', async () => {
    for (const status of [400, 401, 403, 404, 500]) {
      const endpoint = flakyEndpoint('get', [() => HttpResponse.json({}, { status }), list]);
      const outcome = outcomeOf(endpoint.api.get('/list'));
      await vi.waitFor(() => expect(outcome()).toEqual({ error: expect.objectContaining({ status }) }));
      endpoint.elapse();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(endpoint.attempts, `status ${status}`).toHaveLength(1);
      server.resetHandlers();
    }
    const endpoint = flakyEndpoint('get', [unavailable(), list]);
    const outcome = outcomeOf(endpoint.api.get('/list', { retry: false }));
    await vi.waitFor(() => expect(outcome()).toEqual({ error: expect.objectContaining({ status: 503 }) }));
    expect(endpoint.attempts).toHaveLength(1);
  });

  it('fails a write that gets no answer in time with a time-out that says the changes are kept, and aborts it', async () => {
    let aborted = false;
    server.use(
      http.patch('*/v3/hang', ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<never>(() => undefined);
      }),
    );
    const { api } = createTestDependencies(undefined, { writeTimeoutMs: 40 });
    await expect(firstValueFrom(api.patch('/hang', { name: 'Kept' }))).rejects.toMatchObject({
      status: 0,
      timedOut: true,
      message: expect.stringMatching(/^The server did not answer within \d+ seconds?, so this was not saved. Your changes are still here: try again.$/),
    });
    await vi.waitFor(() => expect(aborted).toBe(true));
  });

  it('lets a slow GET wait: only writes time out', async () => {
    server.use(http.get('*/v3/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return HttpResponse.json({ ok: true });
    }));
    const { api } = createTestDependencies(undefined, { writeTimeoutMs: 40 });
    await expect(firstValueFrom(api.get('/slow'))).resolves.toEqual({ ok: true });
  });

  it('lets a POST that only reads wait like a GET and does not announce it as a change; the same POST as a save times out', async () => {
    server.use(http.post('*/v3/slow-search', async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return HttpResponse.json({ result: [] });
    }));
    const announced: string[] = [];
    const api = createApiClient({
      baseUrl: '/v3',
      requestSource: 'marketing-console',
      origin: 'http://localhost:3000',
      getToken: () => undefined,
      getImpersonatedUser: () => undefined,
      writeTimeoutMs: () => 40,
      onWriteAccepted: (path) => announced.push(path),
    });
    await expect(firstValueFrom(api.post('/slow-search', { query: 'x' }, { reads: true }))).resolves.toEqual({ result: [] });
    expect(announced).toEqual([]);
    await expect(firstValueFrom(api.post('/slow-search', { query: 'x' }))).rejects.toMatchObject({ timedOut: true });
  });
});
