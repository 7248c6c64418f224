import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createModule } from '../document/module-factories';
import { schemeView } from '../links/normalise-url';
import { renderRows } from '../testing/render-for-test';
import { sequentialIds } from '../document/sequential-ids';
import { filterStyle } from './style-whitelist';

/*
 * Whatever a text module holds (and whatever text the other modules' settings hold), the saved HTML
 * has no event handler, no script-running URL, no injected style and no element outside the
 * whitelist, and the hostile content cannot break out of its module.
 */

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'background', 'poster', 'xlink:href', 'srcset', 'data', 'codebase', 'cite', 'longdesc', 'usemap', 'lowsrc', 'dynsrc']);
const TEXT_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'span', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
const DANGEROUS_TAGS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'button', 'base', 'frame', 'frameset', 'applet', 'template', 'video', 'audio', 'link', 'meta'];

const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'JaVaScRiPt', 'DATA', 'VBScript');
const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f', '\u200b', '&Tab;', '&#10;', '&#x09;', '&NewLine;');
const encodedLetter = (letter: string) => fc.constantFrom(letter, `&#${letter.charCodeAt(0)};`, `&#x${letter.charCodeAt(0).toString(16)};`, `&#0000${letter.charCodeAt(0)}`);
const hostileUrl = fc
  .tuple(scheme, noise)
  .chain(([name, lead]) =>
    fc.tuple(fc.tuple(...[...name].map((letter) => fc.tuple(noise, encodedLetter(letter)))), fc.constantFrom(':', '&colon;', '&#58;', '%3A'), fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', 'msgbox(1)')).map(
      ([letters, colon, rest]) => `${lead}${letters.map(([gap, letter]) => gap + letter).join('')}${colon}${rest}`,
    ),
  );
const safeUrl = fc.constantFrom('https://example.com/a', '{{{unsubscribe}}}', 'mailto:a@example.com', '#', '');
const hostileStyle = fc.constantFrom(
  'color: red; background: url(javascript:alert(1))',
  'background-image: url("data:image/svg+xml,<svg onload=alert(1)>")',
  'width: expression(alert(1))',
  'color: expression(alert(1))',
  'behavior: url(x.htc)',
  '-moz-binding: url(x.xml#xss)',
  'color: red !important; position: fixed; top: 0',
  'font-family: x; } body { background: red',
  'color: \\72 ed',
  'color: #1188E6; font-size: 18px; text-align: center',
  'text-align: center; line-height: 1.5',
);
const eventName = fc.constantFrom('onclick', 'onerror', 'onload', 'ONMOUSEOVER', 'OnFocus', 'onanimationstart', 'onpointerenter');
const attribute = fc.oneof(
  fc.tuple(eventName, fc.constantFrom('alert(1)', '"alert(1)"')).map(([name, value]) => `${name}=${value}`),
  fc.tuple(fc.constantFrom(...URL_ATTRIBUTES), fc.oneof(hostileUrl, safeUrl), fc.constantFrom('"', "'", '')).map(([name, value, quote]) =>
    quote ? `${name}=${quote}${value.replaceAll(quote, '')}${quote}` : `${name}=${value.replace(/[\s>]/g, '')}`,
  ),
  hostileStyle.map((style) => `style="${style.replaceAll('"', "'")}"`),
  fc.constantFrom('class="x"', 'id="main"', 'data-x="1"', 'title="a</mj-text>b"', 'title="ok"', 'target="_top"', 'srcdoc="<script>alert(1)</script>"'),
);
const tagName = fc.constantFrom(...TEXT_TAGS, ...DANGEROUS_TAGS, 'img', 'style', 'div', 'table', 'td', 'mj-raw', 'mj-text', 'mj-section', 'body', 'html', 'noscript', 'title', 'xmp', 'textarea');
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('</mj-text>', '</mj-column></mj-section>', '<![CDATA[x]]>', '<!--', '-->', '<!--[if mso]><img src=x onerror=alert(1)><![endif]-->', '%%email-editor-code-0%%', '</div></td></tr></table>', '<img src=x onerror=alert(1)//', '&lt;script&gt;'),
);
const { html: hostileHtml } = fc.letrec<{ html: string }>((tie) => ({
  html: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.array(tie('html'), { maxLength: 3 }), fc.boolean()).map(
      ([name, attributes, children, closed]) => `<${name}${attributes.map((a) => ` ${a}`).join('')}>${children.join('')}${closed ? `</${name}>` : ''}`,
    ),
  ),
}));

