import { describe, expect, it } from 'vitest';
import { parseInertHtml, quietenHtml, restoreStyles } from './inert-html';
import { sanitizeRichText } from './sanitize-rich-text';

describe('parsing HTML quietly', () => {
  it('renames style attributes, event handlers and style elements however they are written', () => {
    expect(quietenHtml('<p style="a" STYLE = \'b\' onclick="x" title="t"style="c"/onLoad=y><style>p{}</style ><STYLE>')).toBe(
      '<p data-inert-style="a" data-inert-STYLE = \'b\' data-inert-onclick="x" title="t"data-inert-style="c"/data-inert-onLoad=y><x-inert-style>p{}</x-inert-style ><x-inert-style>',
    );
    const page = parseInertHtml('<a href="https://e.com" style="color:red" onclick="x()">link</a>');
    const link = page.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://e.com');
    expect(link?.hasAttribute('style')).toBe(false);
    expect(link?.hasAttribute('onclick')).toBe(false);
  });

  it('gives the sanitiser’s output its styles back, and leaves text that merely reads “style=” as typed', () => {
    expect(restoreStyles('<span data-inert-style="color: red">x</span>')).toBe('<span style="color: red">x</span>');
    expect(sanitizeRichText('<p>Set style=bold and onclick=go in the <b>style</b> menu</p>')).toBe('<p>Set style=bold and onclick=go in the <b>style</b> menu</p>');
    expect(sanitizeRichText('<p style="text-align: center"><span style="color: #D93025; position: fixed">Sale</span></p>')).toBe(
      '<p style="text-align: center"><span style="color: #d93025">Sale</span></p>',
    );
    expect(sanitizeRichText('<style>p { color: red }</style><p>Kept</p>')).toBe('<p>Kept</p>');
  });
});
