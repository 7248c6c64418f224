import { isCssColour } from '../document/css-values';

/*
 * The inline styles rich text may carry: what the text editor produces and email clients honour.
 * Values must match plain forms, so no url(), expression(), escapes, comments or !important pass.
 */

const SIZE = /^\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%)$/;
const LINE_HEIGHT = /^(?:normal|\d{1,3}(?:\.\d{1,2})?(?:px|em|%)?)$/;
const FONT_FAMILY = /^[a-z0-9 ,'"-]{1,200}$/;
const FONT_WEIGHT = /^(?:normal|bold|bolder|lighter|[1-9]00)$/;
const FONT_STYLE = /^(?:normal|italic|oblique)$/;
const TEXT_DECORATION = /^(?:none|underline|line-through|underline line-through|line-through underline)$/;
const TEXT_ALIGN = /^(?:left|center|right|justify)$/;

type Check = (value: string) => boolean;
const matches = (pattern: RegExp): Check => (value) => pattern.test(value);

const INLINE: Record<string, Check> = {
  color: isCssColour,
  'background-color': isCssColour,
  'font-size': matches(SIZE),
  'font-family': matches(FONT_FAMILY),
  'font-weight': matches(FONT_WEIGHT),
  'font-style': matches(FONT_STYLE),
  'text-decoration': matches(TEXT_DECORATION),
};

const BLOCK: Record<string, Check> = {
  'text-align': matches(TEXT_ALIGN),
  'line-height': matches(LINE_HEIGHT),
};

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote']);

/** The tags that may have a style attribute at all. */
export const STYLED_TAGS = new Set(['span', ...BLOCK_TAGS]);

/** The declarations of `style` this tag may keep, as a style attribute value ('' for none). */
export function filterStyle(tagName: string, style: string): string {
  const tag = tagName.toLowerCase();
  const allowed = tag === 'span' ? INLINE : BLOCK_TAGS.has(tag) ? BLOCK : undefined;
  if (!allowed) return '';
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim().replace(/\s+/g, ' ').toLowerCase();
    if (Object.hasOwn(allowed, property) && allowed[property]?.(value)) kept.set(property, value);
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join('; ');
}
