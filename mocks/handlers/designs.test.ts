import { beforeEach, describe, expect, it } from 'vitest';
import type { DesignDto, DesignSummaryDto } from '@/features/design-library/types';
import { hasEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { SYSTEM_DESIGNS } from '@/features/email-editor/system-designs/system-designs';
import { signInAs } from '../node';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';

/** A design as the API answers: on a list without its content, on its own with it. */
type Design = DesignSummaryDto & Partial<Pick<DesignDto, 'html_content' | 'design_document' | 'plain_content'>>;
interface List {
  result: Design[];
  _metadata: { self: string; prev?: string; next?: string; count: number };
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const list = (query = '') => json<List>(call(`/designs${query}`));
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/v3/, '')}${parsed.search}`;
};
const errorsOf = async (response: Response | Promise<Response>) => (await json<{ errors: unknown[] }>(response)).errors;
const create = (body: unknown) => call('/designs', { method: 'POST', body });
const HTML = '<html><body><p>Hi <a href="https://example.com">there</a></p></body></html>';

beforeEach(() => {
  token = signInAs('owner-advanced').token;
});

describe('GET /designs', () => {
  it('pages the user’s designs newest first, summaries only, with next and prev links and the count', async () => {
    const first = await list('?page_size=24');
    expect(first.result).toHaveLength(24);
    expect(first._metadata.count).toBe(27);
    expect(first._metadata.prev).toBeUndefined();
    expect(first.result[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'October Trail Notes',
      editor: 'design',
      generate_plain_content: false,
      subject: 'Trail notes for October',
      categories: ['Newsletter'],
      thumbnail_url: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const times = first.result.map((design) => design.updated_at);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await json<List>(call(pathOf(first._metadata.next!)));
    expect(second.result.map((design) => design.name)).toEqual(['Winter Clearance', 'Order Confirmation (HTML)', 'Holiday Hours Notice']);
    expect(second._metadata.next).toBeUndefined();
    expect(pathOf(second._metadata.prev!)).toBe('/designs?page_size=24');
    expect(new Set([...first.result, ...second.result].map((design) => design.id)).size).toBe(27);
  });

  it('defaults to 100 a page; a deleted design does not shift the next page', async () => {
    expect((await list()).result).toHaveLength(27);
    const first = await list('?page_size=5');
    await call(`/designs/${first.result[4]!.id}`, { method: 'DELETE' });
    const second = await json<List>(call(pathOf(first._metadata.next!)));
    expect(second.result[0]!.name).toBe((await list('?page_size=6')).result[4]!.name);
    expect(second._metadata.count).toBe(26);
  });

  it('answers full designs with summary=false, rendering seeded ones with the editor’s renderer', async () => {
    const [design] = (await list('?page_size=1&summary=false')).result;
    expect(design!.html_content).toContain('<!doctype html>');
    expect(hasEmbeddedDocument(design!.html_content!)).toBe(false);
    expect(design!.design_document).toMatchObject({ version: 1 });
    expect(design!.plain_content).toContain('Unsubscribe');
  });

  it('refuses a bad page size, token or summary', async () => {
    expect(await errorsOf(call('/designs?page_size=0'))).toEqual([{ field: 'page_size', message: 'must be an integer from 1 to 100' }]);
    expect(await errorsOf(call('/designs?page_size=101'))).toEqual([{ field: 'page_size', message: 'must be an integer from 1 to 100' }]);
    expect(await errorsOf(call('/designs?page_token=nonsense'))).toEqual([{ field: 'page_token', message: 'invalid page token' }]);
    expect(await errorsOf(call('/designs?summary=maybe'))).toEqual([{ field: 'summary', message: 'must be true or false' }]);
  });

  it('shows each account only its own designs', async () => {
    token = signInAs('owner-free').token;
    expect(await list()).toMatchObject({ result: [], _metadata: { count: 0 } });
    token = signInAs('admin-impersonating').token;
    const sub = await json<List>(apiFetch('/designs', { token, headers: { 'on-behalf-of': 'marketing-sub' } }));
    expect(sub.result.map((design) => design.name)).toEqual(['Partner Newsletter', 'Wholesale Spring Offer', 'Partner Onboarding']);
  });
});

describe('one design', () => {
  it('creates (201) with defaults, trimmed values and generated plain text', async () => {
    const response = await create({ html_content: HTML, categories: [' promo ', 'promo', 'fall'], subject: ' Hello ' });
    expect(response.status).toBe(201);
    const design = await json<Design>(response);
    expect(design).toMatchObject({ name: 'Untitled Design', editor: 'code', subject: 'Hello', categories: ['promo', 'fall'], generate_plain_content: true });
    expect(design.plain_content).toBe('Hi there (https://example.com)');
    expect(await json<Design>(call(`/designs/${design.id}`))).toEqual(design);
    expect((await list('?page_size=1')).result[0]!.id).toBe(design.id);
  });

  it('keeps the plain text it is given when generate_plain_content is false', async () => {
    const design = await json<Design>(create({ name: 'Mine', editor: 'design', html_content: HTML, plain_content: 'Hand written', generate_plain_content: false }));
    expect(design).toMatchObject({ name: 'Mine', editor: 'design', plain_content: 'Hand written' });
  });

  it('validates the fields of a new design', async () => {
    expect(await errorsOf(create({}))).toEqual([{ field: 'html_content', message: 'is a required field' }]);
    expect(
      await errorsOf(
        create({
          name: 'n'.repeat(101),
          editor: 'word',
          html_content: 'x'.repeat(1024 * 1024 + 1),
          generate_plain_content: 'yes',
          subject: 's'.repeat(5001),
          categories: Array.from({ length: 11 }, (_, index) => `c${index}`),
        }),
      ),
    ).toEqual([
      { field: 'name', message: 'must not exceed 100 characters' },
      { field: 'editor', message: 'must be one of code, design' },
      { field: 'html_content', message: 'must not exceed 1048576 characters' },
      { field: 'generate_plain_content', message: 'must be a boolean' },
      { field: 'subject', message: 'must not exceed 5000 characters' },
      { field: 'categories', message: 'must not exceed 10 categories' },
    ]);
    expect(await errorsOf(create({ html_content: HTML, categories: ['c'.repeat(256)] }))).toEqual([
      { field: 'categories', message: 'each category must not exceed 255 characters' },
    ]);
    expect(await errorsOf(create({ html_content: HTML, categories: 'promo' }))).toEqual([{ field: 'categories', message: 'must be a list of strings' }]);
  });

  it('updates any field (PATCH), with a later updated_at each time', async () => {
    const design = await json<Design>(create({ name: 'Draft', html_content: HTML, generate_plain_content: false, plain_content: 'old' }));
    const renamed = await json<Design>(call(`/designs/${design.id}`, { method: 'PATCH', body: { name: ' Final ' } }));
    expect(renamed).toMatchObject({ name: 'Final', html_content: HTML, plain_content: 'old' });
    expect(renamed.updated_at > design.updated_at).toBe(true);
    const saved = await json<Design>(call(`/designs/${design.id}`, { method: 'PATCH', body: { html_content: '<p>New</p>', plain_content: 'New' } }));
    expect(saved).toMatchObject({ html_content: '<p>New</p>', plain_content: 'New' });
    expect(saved.updated_at > renamed.updated_at).toBe(true);

    expect(await errorsOf(call(`/designs/${design.id}`, { method: 'PATCH', body: { name: '', html_content: '' } }))).toEqual([
      { field: 'name', message: 'is a required field' },
      { field: 'html_content', message: 'is a required field' },
    ]);
    expect(await errorsOf(call(`/designs/${design.id}`, { method: 'PATCH', body: { name: 'n'.repeat(101) } }))).toEqual([
      { field: 'name', message: 'must not exceed 100 characters' },
    ]);
  });

  it('duplicates as "Duplicate: <name>" by default (201), keeping the content', async () => {
    const [source] = (await list('?page_size=1&summary=false')).result;
    const response = await call(`/designs/${source!.id}`, { method: 'POST' });
    expect(response.status).toBe(201);
    const copy = await json<Design>(response);
    expect(copy).toMatchObject({ name: 'Duplicate: October Trail Notes', editor: 'design', html_content: source!.html_content, categories: source!.categories });
    expect(copy.id).not.toBe(source!.id);
    const named = await json<Design>(call(`/designs/${source!.id}`, { method: 'POST', body: { name: 'November Trail Notes' } }));
    expect(named.name).toBe('November Trail Notes');
    expect(await errorsOf(call(`/designs/${source!.id}`, { method: 'POST', body: { name: 'n'.repeat(101) } }))).toEqual([
      { field: 'name', message: 'must not exceed 100 characters' },
    ]);
  });

  it('deletes (204); unknown, malformed and other accounts’ ids are 404', async () => {
    const [mine] = (await list('?page_size=1')).result;
    expect((await call(`/designs/${mine!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/designs/${mine!.id}`)).status).toBe(404);
    expect(await errorsOf(call(`/designs/${mine!.id}`, { method: 'DELETE' }))).toEqual([{ field: null, message: 'design not found' }]);
    expect((await call('/designs/not-a-uuid')).status).toBe(404);

    const [theirs] = (await json<List>(apiFetch('/designs', { token: signInAs('subuser-eu').token }))).result;
    for (const method of ['GET', 'PATCH', 'POST', 'DELETE']) {
      expect((await call(`/designs/${theirs!.id}`, { method, body: method === 'PATCH' ? { name: 'x' } : undefined })).status).toBe(404);
    }
  });
});

describe('pre-built designs', () => {
  it('lists the four system designs in their order, apart from the user’s own', async () => {
    const body = await json<List>(call('/designs/pre-builts'));
    expect(body.result.map((design) => design.name)).toEqual(SYSTEM_DESIGNS.map((design) => design.name));
    expect(body.result[0]).not.toHaveProperty('html_content');
    expect(body._metadata.count).toBe(4);
    const paged = await json<List>(call('/designs/pre-builts?page_size=3'));
    expect((await json<List>(call(pathOf(paged._metadata.next!)))).result.map((design) => design.name)).toEqual(['Welcome']);
  });

  it('answers one rendered with the editor’s renderer, its document beside the HTML; 404 for an unknown id', async () => {
    const [system] = SYSTEM_DESIGNS;
    const design = await json<Design>(call(`/designs/pre-builts/${system!.id}`));
    expect(design).toMatchObject({ id: system!.id, name: system!.name, editor: 'design', subject: system!.subject });
    expect(design.design_document).toEqual(system!.document);
    expect(hasEmbeddedDocument(design.html_content!)).toBe(false);
    expect((await call('/designs/pre-builts/5b1ed2e4-3a1c-4f8e-9d2b-1c3e5a7b9d01')).status).toBe(404);
  });

  it('copies one into the user’s designs', async () => {
    const [, promotion] = SYSTEM_DESIGNS;
    const response = await call(`/designs/pre-builts/${promotion!.id}`, { method: 'POST', body: { name: 'Holiday Promotion' } });
    expect(response.status).toBe(200);
    const copy = await json<Design>(response);
    expect(copy).toMatchObject({ name: 'Holiday Promotion', editor: 'design', categories: promotion!.categories });
    expect(copy.design_document).toEqual(promotion!.document);
    expect((await list('?page_size=1')).result[0]!.id).toBe(copy.id);
    const unnamed = await json<Design>(call(`/designs/pre-builts/${promotion!.id}`, { method: 'POST', body: {} }));
    expect(unnamed.name).toBe('Duplicate: Promotion');
  });
});
