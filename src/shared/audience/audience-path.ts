import { useLocation } from 'react-router-dom';
import { isLegacyPath, LEGACY_PREFIX } from '../routing/legacy';

/** The contacts area's root, where its screens link across features (a list to a contact's profile, …). */
export const AUDIENCE_ROOT = '/contacts';

/** `/contacts/<path>`, or `/legacy/contacts/<path>` when the screen is in the legacy experience. */
export function audiencePath(pathname: string, path = ''): string {
  const root = isLegacyPath(pathname) ? `${LEGACY_PREFIX}${AUDIENCE_ROOT}` : AUDIENCE_ROOT;
  return path === '' ? root : `${root}/${path.replace(/^\//, '')}`;
}

/** The absolute path of a contacts-area screen, in the experience the user is in: `to('profile/<id>')`. */
export function useAudiencePath(): (path?: string) => string {
  const { pathname } = useLocation();
  return (path = '') => audiencePath(pathname, path);
}
