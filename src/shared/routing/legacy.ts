export const LEGACY_PREFIX = '/legacy';

/** A path starting with /legacy/ belongs to the legacy experience. */
export const isLegacyPath = (pathname: string): boolean =>
  pathname === LEGACY_PREFIX || pathname.startsWith(`${LEGACY_PREFIX}/`);
