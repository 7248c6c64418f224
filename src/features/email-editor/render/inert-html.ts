/*
 * Parsing HTML on the page, even into an inert document (DOMParser, <template>), makes Chrome check
 * its inline styles and event handler attributes against the app's content security policy and
 * report each one as a violation. Before parsing, those are renamed to attributes and elements the
 * policy ignores; the sanitiser renames kept styles back in its output. This only keeps the reports
 * quiet: nothing parsed here ever runs or renders either way, and the sanitiser decides what stays.
 */

export const INERT_STYLE_ATTRIBUTE = 'data-inert-style';
export const INERT_STYLE_ELEMENT = 'x-inert-style';

// After whitespace, "/" or a closing quote the tokenizer starts a new attribute name.
const ACTIVE_ATTRIBUTE = /([\s/"'])(style|on[a-z]+)(\s*=)/gi;
const STYLE_ELEMENT = /<(\/?)style(?=[\s/>])/gi;

const RENAMED_ATTRIBUTE = /data-inert-(style|on[a-z]+)(?=\s*=)/gi;

export function quietenHtml(html: string): string {
  return html.replace(ACTIVE_ATTRIBUTE, '$1data-inert-$2$3').replace(STYLE_ELEMENT, `<$1${INERT_STYLE_ELEMENT}`);
}

/**
 * Undoes quietenHtml's renaming in sanitised, serialised HTML: the style attributes the sanitiser
 * kept, and text that merely read like an attribute ("set style=bold"). Only the sanitiser's output
 * goes through here, so no handler attribute is left to come back.
 */
export function restoreStyles(html: string): string {
  return html.replace(RENAMED_ATTRIBUTE, '$1');
}

/** A parsed, inert copy of the HTML for reading (links, images, text); styles and handlers renamed. */
export function parseInertHtml(html: string): Document {
  return new DOMParser().parseFromString(quietenHtml(html), 'text/html');
}
