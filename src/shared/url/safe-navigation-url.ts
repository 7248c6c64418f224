/**
 * Decides whether a URL a server handed us may be opened with a full-page navigation. The URL is
 * treated as hostile: only http(s) on an allowed origin, or a blob: URL this origin created, and never
 * with credentials. Anything else (javascript:, data:, another host, garbage) gives undefined.
 */
export function safeNavigationUrl(raw: unknown, allowedOrigins: readonly string[]): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const [base] = allowedOrigins;
  if (base === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'blob:') {
    // A blob: URL's origin is the origin of the document that created it.
    return allowedOrigins.includes(url.origin) && url.origin === base ? url.href : undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return allowedOrigins.includes(url.origin) ? url.href : undefined;
}

/** The origin of an API base such as "/v3" or "https://api.sendgrid.com/v3", resolved against the page. */
export function originOf(base: string, pageOrigin: string): string | undefined {
  try {
    return new URL(base, pageOrigin).origin;
  } catch {
    return undefined;
  }
}
