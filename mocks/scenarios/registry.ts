import { matchRequestUrl, type JsonBodyType } from 'msw';
import { api } from '../handlers/api-path';
import { SCENARIOS, type ScenarioName } from './catalogue';

/** Behaviours a handler changes while its flag is on. */
export type ScenarioFlag =
  | 'no-new-marketing-access'
  | 'contact-exports-fail'
  | 'contact-jobs-fail'
  | 'fast-sending'
  | 'templates-near-limit'
  | 'basic-plan'
  | 'automations-near-limit';

/** `SAVE`: any method but GET, except the POSTs that only read (READ_ONLY_POSTS), which a save scenario leaves alone. */
export type ScenarioMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'SAVE' | '*';

/** Which requests an override catches: a method (or '*') and an MSW path under /v3 ('/marketing/senders/:id', '/*'). */
export interface EndpointMatch {
  method: ScenarioMethod;
  path: string;
}

export type Override = (
  | { kind: 'fail'; status: number; body?: JsonBodyType }
  | { kind: 'slow'; delayMs: number }
  /** Never answers, like a server that accepted the connection and went silent. */
  | { kind: 'hang' }
  /** Revokes the request's token and answers 401, like a session that expired server-side. */
  | { kind: 'expire-session' }
  /** Changes what a handler answers; the handler asks `scenarios.hasFlag(flag)`. */
  | { kind: 'flag'; flag: ScenarioFlag }
) &
  EndpointMatch & {
    /** How many requests it applies to; unlimited when absent. */
    times?: number;
    /** How many matching requests it lets through first: `skip: 1, times: 1` catches only the second. */
    skip?: number;
  };

let active: Override[] = [];

/**
 * POSTs that change nothing: the searches, the import's dry-run count of existing contacts, the lookup of
 * contacts by id and the segment builder's live count. The app sends them with `reads: true` (api/client.ts).
 */
const READ_ONLY_POSTS = [/\/search(\/|$)/, /\/marketing\/contacts\/identifiers\/matches$/, /\/marketing\/contacts\/batch$/, /\/marketing\/segments\/2\.0\/preview$/];

function methodMatches(method: ScenarioMethod, request: Request): boolean {
  if (method === '*') return true;
  if (method === 'SAVE') {
    const { pathname } = new URL(request.url);
    return request.method !== 'GET' && !READ_ONLY_POSTS.some((path) => path.test(pathname));
  }
  return method === request.method;
}

function matches(override: Override, request: Request): boolean {
  return methodMatches(override.method, request) && matchRequestUrl(new URL(request.url), api(override.path)).matches;
}

/**
 * Named and parameterised overrides of the mock API, for tests and QA. They are consulted by the
 * first handler of the list (scenarios/handler.ts), so they win over the normal handlers.
 */
export const scenarios = {
  apply(name: ScenarioName): void {
    SCENARIOS[name].overrides.forEach((override) => scenarios.add(override));
  },
  add(override: Override): void {
    active = [...active, { ...override }];
  },
  failEndpoint(options: EndpointMatch & { status: number; body?: JsonBodyType; times?: number; skip?: number }): void {
    scenarios.add({ kind: 'fail', ...options });
  },
  slowEndpoint(options: EndpointMatch & { delayMs: number; times?: number }): void {
    scenarios.add({ kind: 'slow', ...options });
  },
  /** The next API request gets 401 and its token stops working. */
  expireSession(): void {
    scenarios.apply('session-expired');
  },
  clear(): void {
    active = [];
  },
  hasFlag(flag: ScenarioFlag): boolean {
    return active.some((override) => override.kind === 'flag' && override.flag === flag);
  },
  /** The first override matching the request, counting it as used (flags are for handlers to ask). */
  take(request: Request): Override | undefined {
    const override = active.find((candidate) => candidate.kind !== 'flag' && matches(candidate, request));
    if (override?.skip !== undefined && override.skip > 0) {
      override.skip -= 1;
      return undefined;
    }
    if (override?.times !== undefined) {
      override.times -= 1;
      if (override.times <= 0) active = active.filter((candidate) => candidate !== override);
    }
    return override;
  },
};
