import { server } from '@mocks/node';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, with its `?` (empty when there is none). */
  search: string;
  headers: Headers;
  body: unknown;
}

/** Records every request the app sends to the mock backend during a test, with its JSON body. */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, path: pathname, search, headers: request.headers, body: undefined };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return recorded;
}
