import { setupServer } from 'msw/node';
import { resetContactJobs } from './db/contact-jobs';
import { provideContactStore } from './db/contacts/contact-store-provider';
import { inProcessContactStore, resetInProcessContactStore } from './db/contacts/node-contact-store';
import { resetDb } from './db/reset';
import { issueToken } from './db/sessions';
import { handlers } from './handlers/all-handlers';
import { getPersona, personaAccount, type PersonaId } from './personas';
import { scenarios } from './scenarios/registry';

export type { PersonaId } from './personas';

export interface MockSession {
  token: string;
  /** The subuser an impersonating administrator acts for: the app's impersonation cookie value. */
  impersonating?: string;
  /** The account region cookie's value: the region of the account the persona works in. */
  region: string;
}

/** The mock API for Node tests: same handlers as the browser, no latency, no persistence. */
export const server = setupServer(...handlers);
provideContactStore(inProcessContactStore);

/** Fresh seed data, no issued tokens, no scenario overrides. Call before each test. */
export function resetMockBackend(): void {
  resetDb();
  resetInProcessContactStore();
  // Contact jobs end right after their 202: a test polls once (contact-jobs.ts).
  resetContactJobs(0);
  scenarios.clear();
}

/**
 * Issues a valid token for the persona's own user. For 'admin-impersonating' the token is the
 * administrator's and `impersonating` is 'marketing-sub' (send it as the on-behalf-of header).
 * `region` is what the sign-in page puts in the account region cookie.
 */
export function signInAs(personaId: PersonaId): MockSession {
  const persona = getPersona(personaId);
  const token = issueToken(persona.username);
  const region = personaAccount(persona).region;
  return persona.impersonates === undefined ? { token, region } : { token, region, impersonating: persona.impersonates };
}
