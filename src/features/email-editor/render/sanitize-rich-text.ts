import DOMPurify from 'dompurify';
import { isAllowedLink } from '../links/link-policy';
import { INERT_STYLE_ATTRIBUTE, INERT_STYLE_ELEMENT, quietenHtml, restoreStyles } from './inert-html';
import { filterStyle, STYLED_TAGS } from './style-whitelist';

/*
 * Rich text from the text editor, limited to what email clients render. Runs where there is a DOM
 * (the page, jsdom); the MJML worker only ever receives the sanitised result. Style attributes travel
 * renamed through DOMPurify's inert document (see inert-html.ts) and come back filtered.
 */

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'span', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'];
const ALLOWED_ATTR = ['href', 'title', INERT_STYLE_ATTRIBUTE];

// An instance of our own, so these hooks never change how other code's DOMPurify behaves.
const purify = DOMPurify(window);

/** The link colour of the sanitize call running now (sanitize is synchronous, so calls never overlap). */
let linkColour: string | null = null;

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  // Angle brackets in an attribute could close the MJML tag around the text when re-parsed.
  if (/[<>]/.test(data.attrValue)) {
    data.keepAttr = false;
  } else if (data.attrName === INERT_STYLE_ATTRIBUTE) {
    data.attrValue = STYLED_TAGS.has(tag) ? filterStyle(tag, data.attrValue) : '';
    data.keepAttr = data.attrValue !== '';
  } else if (data.attrName === 'href' || data.attrName === 'title') {
    data.keepAttr = tag === 'a' && (data.attrName === 'title' || isAllowedLink(data.attrValue));
  }
});

// Links carry their colour inline: Outlook ignores the <style> in the head.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (linkColour !== null && node.nodeName === 'A') node.setAttribute(INERT_STYLE_ATTRIBUTE, `color: ${linkColour}`);
});

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: [INERT_STYLE_ELEMENT],
  // Like style, its value is not an address (the style whitelist has checked it).
  ADD_URI_SAFE_ATTR: [INERT_STYLE_ATTRIBUTE],
};

/** Sanitised rich text as HTML; with a link colour (a checked CSS colour), links get it inline. */
export function sanitizeRichText(html: string, colour: string | null = null): string {
  linkColour = colour;
  try {
    return restoreStyles(purify.sanitize(quietenHtml(html), CONFIG));
  } finally {
    linkColour = null;
  }
}
