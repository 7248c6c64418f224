import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../handlers/api-path';
import { answerRequest, fromWire } from './answer-request';
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
