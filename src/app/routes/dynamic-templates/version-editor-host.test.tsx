import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LEGACY_TAGS_MESSAGE } from '@/features/dynamic-templates/messages';
import { versionSessionKey } from '@/features/dynamic-templates/types';
import { selectTestDataText, testDataEdited } from '@/features/email-editor/preview/test-data-slice';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { editorSaveRequested, type EmailContent } from '@/features/email-editor/slice';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

interface VersionDto {
  id: string;
  name: string;
  subject: string;
  editor: 'code' | 'design';
  html_content: string;
  test_data: string;
  updated_at: string;
}
interface TemplateDto {
  id: string;
  name: string;
  versions: VersionDto[];
}

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;

async function versionOf(templateName: string, versionName: string) {
  const { result } = await api<{ result: TemplateDto[] }>(`/templates?generations=dynamic&page_size=200&name=${encodeURIComponent(templateName)}`);
  const template = result.find((candidate) => candidate.name === templateName)!;
  const lean = template.versions.find((candidate) => candidate.name === versionName)!;
  return { template, version: await api<VersionDto>(`/templates/${template.id}/versions/${lean.id}`) };
}

async function openEditor(templateId: string, versionId: string, sub = '') {
  const view = renderApp(`/dynamic-templates/${templateId}/version/${versionId}${sub}`);
  const key = versionSessionKey(templateId, versionId);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined());
  const session = () => selectEditorSession(view.store.getState(), key)!;
  return { ...view, key, session };
}

