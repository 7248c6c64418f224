/**
 * The document the preview's iframe shows (its srcdoc): the email's HTML with a content security policy
 * of its own first, and, in dark mode, the styles a dark-mode mail client applies. The iframe's empty
 * sandbox is what keeps the email from running anything; this policy is a second wall (nothing loads
 * but images and inline styles), and the app's own policy, which a srcdoc document inherits, a third.
 */
/**
 * The app's own origin is named for images: the mock backend's uploads are served from it, over http under
 * `npm start`, and the frame's opaque origin matches no 'self'.
 */
const OWN_ORIGIN = /^https?:\/\//.test(globalThis.location?.origin ?? '') ? ` ${globalThis.location.origin}` : '';
export const PREVIEW_POLICY = `default-src 'none'; img-src https: data:${OWN_ORIGIN}; style-src 'unsafe-inline'`;

const POLICY_META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">`;

/** Marks the dark-mode styles, so tests (and curious readers of the srcdoc) can tell them apart. */
export const DARK_MODE_MARKER = 'data-preview-dark-mode';

/**
 * Mail clients darken an email in one of two ways. One that honours the email's own
 * `@media (prefers-color-scheme: dark)` rules (Apple Mail) shows them: the iframe's `color-scheme: dark`
 * makes that media query match inside it. One that forces dark mode on emails without such rules
 * (Gmail's and Outlook's apps) inverts the colours but keeps images as they are: copied here.
 */
function darkModeStyles(html: string): string {
  const ownDarkStyles = /prefers-color-scheme\s*:\s*dark/i.test(html);
  const forced = 'html{filter:invert(1) hue-rotate(180deg);background:#fff}img,picture,video,[background],[style*="background-image"]{filter:invert(1) hue-rotate(180deg)}';
  return `<style ${DARK_MODE_MARKER}>:root{color-scheme:dark}${ownDarkStyles ? '' : forced}</style>`;
}

/** A doctype (and comments before it) must stay first, or the email would render in quirks mode. */
const LEADING_DOCTYPE = /^\s*(?:<!--[\s\S]*?-->\s*)*<!doctype[^>]*>/i;

/** `frameStyle`: a <style> of the frame's own (a thumbnail's clipping), after the policy. */
export function previewDocument(html: string, { dark, frameStyle = '' }: { dark: boolean; frameStyle?: string }): string {
  // Put before the email's own <html> and <head>, these elements open the head; the email's head follows.
  const head = POLICY_META + frameStyle + (dark ? darkModeStyles(html) : '');
  const doctype = LEADING_DOCTYPE.exec(html)?.[0] ?? '';
  return doctype + head + html.slice(doctype.length);
}
