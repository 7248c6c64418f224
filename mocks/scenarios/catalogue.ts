import { SENDER_LIMIT_MESSAGE } from '../handlers/senders';
import type { JsonBodyType } from 'msw';
import type { EndpointMatch, Override } from './registry';

interface Scenario {
  description: string;
  overrides: Override[];
}

const SENDERS = '/marketing/senders';

const fail = (method: EndpointMatch['method'], path: string, status: number, body?: JsonBodyType): Override => ({
  kind: 'fail',
  method,
  path,
  status,
  ...(body === undefined ? {} : { body }),
});

const slow = (path: string, delayMs: number): Override => ({ kind: 'slow', method: '*', path, delayMs });

/** Named scenarios: `scenarios.apply(name)` in tests, `?mock-scenario=name` or the QA panel in the browser. */
export const SCENARIOS = {
  'senders-list-500': { description: 'Loading senders fails (500)', overrides: [fail('GET', SENDERS, 500)] },
  'senders-create-500': { description: 'Creating a sender fails (500)', overrides: [fail('POST', SENDERS, 500)] },
  'senders-create-400': {
    description: 'Creating a sender is rejected with field errors (400)',
    overrides: [
      fail('POST', SENDERS, 400, {
        errors: [
          { field: 'from.email', message: 'must be a valid email address' },
          { field: 'nickname', message: 'must be unique' },
        ],
      }),
    ],
  },
  'senders-create-limit': {
    description: 'Creating a sender hits the 100-sender limit (403)',
    overrides: [fail('POST', SENDERS, 403, { errors: [{ field: null, message: SENDER_LIMIT_MESSAGE }] })],
  },
  'senders-update-500': { description: 'Updating a sender fails (500)', overrides: [fail('PATCH', `${SENDERS}/:id`, 500)] },
  'senders-delete-500': { description: 'Deleting a sender fails (500)', overrides: [fail('DELETE', `${SENDERS}/:id`, 500)] },
  'senders-resend-500': {
    description: 'Resending a verification email fails (500)',
    overrides: [fail('POST', `${SENDERS}/:id/resend_verification`, 500)],
  },
  'senders-slow': { description: 'Every senders request takes 3 s', overrides: [slow(`${SENDERS}*`, 3000)] },
  'slow-network': { description: 'Every API request takes 2 s', overrides: [slow('/*', 2000)] },
  'session-expired': {
    description: 'The next API request answers 401 (the session expired)',
    overrides: [{ kind: 'expire-session', method: '*', path: '/*', times: 1 }],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;

export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export function isScenarioName(value: string): value is ScenarioName {
  return value in SCENARIOS;
}

/** A scenario whose overrides all wear out (session-expired) must not be re-applied on every page load. */
export function isOneShot(name: ScenarioName): boolean {
  return SCENARIOS[name].overrides.every((override) => override.times !== undefined);
}
