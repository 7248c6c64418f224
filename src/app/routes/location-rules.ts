import { isLegacyPath, LEGACY_PREFIX } from '@/shared/routing/legacy';
import { AREAS, areaForPath, isNewExperiencePath, LEGACY_ROOTS, within } from './areas';

/** The legacy editor's prefix: its paths leave the app and come back without it. */
export const TNE_PREFIX = '/tne';

export type EmbedContext = 'tne' | null;

export type LocationDecision =
  /** Show the path; `legacy` when it is a legacy-experience path. */
  | { kind: 'render'; legacy: boolean }
  /** Leave the single-page app: a full-page load of `to`. */
  | { kind: 'full-redirect'; to: string }
  /** Replace the path inside the app. */
  | { kind: 'rewrite'; to: string };

export interface LocationInput {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * The spec's routing rules, in order:
 * 1. a path beginning with /tne/ is loaded again, in full, without the prefix;
 * 2. a path starting with /legacy/ is a legacy path;
 * 3. a path outside the new-experience set that matches a known legacy route moves to its /legacy twin;
 * 4. anything else is shown as it is (the router answers unknown paths with the 404 page).
 */
export function decideLocation({ pathname, search = '', hash = '' }: LocationInput): LocationDecision {
  if (within(pathname, TNE_PREFIX)) {
    return { kind: 'full-redirect', to: `${pathname.slice(TNE_PREFIX.length) || '/'}${search}${hash}` };
  }
  if (isLegacyPath(pathname)) return { kind: 'render', legacy: true };
  if (!isNewExperiencePath(pathname) && pathname !== '/') {
    const twin = `${LEGACY_PREFIX}${pathname}`;
    if (LEGACY_ROOTS.some((root) => within(twin, root))) return { kind: 'rewrite', to: `${twin}${search}${hash}` };
  }
  return { kind: 'render', legacy: false };
}

/**
 * The legacy twin of a new-experience path, for users without the new-version marketing access flag;
 * undefined when the area has no twin or the path is not a new-experience path.
 */
export function legacyTwinOf(pathname: string): string | undefined {
  if (isLegacyPath(pathname)) return undefined;
  const area = areaForPath(pathname);
  if (area?.legacyRoot === undefined || !within(pathname, area.root)) return undefined;
  return `${area.legacyRoot}${pathname.slice(area.root.length)}`;
}

/** Where a top-level navigation link points: its legacy twin without new-version access, /tne-prefixed when embedded. */
export function topLevelHref(navPath: string, { context, newVersionAccess }: { context: EmbedContext; newVersionAccess: boolean }): string {
  const path = newVersionAccess ? navPath : (legacyTwinOf(navPath) ?? navPath);
  return context === 'tne' ? `${TNE_PREFIX}${path}` : path;
}

/** The embedded context named by `?context=` on a URL's search string, if it is one the app knows. */
export const embedContextOf = (search: string): EmbedContext =>
  new URLSearchParams(search).get('context') === 'tne' ? 'tne' : null;

export const TOP_LEVEL_PATHS: readonly string[] = AREAS.map((area) => area.navPath);
