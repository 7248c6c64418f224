import { beforeEach, describe, expect, it } from 'vitest';
import type { DesignDto } from '@/features/design-library/types';
import { GMAIL_CLIP_BYTES, runPreSendChecks } from '@/features/email-editor/checks/pre-send-checks';
import { embedDocument, hasEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import type { DesignDocument } from '@/features/email-editor/document/types';
import { renderDesignHtml } from '@/features/email-editor/render/render-design-html';
import { NEWSLETTER_DESIGN } from '@/features/email-editor/system-designs/newsletter';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';

/*
 * "What is measured is what is stored" (issue 26): html_content holds exactly the HTML that is sent, the
 * design document beside it in design_document, so the Gmail-clipping check (102 KB) measures the stored bytes.
 */
let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const bytes = (text: string) => new TextEncoder().encode(text).length;
const clipped = (html: string) => runPreSendChecks({ document: null, html }).some((issue) => issue.kind === 'html-too-large');

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

/** The newsletter system design's rows repeated until its rendering is about 96 KB: a real-size email. */
async function realSizeEmail(): Promise<{ html: string; document: DesignDocument }> {
  const rows = NEWSLETTER_DESIGN.document.rows;
  const copy = (index: number) => rows.map((row) => JSON.parse(JSON.stringify(row).replace(/"id":"([^"]+)"/g, `"id":"$1-${index}"`)) as typeof row);
  const withRows = (count: number): DesignDocument => ({ ...NEWSLETTER_DESIGN.document, rows: Array.from({ length: Math.ceil(count / rows.length) }, (_, index) => copy(index)).flat().slice(0, count) });
  const perRow = bytes((await renderDesignHtml(withRows(rows.length * 4))).html) / (rows.length * 4);
  const document = withRows(Math.floor((96 * 1024) / perRow));
  return { html: (await renderDesignHtml(document)).html, document };
}

describe('stored content is the content that is sent', () => {
  it('stores a 96 KB design at the size the check measures, its document beside it', async () => {
    const { html, document } = await realSizeEmail();
    const created = await json<DesignDto>(call('/designs', { method: 'POST', body: { name: 'Big', editor: 'design', html_content: html, design_document: document, generate_plain_content: false } }));
    const stored = await json<DesignDto>(call(`/designs/${created.id}`));

    expect(bytes(html)).toBeGreaterThan(92 * 1024);
    expect(bytes(stored.html_content)).toBe(bytes(html));
    expect(bytes(stored.html_content)).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(clipped(stored.html_content)).toBe(false);
    expect(stored.design_document).toEqual(document);
  }, 60_000);

  it('moves a document an older client embedded in the HTML beside it, so the HTML is stored without it', async () => {
    const { html, document } = await realSizeEmail();
    const legacy = embedDocument(html, document);
    expect(bytes(legacy)).toBeGreaterThan(GMAIL_CLIP_BYTES);

    const created = await json<DesignDto>(call('/designs', { method: 'POST', body: { name: 'Old client', editor: 'design', html_content: legacy } }));

    expect(hasEmbeddedDocument(created.html_content)).toBe(false);
    // The older client trimmed the HTML before appending the comment.
    expect(bytes(created.html_content)).toBe(bytes(html.trimEnd()));
    expect(created.design_document).toEqual(document);
    const patched = await json<DesignDto>(call(`/designs/${created.id}`, { method: 'PATCH', body: { html_content: embedDocument('<p>Shorter</p>', document) } }));
    expect(patched).toMatchObject({ html_content: '<p>Shorter</p>', design_document: document });
  }, 60_000);

  it('keeps the document when a PATCH leaves it out, and refuses one that is not a design document', async () => {
    const created = await json<DesignDto>(call('/designs', { method: 'POST', body: { name: 'Kept', editor: 'design', html_content: '<p>A</p>', design_document: NEWSLETTER_DESIGN.document } }));
    const renamed = await json<DesignDto>(call(`/designs/${created.id}`, { method: 'PATCH', body: { html_content: '<p>B</p>' } }));
    expect(renamed).toMatchObject({ html_content: '<p>B</p>', design_document: NEWSLETTER_DESIGN.document });

    const refused = await call(`/designs/${created.id}`, { method: 'PATCH', body: { design_document: { rows: 'none' } } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: [{ field: 'design_document', message: 'must be a design document or null' }] });
  });

  it('fires the Gmail-clipping check exactly above 102 KB of stored HTML', async () => {
    const at = (size: number) => `<p>${'a'.repeat(size - 7)}</p>`;
    for (const size of [GMAIL_CLIP_BYTES, GMAIL_CLIP_BYTES + 1]) {
      const created = await json<DesignDto>(call('/designs', { method: 'POST', body: { name: `Size ${size}`, editor: 'code', html_content: at(size) } }));
      expect(bytes(created.html_content)).toBe(size);
      expect(clipped(created.html_content)).toBe(size > GMAIL_CLIP_BYTES);
    }
  });
});
