/**
 * Returns `raw` when it is a path on `origin` (a single leading slash, no scheme, no host),
 * otherwise the home page. Guards `redirect_to` against open redirects such as
 * `https://evil.example`, `//evil.example` and `/\evil.example`; the origin check also catches
 * what the URL parser rewrites, such as tabs hidden between the slashes.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export const loginUrl = (loginPath: string, redirectTo: string): string =>
  `${loginPath}?${new URLSearchParams({ redirect_to: redirectTo }).toString()}`;
