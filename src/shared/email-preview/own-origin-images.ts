/**
 * A preview frame is sandboxed without `allow-same-origin`, so its document has an opaque origin: the
 * app's service worker (the mock backend's, which serves uploaded pictures from the app's own
 * `/v3/mock-images/…`) does not answer it, and its policy's 'self' names nothing. Pictures on the app's
 * own origin are therefore read by the app and put into the preview as `data:` URLs; pictures anywhere
 * else (SendGrid's CDN, against the real API) stay as they are.
 */

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where an email names a picture: `src`, `srcset`'s first candidate and `background` attributes, and
 * CSS `url(…)`, the URL either absolute on `origin` or root-relative (a srcdoc resolves it on the app's).
 */
const imageReferences = (origin: string) =>
  new RegExp(`(\\b(?:src|srcset|background)\\s*=\\s*["']?|url\\(\\s*(?:&quot;|["'])?)((?:${escapeForPattern(origin)})?/(?!/)[^\\s"'()<>]*)`, 'gi');

/** An address as written in HTML (`&amp;` for `&`), made absolute. */
const absolute = (url: string, origin: string) => new URL(url.replace(/&amp;/g, '&'), origin).href;

/** The absolute URLs of the pictures on the app's own origin that `html` shows, each once. */
export function ownOriginImageUrls(html: string, origin: string): string[] {
  const urls = new Set<string>();
  for (const [, , url = ''] of html.matchAll(imageReferences(origin))) urls.add(absolute(url, origin));
  return [...urls];
}

/** `html` with each own-origin picture that `sources` holds (absolute URL → replacement) replaced. */
export function withImageSources(html: string, origin: string, sources: Readonly<Record<string, string>>): string {
  return html.replace(imageReferences(origin), (whole, before: string, url: string) => {
    const replacement = sources[absolute(url, origin)];
    return replacement === undefined ? whole : before + replacement;
  });
}
