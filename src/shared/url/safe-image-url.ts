/** Raster and SVG pictures a `data:` URL may hold (an SVG in an <img> runs no script). */
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i;

/**
 * The address a server gave for a picture, if an <img> may load it: absolute http(s) without
 * credentials, or a data: URL of an image type (the app's CSP allows both). Anything else gives undefined.
 */
export function safeImageUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (DATA_IMAGE.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.username === '' && url.password === '' ? url.href : undefined;
}
