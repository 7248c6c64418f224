/** Calls the mock API the way the app does (jsdom's origin, /v3), for handler tests. */
export interface ApiFetchOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function apiFetch(path: string, { method = 'GET', token, body, headers = {} }: ApiFetchOptions = {}): Promise<Response> {
  return fetch(`${window.location.origin}/v3${path}`, {
    method,
    headers: {
      'x-request-source': 'marketing-console',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
