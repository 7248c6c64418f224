/**
 * Returns `raw` as the browser will open it when it is a path on `origin`, otherwise the home page.
 * The decision is taken on the resolved URL, not on the text: the URL parser drops tabs and line
 * breaks, reads backslashes as slashes and `%2e` as a dot, and collapses dot segments, so
 * `/.//evil.example`, `/%2e//evil.example` and `/a/..\/evil.example` all resolve to the path
 * `//evil.example`. Handed back as text, such a path is a protocol-relative address of another host,
 * so a resolved path starting with `//` or `/\` is refused, as is another origin.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  if (!raw || !raw.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || /^\/[/\\]/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

export const loginUrl = (loginPath: string, redirectTo: string): string =>
  `${loginPath}?${new URLSearchParams({ redirect_to: redirectTo }).toString()}`;
