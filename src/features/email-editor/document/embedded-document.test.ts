import { describe, expect, it } from 'vitest';
import { NEWSLETTER_DESIGN } from '../system-designs/newsletter';
import { embedDocument, extractDocument, hasEmbeddedDocument, NO_EMBEDDED_DOCUMENT_MESSAGE, withoutEmbeddedDocument } from './embedded-document';
import { createDocument, createModule } from './module-factories';
import { sequentialIds } from './sequential-ids';

const HTML = '<!doctype html><html><body><p>Hello</p></body></html>';

describe('a design document embedded in its HTML', () => {
  it('round-trips through one comment appended to the HTML', () => {
    const stored = embedDocument(HTML, NEWSLETTER_DESIGN.document);
    expect(stored.startsWith(HTML)).toBe(true);
    expect(stored.match(/<!--/g)).toHaveLength(1);
    expect(stored).toMatch(/\n<!--mc-design-document:v1:[A-Za-z0-9_-]+-->$/);
    expect(extractDocument(stored)).toEqual({ ok: true, document: NEWSLETTER_DESIGN.document });
    expect(withoutEmbeddedDocument(stored)).toBe(HTML);
    expect(hasEmbeddedDocument(stored)).toBe(true);
  });

  it('keeps any text, a comment terminator and characters outside ASCII included, inside the comment', () => {
    const id = sequentialIds('t');
    const document = createDocument([createModule('text', { html: '<p>Grüße --> 🎉 ü&lt;script&gt;</p>' }, id)]);
    const stored = embedDocument(HTML, document);
    expect(stored.indexOf('-->')).toBe(stored.length - 3);
    expect(extractDocument(stored)).toEqual({ ok: true, document });
  });

  it('replaces the document the HTML already carried instead of adding another', () => {
    const first = embedDocument(HTML, createDocument());
    const second = embedDocument(first, NEWSLETTER_DESIGN.document);
    expect(second.match(/mc-design-document/g)).toHaveLength(1);
    expect(extractDocument(second)).toEqual({ ok: true, document: NEWSLETTER_DESIGN.document });
  });

  it('says so when the HTML carries no document (a code design)', () => {
    expect(extractDocument(HTML)).toEqual({ ok: false, error: NO_EMBEDDED_DOCUMENT_MESSAGE });
    expect(hasEmbeddedDocument(HTML)).toBe(false);
    expect(withoutEmbeddedDocument(HTML)).toBe(HTML);
  });

  it('refuses damaged or hostile content with an error instead of a half-read document', () => {
    const comment = (payload: string) => `${HTML}<!--mc-design-document:v1:${payload}-->`;
    const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const notJson = extractDocument(comment(base64Url('{"version":')));
    expect(notJson).toEqual({ ok: false, error: expect.stringContaining('not valid JSON') });
    const notUtf8 = extractDocument(comment(base64Url('\xff\xfe')));
    expect(notUtf8).toEqual({ ok: false, error: expect.stringContaining('damaged') });
    const badBase64 = extractDocument(comment('a'));
    expect(badBase64.ok).toBe(false);
    const hostile = extractDocument(comment(base64Url(JSON.stringify({ version: 1, rows: [{ id: 'x', type: 'script', settings: {} }] }))));
    expect(hostile).toEqual({ ok: false, error: expect.stringContaining('rows[0].type must be one of') });
    expect(hasEmbeddedDocument(comment('a'))).toBe(true);
  });
});
