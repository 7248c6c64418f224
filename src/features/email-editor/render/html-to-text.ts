import { hiddenClassesOf } from './hidden-classes';
import { INERT_STYLE_ATTRIBUTE, INERT_STYLE_ELEMENT, parseInertHtml } from './inert-html';

/** Elements set apart by a blank line. */
const BLOCKS = new Set(['address', 'article', 'blockquote', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'ol', 'p', 'section', 'table', 'ul']);
/** Elements that start a line of their own. */
const LINES = new Set(['li', 'tr']);
const SKIPPED = new Set(['head', 'script', 'style', INERT_STYLE_ELEMENT, 'template', 'noscript', 'title']);

/*
 * Text a reader never sees: a hidden preheader (Cerberus writes `max-height:0; overflow:hidden;
 * mso-hide:all`, others `display:none`, inline or through a class of the head's styles) is inbox preview
 * text, not part of the message body.
 */
const HIDDEN_STYLE = [/display\s*:\s*none/i, /visibility\s*:\s*hidden/i, /mso-hide\s*:\s*all/i, /max-height\s*:\s*0(?:px)?\s*(?:;|$|!)/i];
const isHidden = (element: Element, hiddenClasses: ReadonlySet<string>): boolean => {
  // parseInertHtml renames style attributes (inert-html.ts).
  const style = element.getAttribute(INERT_STYLE_ATTRIBUTE) ?? element.getAttribute('style') ?? '';
  return element.hasAttribute('hidden') || HIDDEN_STYLE.some((pattern) => pattern.test(style)) || [...element.classList].some((name) => hiddenClasses.has(name));
};

/** A link worth writing out after its label: not empty and not a placeholder such as `#` or `#top`. */
const shownAddress = (href: string | undefined, label: string): string | null =>
  href && !href.startsWith('#') && href !== label ? href : null;

function collect(node: Node, out: string[], hiddenClasses: ReadonlySet<string>): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push((node.textContent ?? '').replace(/\s+/g, ' '));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const name = node.nodeName.toLowerCase();
  if (SKIPPED.has(name) || isHidden(node as Element, hiddenClasses)) return;
  if (name === 'br') {
    out.push('\n');
    return;
  }
  const block = BLOCKS.has(name);
  if (block || LINES.has(name)) out.push('\n');
  if (name === 'li') out.push('- ');
  for (const child of node.childNodes) collect(child, out, hiddenClasses);
  if (name === 'a') {
    const href = (node as Element).getAttribute('href')?.trim();
    const address = shownAddress(href, (node.textContent ?? '').trim());
    if (address) out.push(` (${address})`);
  }
  if (block) out.push('\n');
}

/** Readable text of a DOM tree: blocks on their own lines, links followed by their address. */
function nodeToText(root: Node, hiddenClasses: ReadonlySet<string>): string {
  const out: string[] = [];
  collect(root, out, hiddenClasses);
  return out
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Readable text of an HTML string, parsed inertly (nothing in it loads or runs). */
export function htmlToText(html: string): string {
  const page = parseInertHtml(html);
  return nodeToText(page.body, hiddenClassesOf(page));
}