describe('the version editor host', () => {
  it('opens the version with its test data, the ids analytics and test sends need, and its settings', async () => {
    const { template, version } = await versionOf('Order Confirmation', 'With item list');
    const { session, store, key } = await openEditor(template.id, version.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'With item list' })).toBeInTheDocument();
    const { title, revision, analytics, testSend, history } = session();
    expect({ title, revision, analytics, testSend }).toEqual({
      title: 'With item list',
      revision: version.updated_at,
      analytics: { templateId: template.id, versionId: version.id, editorType: 'code' },
      testSend: { source: 'dynamic-templates', templateId: template.id, versionId: version.id },
    });
    expect(history.present).toMatchObject({ editor: 'code', html: version.html_content });
    expect(selectTestDataText(store.getState(), key)).toBe(version.test_data);
    const settings = screen.getByRole('region', { name: 'Version settings' });
    expect(within(settings).getByRole('textbox', { name: /Version Name/ })).toHaveValue('With item list');
    expect(within(settings).getByRole('textbox', { name: /Subject/ })).toHaveValue(version.subject);
    expect(within(settings).getByRole('link', { name: 'Test data' })).toHaveAttribute('href', `/dynamic-templates/${template.id}/version/${version.id}/test_data`);
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/dynamic-templates/${template.id}/version/${version.id}/preview`);
    expect(screen.queryByText(new RegExp(LEGACY_TAGS_MESSAGE))).toBeNull();
  });

  it('previews the version at /:id/version/:versionId/preview, over its editor', async () => {
    const { template, version } = await versionOf('Order Confirmation', 'With item list');
    await openEditor(template.id, version.id, '/preview');
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(preview).getByRole('region', { name: 'Preview area' })).toBeInTheDocument();
  });

  it('saves the content with the test data after checking the version is unchanged, and the test data on its own', async () => {
    const { template, version } = await versionOf('Password Reset', 'Reset link');
    const { store, key, session } = await openEditor(template.id, version.id);
    const requests = recordRequests();
    const content: EmailContent = { editor: 'code', document: null, html: '<p>Fresh {{first_name}}</p>', plainText: 'Fresh {{first_name}}' };
    store.dispatch(editorSaveRequested({ key, content, revision: version.updated_at }));
    await waitFor(() => expect(session().save.status).toBe('saved'));
    const path = `/v3/templates/${template.id}/versions/${version.id}`;
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${path}`, `PATCH ${path}`]);
    expect(requests[1]!.body).toEqual({ html_content: '<p>Fresh {{first_name}}</p>', design_document: null, plain_content: 'Fresh {{first_name}}', generate_plain_content: false, editor: 'code', test_data: version.test_data });

    store.dispatch(testDataEdited({ key, text: '{"first_name": "Bo"}' }));
    await waitFor(async () => expect((await api<VersionDto>(`/templates/${template.id}/versions/${version.id}`)).test_data).toBe('{"first_name": "Bo"}'), { timeout: 4000 });
    const saved = await api<VersionDto>(`/templates/${template.id}/versions/${version.id}`);
    await waitFor(() => expect(session().revision).toBe(saved.updated_at));
  });

  it('stops with a conflict when the version was saved elsewhere, and reports a failed save', async () => {
    const { template, version } = await versionOf('Password Reset', 'Reset link');
    const { store, key, session } = await openEditor(template.id, version.id);
    const content: EmailContent = { editor: 'code', document: null, html: '<p>Mine</p>', plainText: 'Mine' };
    const elsewhere = await api<VersionDto>(`/templates/${template.id}/versions/${version.id}`, { method: 'PATCH', body: { subject: 'Changed elsewhere' } });
    store.dispatch(editorSaveRequested({ key, content, revision: version.updated_at }));
    await waitFor(() => expect(session().save).toEqual({ status: 'conflict', revision: elsewhere.updated_at }));

    server.use(http.get('*/v3/templates/:id/versions/:versionId', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    store.dispatch(editorSaveRequested({ key, content, revision: elsewhere.updated_at }));
    await waitFor(() => expect(session().save).toMatchObject({ status: expect.stringMatching(/failed|conflict/) }));
  });

  it('saves the version’s name and subject from its settings, and the editor takes the new name at once', async () => {
    const { template, version } = await versionOf('Password Reset', 'Reset link');
    const { user } = await openEditor(template.id, version.id);
    const settings = screen.getByRole('region', { name: 'Version settings' });
    const name = within(settings).getByRole('textbox', { name: /Version Name/ });
    await user.clear(name);
    await user.type(name, 'Reset link, 2027');
    const subject = within(settings).getByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('is a required field')).toBeInTheDocument();
    await user.type(subject, 'Your reset link');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The version settings were saved')).toBeInTheDocument();
    expect((await api<VersionDto>(`/templates/${template.id}/versions/${version.id}`)).subject).toBe('Your reset link');
    expect(await screen.findByRole('heading', { name: 'Reset link, 2027' })).toBeInTheDocument();
  });

  it('says a version still has legacy tags, shows them, replaces the chosen ones with a diff, then confirms', async () => {
    const { template, version } = await versionOf('Store Event Invitation', 'Invitation with legacy tags');
    const { user, router, session } = await openEditor(template.id, version.id);
    const base = `/dynamic-templates/${template.id}/version/${version.id}`;
    expect(await screen.findByText(/-first_name-, %store_name%, :city, %campaign%/)).toHaveTextContent(LEGACY_TAGS_MESSAGE);
    await user.click(screen.getByRole('link', { name: 'Review the tags' }));
    const list = await screen.findByRole('dialog', { name: 'Legacy substitution tags' });
    expect(within(list).getByText(LEGACY_TAGS_MESSAGE)).toBeInTheDocument();
    const rows = within(within(list).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['-first_name-', '-name-', '1', '{{first_name}}'],
      ['%store_name%', '%name%', '1', '{{store_name}}'],
      [':city', ':name', '2', '{{city}}'],
      ['%campaign%', '%name%', '1', '{{campaign}}'],
    ]);
    await user.click(within(list).getByRole('link', { name: 'Replace with Handlebars' }));

    const replace = await screen.findByRole('dialog', { name: 'Replace substitution tags' });
    expect(router.state.location.pathname).toBe(`${base}/substitution_tag_replacement`);
    await user.click(within(replace).getByRole('checkbox', { name: '%campaign% → {{campaign}}' }));
    const diff = within(replace).getByRole('list', { name: 'Changed lines' });
    expect(diff).toHaveTextContent('Hi {{first_name}}');
    expect(diff).toHaveTextContent('ref=%campaign%');
    await user.click(within(replace).getByRole('button', { name: 'Replace tags' }));

    const success = await screen.findByRole('dialog', { name: 'Substitution tags replaced' });
    expect(router.state.location.pathname).toBe(`${base}/substitution_tag_replacement/success`);
    expect(within(within(success).getByRole('list', { name: 'Replaced tags' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '-first_name- → {{first_name}} (once)',
      '%store_name% → {{store_name}} (once)',
      ':city → {{city}} (2 times)',
    ]);
    await waitFor(() => expect(session().save.status).toBe('saved'), { timeout: 4000 });
    const saved = await api<VersionDto>(`/templates/${template.id}/versions/${version.id}`);
    expect(saved.html_content).toContain('Hi {{first_name}},');
    expect(saved.html_content).toContain('city={{city}}&amp;ref=%campaign%');
    await user.click(within(success).getByRole('button', { name: 'Back to the editor' }));
    expect(await screen.findByText(/%campaign%: substitution tags/)).toBeInTheDocument();
  });

  it('sends a test of the version through the dynamic templates source', async () => {
    const { template, version } = await versionOf('Order Confirmation', 'With item list');
    const { user } = await openEditor(template.id, version.id);
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a Test Email' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'ana@example.com');
    const sender = within(dialog).getByRole('combobox', { name: /From/ });
    await user.selectOptions(sender, await within(sender).findByRole('option', { name: 'Customer Care (care@lumenoutfitters.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Test' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a Test Email' })).toBeNull());
    const post = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/test/send_email');
    expect(post?.search).toBe('?test-source=dynamic-templates');
    expect(post?.body).toMatchObject({ emails: ['ana@example.com'], template_id: template.id, version_id_override: version.id, substitutions: JSON.parse(version.test_data) });
    expect(await screen.findByText('Your test email was sent.')).toBeInTheDocument();
  });

  it('says a version that does not exist cannot be opened, and answers a malformed id with the 404 page', async () => {
    const { template } = await versionOf('Order Confirmation', 'With item list');
    renderApp(`/dynamic-templates/${template.id}/version/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b`);
    expect(await screen.findByRole('heading', { name: 'This version does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dynamic Templates' })).toHaveAttribute('href', '/dynamic-templates');
  });

  it.each(['/dynamic-templates/not-a-template/version/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b', '/dynamic-templates/d-f43daeeaef504760851f727007e0b5d0/version/1/editor'])(
    'answers the malformed id in %s with the 404 page',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: /could not find that page/ })).toBeInTheDocument();
    },
  );
});
