import Cookies from 'js-cookie';
import { ACCOUNT_REGION_COOKIE, AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from './cookie-names';

/** The token is read from its cookie on every request and never copied into Web Storage. */
export const readAuthToken = (): string | undefined => Cookies.get(AUTH_TOKEN_COOKIE) || undefined;
export const readImpersonatedUser = (): string | undefined => Cookies.get(IMPERSONATION_COOKIE) || undefined;
export const readAccountRegion = (): string | undefined => Cookies.get(ACCOUNT_REGION_COOKIE) || undefined;

export function clearSessionCookies(): void {
  for (const name of [AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE, ACCOUNT_REGION_COOKIE]) {
    Cookies.remove(name, { path: '/' });
  }
}

/** Ends an administrator's impersonation: later requests act as the administrator again. */
export function clearImpersonation(): void {
  Cookies.remove(IMPERSONATION_COOKIE, { path: '/' });
}
