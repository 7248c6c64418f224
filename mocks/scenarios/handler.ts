import { delay, http, HttpResponse } from 'msw';
import { revokeToken } from '../db/sessions';
import { api } from '../handlers/api-path';
import { bearerToken } from '../handlers/auth';
import { unauthorized } from '../handlers/errors';
import { scenarios } from './registry';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'bad request',
  401: 'authorization required',
  403: 'access forbidden',
  404: 'resource not found',
  429: 'too many requests',
  503: 'service unavailable',
};

/** SendGrid's shapes: 5xx bodies carry only a message, others a field too. */
function defaultBody(status: number) {
  if (status >= 500) return { errors: [{ message: 'internal server error' }] };
  return { errors: [{ field: null, message: DEFAULT_MESSAGES[status] ?? 'request failed' }] };
}

/**
 * First in the handler list: applies an active scenario override to the request. Returning nothing
 * lets MSW fall through to the regular handlers (after a delay, for slow overrides).
 */
export const scenarioHandler = http.all(api('/*'), async ({ request }) => {
  const override = scenarios.take(request);
  switch (override?.kind) {
    case undefined:
    case 'flag':
      return undefined;
    case 'fail':
      return HttpResponse.json(override.body ?? defaultBody(override.status), { status: override.status });
    case 'slow':
      await delay(override.delayMs);
      return undefined;
    case 'hang':
      // The client gives up (its save time-out aborts the fetch); the write is never applied.
      return new Promise<never>(() => undefined);
    case 'expire-session': {
      const token = bearerToken(request);
      if (token !== undefined) revokeToken(token);
      return unauthorized();
    }
  }
});
