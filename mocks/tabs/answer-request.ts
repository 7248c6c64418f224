import { getResponse, http, type RequestHandler } from 'msw';
import { api } from '../handlers/api-path';
import { TableNotLoadedError } from '../db/table';
import { notFound, serverError } from '../handlers/errors';
import type { WireRequest, WireResponse } from './protocol';

/** Like the real API, an unknown /v3 path is a JSON 404 (not the dev server's index.html). */
const unknownEndpointHandler = http.all(api('/*'), ({ request }) => {
  console.warn(`[mock backend] no handler for ${request.method} ${new URL(request.url).pathname}`);
  return notFound();
});

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** A request as it crosses the channel. The tab's cookies go with it: a service worker's request has none. */
export async function toWire(request: Request): Promise<WireRequest> {
  const headers = [...request.headers.entries()];
  if (!request.headers.has('cookie') && typeof document !== 'undefined' && document.cookie !== '') headers.push(['cookie', document.cookie]);
  return { method: request.method, url: request.url, headers, body: hasBody(request.method) ? await request.arrayBuffer() : null };
}

export function fromWire(response: WireResponse): Response {
  const { status, statusText, headers, body } = response;
  return new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });
}

async function responseToWire(response: Response): Promise<WireResponse> {
  const body = response.body === null ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body };
}

/**
 * Answers a request with the handlers, in the leader. Every handler's exception becomes the API's own
 * 500 body with its message (msw would answer a bare 500), and it is logged where it happened; but a
 * table still loading (TableNotLoadedError) is thrown on, for the caller to wait for it and ask again.
 */
export async function answerRequest(handlers: readonly RequestHandler[], wire: WireRequest): Promise<WireResponse> {
  const request = new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
  try {
    const response = await getResponse([...handlers, unknownEndpointHandler], request);
    return await responseToWire(response ?? notFound());
  } catch (error) {
    if (error instanceof TableNotLoadedError) throw error;
    console.error(`[mock backend] ${wire.method} ${new URL(wire.url).pathname} failed`, error);
    return responseToWire(serverError(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * Answers a request while the large tables may still be loading (mocks/db/persistence.ts): a write waits
 * for every table, so it never runs twice; a read runs at once, and again once every table is in when it
 * met one still loading.
 */
export async function answerOnceLoaded(handlers: readonly RequestHandler[], wire: WireRequest, allLoaded: () => Promise<void>): Promise<WireResponse> {
  if (hasBody(wire.method)) await allLoaded();
  try {
    return await answerRequest(handlers, wire);
  } catch (error) {
    if (!(error instanceof TableNotLoadedError)) throw error;
    await allLoaded();
    return answerRequest(handlers, wire);
  }
}