/** Elements in the parsed page, and in its comments: Outlook reads inside conditional comments. */
function commentElements(page: Document): Element[] {
  const elements: Element[] = [];
  const walker = page.createTreeWalker(page, NodeFilter.SHOW_COMMENT);
  for (let comment = walker.nextNode(); comment; comment = walker.nextNode()) {
    elements.push(...new DOMParser().parseFromString((comment as Comment).data, 'text/html').querySelectorAll('*'));
  }
  return elements;
}

function expectNoActiveAttributes(element: Element) {
  for (const { name, value } of element.attributes) {
    expect(name, `${element.tagName} ${name}`).not.toMatch(/^on/i);
    expect(name).not.toBe('srcdoc');
    if (URL_ATTRIBUTES.has(name)) expect(schemeView(value), `${name}="${value}"`).not.toMatch(/(?:javascript|vbscript|data):/);
    if (name === 'style') expect(schemeView(value), value).not.toMatch(/url\(|expression|javascript|behavior|binding|@import|\\/);
  }
}

function expectNothingRuns(page: Document) {
  for (const element of page.querySelectorAll('*')) expectNoActiveAttributes(element);
  for (const element of page.body.querySelectorAll('*')) expect([...DANGEROUS_TAGS, 'style']).not.toContain(element.tagName.toLowerCase());
  // MJML's own conditional comments hold a <style> for Outlook; nothing else may appear there.
  for (const element of commentElements(page)) {
    expectNoActiveAttributes(element);
    expect(DANGEROUS_TAGS).not.toContain(element.tagName.toLowerCase());
  }
}

describe('security of the saved HTML', () => {
  it('lets no handler, script URL, injected style or foreign element out of a text module, and keeps it in its module', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileHtml, { minLength: 1, maxLength: 4 }), async (parts) => {
        const id = sequentialIds();
        const { page } = await renderRows([createModule('text', { html: parts.join('') }, id), createModule('text', { html: '<p>SENTINEL</p>' }, id)]);
        expectNothingRuns(page);
        const columns = page.querySelectorAll('div.mj-column-per-100');
        expect(columns).toHaveLength(2);
        expect(columns[1]?.textContent?.trim()).toBe('SENTINEL');
        const textBox = columns[0]?.querySelector('td > div');
        for (const element of textBox?.querySelectorAll('*') ?? []) {
          expect(TEXT_TAGS).toContain(element.tagName.toLowerCase());
          for (const { name, value } of element.attributes) {
            expect(['href', 'title', 'style']).toContain(name);
            if (name === 'style' && element.tagName !== 'A') expect(filterStyle(element.tagName, value)).toBe(value);
          }
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
  }, 120_000);

  it('escapes hostile text in every other module’s settings and refuses their script URLs', async () => {
    const hostileText = fc.oneof(fc.string({ maxLength: 20 }), hostileHtml, fc.constantFrom('" onmouseover="alert(1)', "' onload='alert(1)", '</mj-button><mj-raw><script>alert(1)</script></mj-raw>'));
    const link = fc.oneof(hostileUrl, safeUrl, hostileText);
    await fc.assert(
      fc.asyncProperty(hostileText, link, link, hostileText, async (words, href, src, preheader) => {
        const id = sequentialIds();
        const { page, errors } = await renderRows(
          [
            createModule('button', { text: words, href }, id),
            createModule('image', { src, alt: words, href }, id),
            createModule('imageText', { image: { src, alt: words, href, width: null }, html: words }, id),
            createModule('social', { facebookUrl: href, xUrl: src, tiktokUrl: words }, id),
            createModule('unsubscribe', { senderLine: words, addressLine: words, unsubscribeLabel: words, preferencesLabel: words }, id),
          ],
          { preheader },
        );
        expect(errors).toEqual([]);
        expectNothingRuns(page);
        expect(page.querySelectorAll('div[class*="mj-column-per"]')).toHaveLength(6);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 50) },
    );
  }, 120_000);

  it('filters inline styles down to the whitelist', () => {
    expect(filterStyle('span', 'color: #FF0000; background: url(x); font-size: 18px; position: fixed')).toBe('color: #ff0000; font-size: 18px');
    expect(filterStyle('p', 'text-align: center; color: red; line-height: 1.5')).toBe('text-align: center; line-height: 1.5');
    expect(filterStyle('a', 'color: red')).toBe('');
    expect(filterStyle('span', 'color: expression(alert(1)); font-family: x;}body{')).toBe('font-family: x');
    expect(filterStyle('span', 'color: \\72 ed; font-size: 1px !important')).toBe('');
  });
});
