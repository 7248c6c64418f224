import { safeRedirectPath } from '@/shared/session/safe-redirect';

/** Where to go after signing in: the `redirect_to` value only when it is a path on this origin, otherwise '/'. */
export const redirectTarget = (search: string, origin: string): string =>
  safeRedirectPath(new URLSearchParams(search).get('redirect_to'), origin);
