import { schemeView } from './normalise-url';

/*
 * Which link addresses an email may hold: http(s), mailto and tel, or a whole template tag the
 * platform or the sender's data fills in ({{{unsubscribe}}}, [Unsubscribe], {{Weblink}}, {{url}}).
 * Script-running schemes are refused however they are spelled.
 */

export type LinkKind = 'http' | 'mailto' | 'tel' | 'tag';
export type LinkProblem = 'empty' | 'unsafe' | 'unsupported' | 'invalid';
export type LinkVerdict = { ok: true; kind: LinkKind } | { ok: false; problem: LinkProblem; message: string };

export const LINK_MESSAGES: Record<LinkProblem, string> = {
  empty: 'This link has no address.',
  unsafe: 'Links cannot use javascript:, data: or vbscript: addresses.',
  unsupported: 'Links must start with http://, https://, mailto: or tel:, or be a tag such as {{{unsubscribe}}}.',
  invalid: 'Enter a complete link address, such as https://example.com.',
};

export const IMAGE_SOURCE_MESSAGE = 'Images must come from an http:// or https:// address.';

const UNSAFE_SCHEME = /^(?:javascript|data|vbscript):/;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/;
const TAG = [
  /^\{\{\s*[A-Za-z_][\w.-]*\s*\}\}$/, // {{Weblink}}, {{url}}
  /^\{\{\{\s*[A-Za-z_][\w.-]*\s*\}\}\}$/, // {{{unsubscribe}}}
  /^\[[A-Za-z_][\w-]*\]$/, // [Unsubscribe], [Weblink]
  /^<%\s*[a-z_]+\s*%>$/, // <%asm_group_unsubscribe_raw_url%>
];
const HTTP = /^https?:\/\/[^\s/?#]+\S*$/i;
const MAILTO = /^mailto:\S+$/i;
const TEL = /^tel:(?:\+?[\d\s().-]*\d[\d\s().-]*|\{\{[^{}]+\}\})$/i;

export function isTemplateTag(href: string): boolean {
  const trimmed = href.trim();
  return TAG.some((pattern) => pattern.test(trimmed));
}

const refuse = (problem: LinkProblem): LinkVerdict => ({ ok: false, problem, message: LINK_MESSAGES[problem] });

export function checkLink(href: string): LinkVerdict {
  const view = schemeView(href);
  if (view === '' || view === '#') return refuse('empty');
  if (UNSAFE_SCHEME.test(view)) return refuse('unsafe');
  const trimmed = href.trim();
  if (isTemplateTag(trimmed)) return { ok: true, kind: 'tag' };
  if (view.startsWith('http:') || view.startsWith('https:')) return HTTP.test(trimmed) ? { ok: true, kind: 'http' } : refuse('invalid');
  if (view.startsWith('mailto:')) return MAILTO.test(trimmed) ? { ok: true, kind: 'mailto' } : refuse('invalid');
  if (view.startsWith('tel:')) return TEL.test(trimmed) ? { ok: true, kind: 'tel' } : refuse('invalid');
  // No scheme at all ("www.example.com", "/path"): relative links go nowhere in an inbox.
  return ANY_SCHEME.test(view) ? refuse('unsupported') : refuse('invalid');
}

/** Whether a link address is fit for an email. */
export const isAllowedLink = (href: string): boolean => checkLink(href).ok;

/** Image addresses: http(s), or a whole tag the sender's data fills in. */
export function isAllowedImageSource(src: string): boolean {
  const verdict = checkLink(src);
  return verdict.ok && (verdict.kind === 'http' || verdict.kind === 'tag');
}
