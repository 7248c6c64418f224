import { screen, waitFor } from '@testing-library/react';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { designSessionKey } from '@/features/design-library/types';
import { hasEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { createDocument, createModule } from '@/features/email-editor/document/module-factories';
import { NEWSLETTER_DESIGN } from '@/features/email-editor/system-designs/newsletter';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { editorSaveRequested, type EmailContent } from '@/features/email-editor/slice';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { NOT_MADE_HERE_NOTICE } from '../email-hosting/email-content-bridge';

interface DesignDto {
  id: string;
  name: string;
  editor: 'code' | 'design';
  html_content: string;
  updated_at: string;
}

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const designNamed = async (name: string) => {
  const { result } = await api<{ result: DesignDto[] }>('/designs?page_size=100');
  const summary = result.find((design) => design.name === name);
  if (!summary) throw new Error(`no design ${name}`);
  return api<DesignDto>(`/designs/${summary.id}`);
};

/** Opens the design's editor through the whole app and waits for the session the host opened. */
async function openEditor(id: string, path = `/design-library/your-designs/${id}/editor`) {
  const view = renderApp(path);
  const key = designSessionKey(id);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined());
  const session = () => selectEditorSession(view.store.getState(), key)!;
  return { ...view, key, session };
}

describe('the design editor host', () => {
  it('opens the editor with the design’s document taken out of its HTML, its updated_at as the revision', async () => {
    const october = await designNamed('October Trail Notes');
    const { session } = await openEditor(october.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'October Trail Notes' })).toBeInTheDocument();
    const { key, title, revision, analytics, testSend, history } = session();
    expect({ key, title, revision, analytics, testSend }).toEqual({
      key: `design:${october.id}`,
      title: 'October Trail Notes',
      revision: october.updated_at,
      analytics: { designId: october.id },
      testSend: {},
    });
    expect(history.present.editor).toBe('design');
    expect(history.present.document).toEqual(NEWSLETTER_DESIGN.document);
    expect(history.present.html).toContain('<!doctype html>');
    expect(hasEmbeddedDocument(history.present.html)).toBe(false);
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/design-library/your-designs/${october.id}/editor/preview`);
  });

  it('opens a code design in the code editor, and HTML without a document with a notice saying why', async () => {
    const receipt = await designNamed('Order Confirmation (HTML)');
    const code = await openEditor(receipt.id);
    expect(code.session().history.present).toMatchObject({ editor: 'code', document: null, html: receipt.html_content });
    expect(screen.queryByText(NOT_MADE_HERE_NOTICE)).toBeNull();
    code.unmount();

    const foreign = await api<DesignDto>('/designs', { method: 'POST', body: { name: 'Imported', editor: 'design', html_content: '<p>Made elsewhere</p>' } });
    const imported = await openEditor(foreign.id);
    expect(imported.session().history.present).toMatchObject({ editor: 'code', document: null, html: '<p>Made elsewhere</p>' });
    expect(await screen.findByText(NOT_MADE_HERE_NOTICE)).toBeInTheDocument();
  });

  it('hosts the editor under the legacy twin, its sub-screens below the same base path', async () => {
    const october = await designNamed('October Trail Notes');
    await openEditor(october.id, `/legacy/templates/your-designs/${october.id}/editor/preview/test_data`);
    expect(await screen.findByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/legacy/templates/your-designs/${october.id}/editor/preview`);
  });

  it('says a design that does not exist cannot be opened, and closes the session when the editor is left', async () => {
    renderApp('/design-library/your-designs/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b/editor');
    expect(await screen.findByRole('heading', { name: 'This design does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Your Designs' })).toHaveAttribute('href', '/design-library/your-designs');

    const october = await designNamed('October Trail Notes');
    const { router, store, key } = await openEditor(october.id);
    await router.navigate('/design-library/your-designs');
    await waitFor(() => expect(selectEditorSession(store.getState(), key)).toBeUndefined());
  });

  it('answers a malformed id with the 404 page', async () => {
    renderApp('/design-library/your-designs/not-a-design/editor');
    expect(await screen.findByRole('heading', { name: /could not find that page/ })).toBeInTheDocument();
  });
});

describe('saving a design from the editor', () => {
  const edited = (): EmailContent => {
    const document = createDocument([createModule('text', { html: '<p>Fresh words</p>' }, () => 'fresh-1')]);
    return { editor: 'design', document, html: '<!doctype html><html><body><p>Fresh words</p></body></html>', plainText: 'Fresh words' };
  };

  it('checks the design is unchanged, then PATCHes its HTML as sent with the document beside it, and takes the new updated_at', async () => {
    const october = await designNamed('October Trail Notes');
    const { store, key, session } = await openEditor(october.id);
    const requests = recordRequests();
    const content = edited();
    store.dispatch(editorSaveRequested({ key, content, revision: october.updated_at }));
    await waitFor(() => expect(session().save.status).toBe('saved'));

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v3/designs/${october.id}`, `PATCH /v3/designs/${october.id}`]);
    const body = requests[1]!.body as { html_content: string; plain_content: string; generate_plain_content: boolean };
    expect(body).toEqual({ html_content: content.html, design_document: content.document, plain_content: 'Fresh words', generate_plain_content: false });
    const saved = await api<DesignDto>(`/designs/${october.id}`);
    expect(session().revision).toBe(saved.updated_at);
    expect(saved.updated_at > october.updated_at).toBe(true);
  });

  it('stops with a conflict, sending nothing, when the design was saved elsewhere since it was opened', async () => {
    const october = await designNamed('October Trail Notes');
    const { store, key, session } = await openEditor(october.id);
    const elsewhere = await api<DesignDto>(`/designs/${october.id}`, { method: 'PATCH', body: { name: 'Changed in another tab' } });
    const requests = recordRequests();
    store.dispatch(editorSaveRequested({ key, content: edited(), revision: october.updated_at }));
    await waitFor(() => expect(session().save).toEqual({ status: 'conflict', revision: elsewhere.updated_at }));
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('reports a failed save to the editor, and a design deleted meanwhile in its own words', async () => {
    const october = await designNamed('October Trail Notes');
    const { store, key, session } = await openEditor(october.id);
    server.use(http.patch('*/v3/designs/:id', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 }), { once: true }));
    store.dispatch(editorSaveRequested({ key, content: edited(), revision: october.updated_at }));
    await waitFor(() => expect(session().save).toEqual({ status: 'failed', message: SAVE_MESSAGES.serverFailed }));

    await apiFetch(`/designs/${october.id}`, { method: 'DELETE', token: token() });
    store.dispatch(editorSaveRequested({ key, content: edited(), revision: october.updated_at }));
    await waitFor(() => expect(session().save).toMatchObject({ status: 'failed', message: expect.stringContaining('This design no longer exists') }));
  });
});
