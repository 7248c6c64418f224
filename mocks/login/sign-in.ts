import Cookies from 'js-cookie';
import { ACCOUNT_REGION_COOKIE, AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '@/shared/session/cookie-names';
import { issueSessionToken } from '../db/browser-database';
import type { GenerationProgress } from '../db/contacts/contact-store';
import { contactStore } from '../db/contacts/contact-store-provider';
import { LARGE_ACCOUNT_OWNER } from '../db/contacts/large-account';
import { personaAccount, type Persona } from '../personas';

const COOKIE_OPTIONS = { path: '/', sameSite: 'strict' } as const;

/**
 * Signs in without a network call: the leader tab issues a token in the mock database and saves it
 * before the page navigates away, and sets the cookies the app reads. The large account's contacts are
 * generated first, on its first sign-in only (`onProgress` hears how far it got).
 */
export async function signInWithPersona(persona: Persona, onProgress?: (progress: GenerationProgress) => void): Promise<void> {
  if (persona.username === LARGE_ACCOUNT_OWNER) await contactStore().ensureLargeAccount(onProgress);
  const token = await issueSessionToken(persona.username);
  Cookies.set(AUTH_TOKEN_COOKIE, token, COOKIE_OPTIONS);
  Cookies.set(ACCOUNT_REGION_COOKIE, personaAccount(persona).region, COOKIE_OPTIONS);
  if (persona.impersonates === undefined) Cookies.remove(IMPERSONATION_COOKIE, { path: '/' });
  else Cookies.set(IMPERSONATION_COOKIE, persona.impersonates, COOKIE_OPTIONS);
}
