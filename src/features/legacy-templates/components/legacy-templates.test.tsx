import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TemplateDto, VersionDto } from '@/features/dynamic-templates/types';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const ROOT = '/design-library/legacy-templates';
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Avery's templates of a generation, as the API lists them. */
async function templatesOf(generations: 'legacy' | 'dynamic', persona: 'owner-advanced' = 'owner-advanced'): Promise<TemplateDto[]> {
  const token = signInAs(persona).token;
  return ((await (await apiFetch(`/templates?page_size=200&generations=${generations}`, { token })).json()) as { result: TemplateDto[] }).result;
}

const legacyNamed = async (name: string) => (await templatesOf('legacy')).find((template) => template.name === name)!;

describe('Legacy templates', () => {
  it('lists the legacy templates with their active version and version count, asking for the legacy generation', async () => {
    const requests = recordRequests();
    renderApp(ROOT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legacy Templates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Legacy Templates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual(
      expect.arrayContaining([
        ['Newsletter Wrapper', 'Wrapper 2021 (personal)', '2'],
        ['Receipt', 'Receipt', '1'],
        ['Password Reset (old)', 'Reset', '1'],
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', expect.stringMatching(/^\/design-library\/legacy-templates\/[0-9a-f-]{36}$/));
    const list = requests.find((request) => request.path === '/v3/templates');
    expect(new URLSearchParams(list!.search).get('generations')).toBe('legacy');
  });

  it('says so when there are none', async () => {
    renderApp(ROOT, { persona: 'owner-free' });
    expect(await screen.findByRole('heading', { name: 'No legacy templates' })).toBeInTheDocument();
  });

  it('shows a template’s versions, each with a preview and a copy link', async () => {
    const wrapper = await legacyNamed('Newsletter Wrapper');
    renderApp(`${ROOT}/${wrapper.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Wrapper' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Versions of Newsletter Wrapper' });
    const active = within(table).getByRole('row', { name: /Wrapper 2021 \(personal\)/ });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByRole('cell', { name: '<%subject%>' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Preview: Wrapper 2019' })).toHaveAttribute('href', `${ROOT}/${wrapper.id}/versions/${wrapper.versions![0]!.id}/preview`);
    expect(within(table).getByRole('link', { name: 'Copy to a dynamic template: Wrapper 2019' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legacy Templates' })).toHaveAttribute('href', ROOT);
  });

  it('previews a version in a sandboxed frame, showing where the body goes', async () => {
    const wrapper = await legacyNamed('Newsletter Wrapper');
    const version = wrapper.versions![1]!;
    renderApp(`${ROOT}/${wrapper.id}/versions/${version.id}/preview`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Wrapper 2021 (personal)' })).toBeInTheDocument();
    const frame = await screen.findByTitle('Preview of Wrapper 2021 (personal)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('The body of each email goes here');
    expect(frame.getAttribute('srcdoc')).toContain('Hi -first_name-');
    expect(screen.getByText('Subject: <%subject%>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsletter Wrapper' })).toHaveAttribute('href', `${ROOT}/${wrapper.id}`);
    expect(screen.getByRole('link', { name: 'Copy to a dynamic template' })).toHaveAttribute('href', `${ROOT}/${wrapper.id}/versions/${version.id}/copy`);
  });

  it('copies a version into a new dynamic template with Handlebars for its tags and markers, then opens it', async () => {
    const wrapper = await legacyNamed('Newsletter Wrapper');
    const version = wrapper.versions![1]!;
    const requests = recordRequests();
    const { user, router } = renderApp(`${ROOT}/${wrapper.id}`);
    await user.click(await screen.findByRole('link', { name: 'Copy to a dynamic template: Wrapper 2021 (personal)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Wrapper 2021 (personal) to a dynamic template' });
    const conversions = await within(dialog).findByRole('list', { name: 'Conversions' });
    expect(within(conversions).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '<%body%> becomes {{{body}}} (the body comes as data)',
      '<%subject%> becomes {{subject}} (the subject comes as data)',
      '<%asm_group_unsubscribe_raw_url%> becomes {{{unsubscribe}}} (the unsubscribe link)',
      '-first_name- becomes {{first_name}} (2 times)',
      ':city becomes {{city}} (2 times)',
    ]);
    const name = within(dialog).getByRole('textbox', { name: /Dynamic Template Name/ });
    expect(name).toHaveValue('Newsletter Wrapper');
    await user.clear(name);
    await user.type(name, 'Newsletter (dynamic)');
    await user.click(within(dialog).getByRole('button', { name: 'Copy to a dynamic template' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dynamic-templates\/d-[0-9a-f]{32}\/version\/[0-9a-f-]{36}$/));
    expect(within(notifications()).getByText('Newsletter (dynamic) was created as a dynamic template: 4 substitution tags were replaced with Handlebars.')).toBeInTheDocument();
    const createTemplate = requests.find((request) => request.method === 'POST' && request.path === '/v3/templates');
    expect(createTemplate?.body).toEqual({ name: 'Newsletter (dynamic)', generation: 'dynamic' });
    const [, templateId, versionId] = /^\/dynamic-templates\/([^/]+)\/version\/([^/]+)$/.exec(router.state.location.pathname)!;
    const token = signInAs('owner-advanced').token;
    const copied = (await (await apiFetch(`/templates/${templateId}/versions/${versionId}`, { token })).json()) as VersionDto;
    expect(copied).toMatchObject({ name: 'Wrapper 2021 (personal)', subject: '{{subject}}', editor: 'code', active: 1 });
    expect(copied.html_content).toContain('<p>Hi {{first_name}}, here is what is new in {{city}}.</p>{{{body}}}');
    expect(copied.html_content).toContain('<a href="{{{unsubscribe}}}">Unsubscribe</a>');
    expect(copied.html_content).not.toMatch(/<%|-first_name-/);
    expect(JSON.parse(copied.test_data!)).toMatchObject({ first_name: '[first_name]', city: '[city]' });
    expect(version.id).not.toBe(versionId);
  });

  it('keeps the typed name and leaves no empty template behind when the version is refused', async () => {
    const receipt = await legacyNamed('Receipt');
    const before = (await templatesOf('dynamic')).length;
    server.use(
      http.post('*/v3/templates/:id/versions', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'You have reached the maximum of 300 template versions for your account.' }] }, { status: 400 }),
      ),
    );
    const { user, router } = renderApp(`${ROOT}/${receipt.id}/versions/${receipt.versions![0]!.id}/copy`);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Receipt to a dynamic template' });
    const name = within(dialog).getByRole('textbox', { name: /Dynamic Template Name/ });
    await user.type(name, ' copy');
    await user.click(within(dialog).getByRole('button', { name: 'Copy to a dynamic template' }));
    expect(await within(dialog).findByText('You have reached the maximum of 300 template versions for your account.')).toBeInTheDocument();
    expect(name).toHaveValue('Receipt copy');
    expect(router.state.location.pathname).toBe(`${ROOT}/${receipt.id}/versions/${receipt.versions![0]!.id}/copy`);
    await waitFor(async () => expect(await templatesOf('dynamic')).toHaveLength(before));
  });

  it('checks the name before sending', async () => {
    const receipt = await legacyNamed('Receipt');
    const requests = recordRequests();
    const { user } = renderApp(`${ROOT}/${receipt.id}/versions/${receipt.versions![0]!.id}/copy`);
    const dialog = await screen.findByRole('dialog', { name: 'Copy Receipt to a dynamic template' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Dynamic Template Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy to a dynamic template' }));
    expect(await within(dialog).findByText('is a required field')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says a dynamic template or an unknown id is not found here', async () => {
    const [dynamic] = await templatesOf('dynamic');
    renderApp(`${ROOT}/${dynamic!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Template not found' })).toBeInTheDocument();
  });

  it('asks an administrator for access without the templates scope', async () => {
    server.use(http.get('*/v3/scopes', () => HttpResponse.json({ scopes: ['marketing.read', 'designs.read'] })));
    renderApp(ROOT);
    expect(await screen.findByRole('heading', { name: "You don't have access to Legacy Templates" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request access from an administrator' })).toBeInTheDocument();
  });

  it('works under the /legacy/templates twin, keeping its links there', async () => {
    renderApp('/legacy/templates/legacy-templates');
    const table = await screen.findByRole('table', { name: 'Legacy Templates' });
    expect(within(table).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', expect.stringMatching(/^\/legacy\/templates\/legacy-templates\//));
  });
});
