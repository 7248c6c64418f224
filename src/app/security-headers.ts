/**
 * The response headers every address of the app is served with: by `npm start` and `npm run preview`
 * (vite.config.ts loads this module, so it imports nothing) and by whoever hosts the build (README.md,
 * "Content security policy", quotes the result and a test keeps the two equal).
 */

/**
 * The content security policy. Everything comes from the app's own origin: scripts, styles, the API in
 * mock mode, MSW's worker (mock-service-worker.js and the mockServiceWorker.js it loads), the app's
 * worker (app-service-worker.js) and the CSV reader's Web Worker. `nonce` is for the dev server only,
 * where Vite writes React's Fast Refresh preamble and the CSS modules' <style> tags into the page and
 * marks them with it (`html.cspNonce`).
 * `'wasm-unsafe-eval'` lets the mock backend's contact store compile SQLite's WebAssembly (its own
 * file, from this origin); it allows no JavaScript eval.
 *
 * Styles and images are looser than scripts because of email: an email is inline styles and images on
 * any https host, and the preview's sandboxed `srcdoc` iframe inherits this policy. So inline styles are
 * allowed (a nonce would switch `'unsafe-inline'` off, so the dev nonce is for scripts only) and images
 * may come from https, data: and blob: (an upload's local preview). Scripts stay the app's own files.
 *
 * A sandboxed preview has an opaque origin, where 'self' matches nothing: an image on the app's own origin
 * over http (the mock backend's uploads under `npm start` and `npm run preview`) is allowed only when that
 * origin is named, as `ownOrigin` (vite.config.ts names it per request in mock mode). Over https, `https:`
 * covers it.
 */
export function contentSecurityPolicy(nonce?: string, ownOrigin?: string): string {
  const nonced = nonce === undefined ? [] : [`'nonce-${nonce}'`];
  const ownImages = ownOrigin === undefined ? [] : [ownOrigin];
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...nonced],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", ...ownImages, 'data:', 'blob:', 'https:'],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export const securityHeaders = (nonce?: string, ownOrigin?: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(nonce, ownOrigin),
  // frame-ancestors' predecessor, for browsers that do not know it.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // Paths hold ids and search terms: other origins get no referrer at all.
  'Referrer-Policy': 'same-origin',
});
