import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../node';
import { singleSendsTable } from '../db/single-sends';
import { sendersTable } from '../db/senders';
import { api } from '../handlers/api-path';
import { apiHandlers } from '../handlers/all-handlers';
import { answerOnceLoaded, answerRequest, fromWire } from './answer-request';
import type { WireRequest } from './protocol';

const wire = (method: string, path: string, body?: string): WireRequest => ({
  method,
  url: `http://localhost/v3${path}`,
  headers: [['authorization', 'Bearer t']],
  body: body === undefined ? null : new TextEncoder().encode(body).buffer,
});

const answered = async (handlers: Parameters<typeof answerRequest>[0], request: WireRequest) => {
  const response = fromWire(await answerRequest(handlers, request));
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('the leader answers a forwarded request', () => {
  it("turns a handler's exception into the API's 500 body with its message (the issue's single-send save)", async () => {
    const failing = http.patch(api('/marketing/singlesends/:id'), () => {
      throw new Error('SQLite3Error: no such table: lists');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await answered([failing], wire('PATCH', '/marketing/singlesends/1', '{}'))).toEqual({
      status: 500,
      body: { errors: [{ message: 'SQLite3Error: no such table: lists' }] },
    });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('passes the method, headers and body through, and answers an unknown path with the JSON 404', async () => {
    const echo = http.post(api('/echo'), async ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization'), body: await request.text() }, { status: 201 }));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await answered([echo], wire('POST', '/echo', 'a,b\n1,2'))).toEqual({ status: 201, body: { auth: 'Bearer t', body: 'a,b\n1,2' } });
    expect((await answered([echo], wire('GET', '/nothing-here'))).status).toBe(404);
    expect(warned).toHaveBeenCalledOnce();
  });
});

describe('the leader answers while the large tables still load (mocks/db/persistence.ts)', () => {
  /** The reading of the large tables, finished by the test: `done()` loads the rows it held back. */
  function largeTablesLoading() {
    const stored = singleSendsTable.dump();
    singleSendsTable.awaitLoad();
    let finish = () => undefined as void;
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return {
      allLoaded: () => loaded,
      done: () => {
        singleSendsTable.load(stored);
        finish();
      },
    };
  }
  const settles = async <T>(answer: Promise<T>) => {
    let settled = false;
    void answer.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return settled;
  };
  const authorized = (method: string, path: string, token: string, body?: string): WireRequest => ({
    ...wire(method, path, body),
    headers: [['authorization', `Bearer ${token}`], ['content-type', 'application/json']],
  });

  it('answers a read of a small table at once, and a read that met a large one once its rows are in', async () => {
    const { token } = signInAs('owner-advanced');
    const expectedSends = (await answered(apiHandlers, authorized('GET', '/marketing/singlesends', token))).body as { result: unknown[] };
    expect(expectedSends.result.length).toBeGreaterThan(0);
    const loading = largeTablesLoading();

    const senders = fromWire(await answerOnceLoaded(apiHandlers, authorized('GET', '/marketing/senders', token), loading.allLoaded));
    expect(senders.status).toBe(200);
    expect(((await senders.json()) as { results: unknown[] }).results).toHaveLength(sendersTable.all().filter((sender) => sender.owner === 'avery').length);

    const sends = answerOnceLoaded(apiHandlers, authorized('GET', '/marketing/singlesends', token), loading.allLoaded);
    expect(await settles(sends)).toBe(false);
    loading.done();
    const answer = fromWire(await sends);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: unknown[] }).result).toEqual(expectedSends.result);
  });

  it('runs a write only once every table is in', async () => {
    const { token } = signInAs('owner-advanced');
    const loading = largeTablesLoading();
    const renamed = answerOnceLoaded(apiHandlers, authorized('PATCH', '/marketing/senders/1', token, '{"nickname":"Renamed after the load"}'), loading.allLoaded);
    expect(await settles(renamed)).toBe(false);
    expect(sendersTable.get(1)?.nickname).not.toBe('Renamed after the load');
    loading.done();
    expect(fromWire(await renamed).status).toBe(200);
    expect(sendersTable.get(1)?.nickname).toBe('Renamed after the load');
  });
});
