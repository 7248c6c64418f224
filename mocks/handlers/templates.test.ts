import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateDto, VersionDto } from '@/features/dynamic-templates/types';
import { signInAs } from '../node';
import { scenarios } from '../scenarios/registry';
import type { PersonaId } from '../personas';
import { apiFetch, type ApiFetchOptions } from '../testing/api-fetch';

interface List {
  result: TemplateDto[];
  _metadata: { self: string; next?: string; count: number };
}

let token: string;
const call = (path: string, options: Omit<ApiFetchOptions, 'token'> = {}) => apiFetch(path, { token, ...options });
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const errorsOf = async (response: Response | Promise<Response>, status = 400) => {
  const answer = await response;
  expect(answer.status).toBe(status);
  return ((await answer.json()) as { errors: unknown[] }).errors;
};
const list = (query: string) => json<List>(call(`/templates${query}`));
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname.replace(/^\/v3/, '')}${parsed.search}`;
};
const createTemplate = async (name: string) => json<TemplateDto>(call('/templates', { method: 'POST', body: { name, generation: 'dynamic' } }));
const createVersion = (id: string, body: Record<string, unknown>) => call(`/templates/${id}/versions`, { method: 'POST', body });
const versionOf = async (id: string, body: Record<string, unknown>) => json<VersionDto>(createVersion(id, { subject: 'Hello', ...body }));
const template = (id: string) => json<TemplateDto>(call(`/templates/${id}`));
const activeNames = async (id: string) => (await template(id)).versions!.filter((version) => version.active === 1).map((version) => version.name);
const signIn = (persona: PersonaId) => {
  token = signInAs(persona).token;
};

beforeEach(() => signIn('owner-advanced'));

describe('GET /templates', () => {
  it('needs page_size (1–200) and lists legacy templates unless generations says otherwise', async () => {
    expect(await errorsOf(call('/templates'))).toEqual([{ field: 'page_size', message: 'is a required field' }]);
    expect(await errorsOf(call('/templates?page_size=0'))).toEqual([{ field: 'page_size', message: 'must be an integer from 1 to 200' }]);
    expect(await errorsOf(call('/templates?page_size=201'))).toEqual([{ field: 'page_size', message: 'must be an integer from 1 to 200' }]);
    expect(await errorsOf(call('/templates?page_size=10&generations=new'))).toEqual([{ field: 'generations', message: 'must be legacy, dynamic or legacy,dynamic' }]);

    const legacy = await list('?page_size=200');
    expect(legacy.result.map((row) => row.generation)).toEqual(['legacy', 'legacy', 'legacy']);
    expect(legacy._metadata.count).toBe(3);
    expect((await list('?page_size=200&generations=dynamic'))._metadata.count).toBe(24);
    expect((await list('?page_size=200&generations=legacy,dynamic'))._metadata.count).toBe(27);
    expect((await list('?page_size=200&generations=dynamic,legacy'))._metadata.count).toBe(27);
  });

  it('answers the published lean shape, versions embedded with their thumbnails, newest update first', async () => {
    const { result } = await list('?page_size=200&generations=dynamic');
    const order = result.find((row) => row.name === 'Order Confirmation')!;
    expect(order).toEqual({
      id: expect.stringMatching(/^d-[0-9a-f]{32}$/),
      name: 'Order Confirmation',
      generation: 'dynamic',
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      versions: [expect.objectContaining({ name: 'Plain confirmation', active: 0 }), expect.objectContaining({ name: 'With item list', active: 1 }), expect.objectContaining({ name: 'Holiday draft', active: 0 })],
    });
    expect(order.versions![0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      template_id: order.id,
      active: 0,
      name: 'Plain confirmation',
      subject: 'Your order {{order_number}} is confirmed',
      editor: 'code',
      generate_plain_content: true,
      thumbnail_url: expect.stringMatching(/\/v3\/mock-template-thumbnails\/[0-9a-f-]{36}\.svg\?v=/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const times = result.map((row) => row.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with a next link that keeps the generations and the search', async () => {
    const first = await list('?page_size=20&generations=dynamic');
    expect(first.result).toHaveLength(20);
    expect(first._metadata.next).toContain('generations=dynamic');
    const second = await json<List>(call(pathOf(first._metadata.next!)));
    expect(second.result).toHaveLength(4);
    expect(second._metadata.next).toBeUndefined();
    expect(new Set([...first.result, ...second.result].map((row) => row.id)).size).toBe(24);

    const searched = await list('?page_size=1&generations=dynamic&name=alert');
    expect(searched._metadata.count).toBe(2);
    const next = await json<List>(call(pathOf(searched._metadata.next!)));
    expect([...searched.result, ...next.result].map((row) => row.name).sort()).toEqual(['Back in Stock Alert', 'Price Drop Alert']);
  });

  it('searches names and ids, ignoring case (the designed name parameter)', async () => {
    const { result } = await list('?page_size=200&generations=dynamic&name=ORDER');
    expect(result.map((row) => row.name)).toEqual(['Order Confirmation']);
    const id = result[0]!.id;
    expect((await list(`?page_size=200&generations=dynamic&name=${id.slice(0, 12)}`)).result.map((row) => row.id)).toEqual([id]);
    expect((await list('?page_size=200&generations=dynamic&name=nothing-like-this'))._metadata.count).toBe(0);
  });

  it('shows each account its own templates only', async () => {
    signIn('owner-free');
    expect((await list('?page_size=200&generations=legacy,dynamic'))._metadata.count).toBe(0);
    signIn('admin-impersonating');
    const names = (await json<List>(apiFetch('/templates?page_size=200&generations=legacy,dynamic', { token, headers: { 'on-behalf-of': 'marketing-sub' } }))).result.map((row) => row.name);
    expect(names.sort()).toEqual(['Partner Order Update', 'Partner Welcome', 'Partner Wrapper']);
  });
});

describe('templates', () => {
  it('creates (legacy by default), reads, renames and deletes a template', async () => {
    const created = await call('/templates', { method: 'POST', body: { name: '  Receipts  ', generation: 'dynamic' } });
    expect(created.status).toBe(201);
    const made = (await created.json()) as TemplateDto;
    expect(made).toEqual({ id: expect.stringMatching(/^d-[0-9a-f]{32}$/), name: 'Receipts', generation: 'dynamic', updated_at: expect.any(String), versions: [] });
    const legacy = await json<TemplateDto>(call('/templates', { method: 'POST', body: { name: 'Old style' } }));
    expect(legacy).toMatchObject({ generation: 'legacy', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const renamed = await json<TemplateDto>(call(`/templates/${made.id}`, { method: 'PATCH', body: { name: 'Receipts 2026' } }));
    expect(renamed.name).toBe('Receipts 2026');
    expect((await template(made.id)).name).toBe('Receipts 2026');

    expect((await call(`/templates/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await errorsOf(call(`/templates/${made.id}`), 404)).toEqual([{ field: null, message: 'template not found' }]);
  });

  it('checks the name and the generation', async () => {
    expect(await errorsOf(call('/templates', { method: 'POST', body: { name: ' ', generation: 'fancy' } }))).toEqual([
      { field: 'name', message: 'is a required field' },
      { field: 'generation', message: 'must be one of legacy, dynamic' },
    ]);
    expect(await errorsOf(call('/templates', { method: 'POST', body: { name: 'x'.repeat(101), generation: 'dynamic' } }))).toEqual([{ field: 'name', message: 'must not exceed 100 characters' }]);
    const { id } = await createTemplate('Named');
    expect(await errorsOf(call(`/templates/${id}`, { method: 'PATCH', body: { name: '' } }))).toEqual([{ field: 'name', message: 'is a required field' }]);
    expect(await errorsOf(call('/templates', { method: 'POST', body: '[1]' }))).toEqual([{ field: null, message: 'request body must be a JSON object' }]);
  });

  it('duplicates a template with every version, the active one still active, named "Copy of …" unless named', async () => {
    const { result } = await list('?page_size=200&generations=dynamic&name=Order Confirmation');
    const source = result[0]!;
    const copy = await call(`/templates/${source.id}`, { method: 'POST' });
    expect(copy.status).toBe(201);
    const duplicated = (await copy.json()) as TemplateDto;
    expect(duplicated.id).not.toBe(source.id);
    expect(duplicated.name).toBe('Copy of Order Confirmation');
    expect(duplicated.versions!.map((version) => [version.name, version.active])).toEqual(source.versions!.map((version) => [version.name, version.active]));
    expect(duplicated.versions!.every((version) => version.template_id === duplicated.id)).toBe(true);
    const named = await json<TemplateDto>(call(`/templates/${source.id}`, { method: 'POST', body: { name: 'Second copy' } }));
    expect(named.name).toBe('Second copy');
  });

  it('answers 404 for another account’s template, and 401 without a token', async () => {
    const { id } = await createTemplate('Mine');
    signIn('owner-free');
    for (const method of ['GET', 'PATCH', 'POST', 'DELETE']) {
      expect((await call(`/templates/${id}`, { method, body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' } })).status).toBe(404);
    }
    expect((await apiFetch('/templates?page_size=10')).status).toBe(401);
  });
});

describe('scopes', () => {
  it('answers 403 to an account without the templates scopes', async () => {
    signIn('admin-impersonating');
    expect(await errorsOf(call('/templates?page_size=10'), 403)).toEqual([{ field: null, message: 'access forbidden' }]);
    expect(await errorsOf(call('/templates', { method: 'POST', body: { name: 'x' } }), 403)).toEqual([{ field: null, message: 'access forbidden' }]);
  });
});

describe('versions', () => {
  it('creates a version (the first is active), reads it whole, updates and deletes it', async () => {
    const { id } = await createTemplate('Versions');
    const response = await createVersion(id, { name: 'First', subject: 'Hi {{name}}', html_content: '<p>Hi {{name}}</p>', editor: 'code', test_data: '{"name":"Ana"}' });
    expect(response.status).toBe(201);
    const first = (await response.json()) as VersionDto;
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      template_id: id,
      active: 1,
      name: 'First',
      subject: 'Hi {{name}}',
      editor: 'code',
      generate_plain_content: true,
      html_content: '<p>Hi {{name}}</p>',
      design_document: null,
      plain_content: 'Hi {{name}}',
      test_data: '{"name":"Ana"}',
      thumbnail_url: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await json<VersionDto>(call(`/templates/${id}/versions/${first.id}`))).toEqual(first);

    const updated = await json<VersionDto>(call(`/templates/${id}/versions/${first.id}`, { method: 'PATCH', body: { html_content: '<p>Bye</p>', generate_plain_content: false, plain_content: 'Bye!' } }));
    expect(updated).toMatchObject({ html_content: '<p>Bye</p>', plain_content: 'Bye!', generate_plain_content: false, name: 'First', active: 1 });
    expect(updated.thumbnail_url).not.toBe(first.thumbnail_url);

    expect((await call(`/templates/${id}/versions/${first.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await errorsOf(call(`/templates/${id}/versions/${first.id}`), 404)).toEqual([{ field: null, message: 'version not found' }]);
    expect((await template(id)).versions).toEqual([]);
  });

  it('checks the fields', async () => {
    const { id } = await createTemplate('Rules');
    expect(await errorsOf(createVersion(id, { editor: 'word', active: 2, html_content: 5, test_data: {} }))).toEqual([
      { field: 'name', message: 'is a required field' },
      { field: 'subject', message: 'is a required field' },
      { field: 'html_content', message: 'must be a string' },
      { field: 'editor', message: 'must be one of code, design' },
      { field: 'test_data', message: 'must be a string' },
      { field: 'active', message: 'must be 0 or 1' },
    ]);
    expect(await errorsOf(createVersion(id, { name: 'n'.repeat(101), subject: 's'.repeat(256) }))).toEqual([
      { field: 'name', message: 'must not exceed 100 characters' },
      { field: 'subject', message: 'must not exceed 255 characters' },
    ]);
    const version = await versionOf(id, { name: 'Ok' });
    expect(await errorsOf(call(`/templates/${id}/versions/${version.id}`, { method: 'PATCH', body: { subject: ' ' } }))).toEqual([{ field: 'subject', message: 'is a required field' }]);
  });

  it('keeps exactly one version active: activate swaps, active:1 on create or update swaps, the active one cannot be switched off', async () => {
    const { id } = await createTemplate('Activation');
    const a = await versionOf(id, { name: 'A' });
    const b = await versionOf(id, { name: 'B' });
    expect(b.active).toBe(0);
    expect(await activeNames(id)).toEqual(['A']);

    const activated = await call(`/templates/${id}/versions/${b.id}/activate`, { method: 'POST' });
    expect(activated.status).toBe(200);
    expect(((await activated.json()) as VersionDto).active).toBe(1);
    expect(await activeNames(id)).toEqual(['B']);

    await versionOf(id, { name: 'C', active: 1 });
    expect(await activeNames(id)).toEqual(['C']);
    await call(`/templates/${id}/versions/${a.id}`, { method: 'PATCH', body: { active: 1 } });
    expect(await activeNames(id)).toEqual(['A']);
    expect(await errorsOf(call(`/templates/${id}/versions/${a.id}`, { method: 'PATCH', body: { active: 0 } }))).toEqual([
      { field: 'active', message: 'a template always has one active version: activate another version instead' },
    ]);
  });

  it('makes the most recently updated remaining version active when the active one is deleted', async () => {
    const { id } = await createTemplate('Deleting');
    const a = await versionOf(id, { name: 'A' });
    const b = await versionOf(id, { name: 'B' });
    await versionOf(id, { name: 'C' });
    await call(`/templates/${id}/versions/${b.id}`, { method: 'PATCH', body: { name: 'B edited' } });
    await call(`/templates/${id}/versions/${a.id}`, { method: 'DELETE' });
    expect(await activeNames(id)).toEqual(['B edited']);
    await call(`/templates/${id}/versions/${b.id}`, { method: 'DELETE' });
    expect(await activeNames(id)).toEqual(['C']);
  });

  it('renders a seeded design version on its first read, with its document beside the HTML', async () => {
    const { result } = await list('?page_size=200&generations=dynamic&name=Welcome Email');
    const lean = result[0]!.versions![0]!;
    const version = await json<VersionDto>(call(`/templates/${result[0]!.id}/versions/${lean.id}`));
    expect(version.editor).toBe('design');
    expect(version.html_content).toContain('Welcome aboard!');
    expect(version.html_content).not.toContain('<!--mc-design-document:v1:');
    expect(version.design_document).toMatchObject({ version: 1 });
    expect(version.plain_content).toContain('Welcome aboard!');
  });

  it('answers 404 for a version of another template', async () => {
    const one = await createTemplate('One');
    const two = await createTemplate('Two');
    const version = await versionOf(one.id, { name: 'V' });
    expect(await errorsOf(call(`/templates/${two.id}/versions/${version.id}`), 404)).toEqual([{ field: null, message: 'version not found' }]);
  });
});

describe('limits (meridian is seeded near them)', () => {
  beforeEach(() => signIn('owner-large'));

  it('refuses the 301st dynamic template, and duplicating into it', async () => {
    const dynamic = await list('?page_size=1&generations=dynamic');
    expect(dynamic._metadata.count).toBe(299);
    const last = await createTemplate('The 300th');
    expect(last.id).toMatch(/^d-/);
    expect(await errorsOf(call('/templates', { method: 'POST', body: { name: 'One too many', generation: 'dynamic' } }))).toEqual([
      { field: null, message: 'You have reached the maximum of 300 dynamic templates.', error_id: 'templates_limit' },
    ]);
    expect(await errorsOf(call(`/templates/${last.id}`, { method: 'POST' }))).toEqual([expect.objectContaining({ error_id: 'templates_limit' })]);
    expect((await call('/templates', { method: 'POST', body: { name: 'Legacy is not counted' } })).status).toBe(201);
  });

  it('refuses the 51st version of a template and the 301st of the account', async () => {
    const { result } = await list('?page_size=1&generations=dynamic&name=Catalog Announcements');
    const catalog = result[0]!;
    expect(catalog.versions).toHaveLength(49);
    expect((await createVersion(catalog.id, { name: 'Fiftieth', subject: 'S' })).status).toBe(201);
    expect(await errorsOf(createVersion(catalog.id, { name: 'Fifty-first', subject: 'S' }))).toEqual([
      { field: null, message: 'You have reached the maximum of 50 versions for this template.', error_id: 'versions_per_template_limit' },
    ]);
    const other = (await list('?page_size=1&generations=dynamic&name=Supply Notice 299')).result[0]!;
    expect(await errorsOf(createVersion(other.id, { name: 'Over', subject: 'S' }))).toEqual([
      { field: null, message: 'You have reached the maximum of 300 template versions for your account.', error_id: 'versions_per_account_limit' },
    ]);
  });
});

describe('the templates-near-limit scenario', () => {
  it('fills the account to one short of each limit, once, behind its own templates', async () => {
    scenarios.apply('templates-near-limit');
    const first = await list('?page_size=200&generations=dynamic');
    expect(first._metadata.count).toBe(299);
    expect(first.result[0]!.name).not.toMatch(/^(Supply Notice|Catalog Announcements)/);
    const all = [...first.result, ...(await json<List>(call(pathOf(first._metadata.next!)))).result];
    expect(all.reduce((sum, template) => sum + template.versions!.length, 0)).toBe(299);
    const catalog = all.find((template) => template.name === 'Catalog Announcements')!;
    expect(catalog.versions).toHaveLength(49);
    expect(catalog.versions!.filter((version) => version.active === 1)).toHaveLength(1);
    expect((await list('?page_size=1&generations=dynamic'))._metadata.count).toBe(299);

    expect((await createVersion(catalog.id, { name: 'Fiftieth', subject: 'S' })).status).toBe(201);
    expect(await errorsOf(createVersion(all[0]!.id, { name: 'Over', subject: 'S' }))).toEqual([expect.objectContaining({ error_id: 'versions_per_account_limit' })]);
    expect((await createTemplate('The 300th')).name).toBe('The 300th');
    expect(await errorsOf(call('/templates', { method: 'POST', body: { name: 'x', generation: 'dynamic' } }))).toEqual([expect.objectContaining({ error_id: 'templates_limit' })]);
  });
});

describe('thumbnails', () => {
  it('serves an SVG picture of a version without a token', async () => {
    const { result } = await list('?page_size=200&generations=dynamic&name=Order Confirmation');
    const response = await fetch(result[0]!.versions![0]!.thumbnail_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('Your order … is confirmed');
    expect((await fetch(`${window.location.origin}/v3/mock-template-thumbnails/nope.svg`)).status).toBe(404);
  });
});
