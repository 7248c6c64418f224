import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectReadAutomation } from '@/features/automation-messages/selectors';
import { automationMessageSessionKey } from '@/features/automation-messages/types';
import { createDocument, createModule } from '@/features/email-editor/document/module-factories';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { editorSaveRequested, type EmailContent } from '@/features/email-editor/slice';
import type { AutomationDto, AutomationShortDto } from '@/shared/sending/automation';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { allMessages } from '@/shared/sending/automation-tree';
import { server, signInAs } from '@mocks/node';
import type { PersonaId } from '@mocks/personas';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const token = (persona: PersonaId = 'owner-advanced') => signInAs(persona).token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const automationNamed = async (name: string) => {
  const { result } = await api<{ result: AutomationShortDto[] }>('/marketing/automations?page_size=100');
  const summary = result.find((automation) => automation.name === name);
  if (!summary) throw new Error(`no automation ${name}`);
  return api<AutomationDto>(`/marketing/automations/${summary.id}`);
};
const requestsTo = (requests: ReturnType<typeof recordRequests>, method: string) => requests.filter((request) => request.method === method);

/** Opens a message's editor through the whole app and waits for the session the host opened. */
async function openEditor(automation: AutomationDto, number: number, path = `/automations/${automation.id}/detail/messages/${number}/editor`) {
  const view = renderApp(path);
  const key = automationMessageSessionKey(automation.id, number);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined());
  const session = () => selectEditorSession(view.store.getState(), key)!;
  return { ...view, key, session };
}

describe('the automation message editor', () => {
  // jsdom lays nothing out; the code editor (the seeded emails are HTML without a design) measures text as it opens.
  beforeAll(() => {
    Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  });

  it('opens the message in the editor with its ids for analytics and what a test send needs', async () => {
    const draft = await automationNamed('Re-engagement');
    const first = allMessages(draft.steps)[0]!;
    const { session } = await openEditor(draft, 1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email 1: We miss you' })).toBeInTheDocument();
    const { key, revision, analytics, testSend, history } = session();
    expect({ key, revision, analytics }).toEqual({ key: `automation:${draft.id}:1`, revision: first.updated_at, analytics: { automationId: draft.id, messageId: first.id } });
    expect(testSend).toMatchObject({ subject: 'We miss you', senderId: String(first.sender_id) });
    expect(history.present.editor).toBe(first.editor);
    // The editor's sub-screens sit below the message's editor route.
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/automations/${draft.id}/detail/messages/1/editor/preview`);
    expect(screen.getByRole('link', { name: 'Back to Re-engagement' })).toHaveAttribute('href', `/automations/${draft.id}/detail`);
  });

  it('saves the content with PATCH messages/{number}, even while the automation is live', async () => {
    const live = await automationNamed('Welcome series');
    const { store, key, session } = await openEditor(live, 2);
    const requests = recordRequests();
    const document = createDocument([createModule('text', { html: '<p>Fresh words</p>' }, () => 'fresh-1')]);
    const content: EmailContent = { editor: 'design', document, html: '<!doctype html><html><body><p>Fresh words</p></body></html>', plainText: 'Fresh words' };
    store.dispatch(editorSaveRequested({ key, content, revision: session().revision }));
    await waitFor(() => expect(session().save.status).toBe('saved'));

    const [patch] = requestsTo(requests, 'PATCH');
    expect(patch?.path).toBe(`/v3/marketing/automations/${live.id}/messages/2`);
    expect(patch?.body).toEqual({ html_content: content.html, design_document: document, plain_content: 'Fresh words', editor: 'design' });
    const saved = await api<AutomationDto>(`/marketing/automations/${live.id}`);
    const message = allMessages(saved.steps).find((candidate) => candidate.number === 2)!;
    expect(session().revision).toBe(message.updated_at);
  });

  it('reports a failed save to the editor, keeping the content', async () => {
    const draft = await automationNamed('Re-engagement');
    const { store, key, session } = await openEditor(draft, 1);
    server.use(http.patch('*/v3/marketing/automations/:id/messages/:number', () => HttpResponse.json({ errors: [{ field: null, message: 'boom' }] }, { status: 500 }), { once: true }));
    store.dispatch(editorSaveRequested({ key, content: session().history.present, revision: session().revision }));
    await waitFor(() => expect(session().save).toEqual({ status: 'failed', message: SAVE_MESSAGES.serverFailed }));
  });

  it('saves the inbox options, and retitles the editor; a live automation shows them read-only', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, session } = await openEditor(draft, 1);
    const requests = recordRequests();
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'We really miss you');
    await user.type(screen.getByRole('textbox', { name: /Preheader/ }), 'Come back');
    await user.click(screen.getByRole('button', { name: 'Save inbox options' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email 1: We really miss you' })).toBeInTheDocument();
    expect(requestsTo(requests, 'PATCH')[0]?.body).toMatchObject({ subject: 'We really miss you', preheader: 'Come back' });
    expect(session().testSend.subject).toBe('We really miss you');

    const live = await automationNamed('Welcome series');
    await openEditor(live, 1);
    expect(await screen.findByText(/This automation is live/)).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Subject' }).at(-1)).toBeDisabled();
    expect(screen.queryAllByRole('button', { name: 'Save inbox options' }).length).toBe(1);
  });

  it('keeps typed inbox options when the save fails', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user } = await openEditor(draft, 1);
    server.use(http.patch('*/v3/marketing/automations/:id/messages/:number', () => HttpResponse.json({ errors: [{ field: null, message: 'boom' }] }, { status: 500 }), { once: true }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save inbox options' }));
    expect(await screen.findAllByText('We could not save the inbox options. What you typed is kept; please retry.')).not.toHaveLength(0);
    expect(subject).toHaveValue('Kept');
  });

  it('asks before leaving with inbox options typed but not saved; the editor’s sub-screens keep them', async () => {
    const draft = await automationNamed('Re-engagement');
    const { user, router } = await openEditor(draft, 1);
    await user.type(await screen.findByRole('textbox', { name: /Preheader/ }), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/1/editor/preview`));
    await user.click(screen.getByRole('link', { name: 'Back to Re-engagement' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(within(ask).getByText('The inbox options you changed are not saved. Leave without saving them?')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: /Preheader/ })).toHaveValue('Unsaved');
  });

  it('says an email that is not in the automation does not exist, and a malformed number is a 404', async () => {
    const draft = await automationNamed('Re-engagement');
    renderApp(`/automations/${draft.id}/detail/messages/99/editor`);
    expect(await screen.findByRole('heading', { name: 'This email does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the automation' })).toHaveAttribute('href', `/automations/${draft.id}/detail`);
    cleanup();
    renderApp(`/automations/${draft.id}/detail/messages/first/editor`);
    expect(await screen.findByRole('heading', { name: /could not find that page/ })).toBeInTheDocument();
  });
});

describe('creating an email and replacing its content', () => {
  it('offers a blank design, blank code and the designs, then creates the email in the sequence and opens its editor', async () => {
    const draft = await automationNamed('Re-engagement');
    const number = draft.next_message_number;
    const view = renderApp(`/automations/${draft.id}/detail/messages/${number}/new/selector?sequence=root`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an email' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your designs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System designs' })).toBeInTheDocument();
    const requests = recordRequests();
    await view.user.click(screen.getByRole('link', { name: 'Use blank code' }));

    const key = automationMessageSessionKey(draft.id, number);
    await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined());
    expect(view.router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/${number}/editor`);
    expect(requestsTo(requests, 'POST').map((request) => request.body)).toEqual([{ sequence_id: 'root', editor: 'code' }]);
    expect(selectEditorSession(view.store.getState(), key)!.history.present.editor).toBe('code');
  });

  it('creates an email from one of the system designs', async () => {
    const draft = await automationNamed('Re-engagement');
    const number = draft.next_message_number;
    const view = renderApp(`/automations/${draft.id}/detail/messages/${number}/new/selector`);
    await view.user.click(await screen.findByRole('tab', { name: 'System designs' }));
    const designs = await screen.findByRole('list', { name: 'System designs' });
    const [use] = within(designs).getAllByRole('link', { name: /^Use / });
    const requests = recordRequests();
    await view.user.click(use!);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/${number}/editor`));
    expect(requestsTo(requests, 'POST')[0]?.body).toMatchObject({ sequence_id: 'root', design_id: expect.any(String) });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^Email ${number}`) })).toBeInTheDocument();
  });

  it('does not create the email twice when its page opens again, and refuses to add to a live automation', async () => {
    const draft = await automationNamed('Re-engagement');
    const number = draft.next_message_number;
    const first = renderApp(`/automations/${draft.id}/detail/messages/${number}/new/selector/blank/version`);
    await waitFor(() => expect(first.router.state.location.pathname).toMatch(/\/editor$/));
    first.unmount();
    const requests = recordRequests();
    const again = renderApp(`/automations/${draft.id}/detail/messages/${number}/new/selector/blank/version`);
    await waitFor(() => expect(again.router.state.location.pathname).toMatch(/\/editor$/));
    expect(requestsTo(requests, 'POST')).toEqual([]);
    again.unmount();

    const live = await automationNamed('Welcome series');
    renderApp(`/automations/${live.id}/detail/messages/${live.next_message_number}/new/selector`);
    expect(await screen.findByText(AUTOMATION_MESSAGES.liveNotEditable)).toBeInTheDocument();
  });

  it('replaces an email’s content once confirmed', async () => {
    const draft = await automationNamed('Re-engagement');
    const view = renderApp(`/automations/${draft.id}/detail/messages/1/create-design/selector`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Replace the content of Email 1: We miss you' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Use blank code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the content of Email 1?' });
    const requests = recordRequests();
    await view.user.click(within(dialog).getByRole('button', { name: 'Replace content' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/1/editor`));
    expect(requestsTo(requests, 'PATCH')[0]?.body).toMatchObject({ editor: 'code', plain_content: '' });
    await waitFor(() => expect(selectEditorSession(view.store.getState(), automationMessageSessionKey(draft.id, 1))?.history.present.editor).toBe('code'));
  });

  it('goes back to the choices when the replacement is cancelled, sending nothing', async () => {
    const draft = await automationNamed('Re-engagement');
    const requests = recordRequests();
    const view = renderApp(`/automations/${draft.id}/detail/messages/1/create-design/selector/blank/version`);
    const dialog = await screen.findByRole('dialog', { name: 'Replace the content of Email 1?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/automations/${draft.id}/detail/messages/1/create-design/selector`));
    expect(requestsTo(requests, 'PATCH')).toEqual([]);
  });
});

describe('the automation preview', () => {
  it('shows every email in timeline order with who gets it, when, its subject and a sandboxed frame', async () => {
    const draft = await automationNamed('Re-engagement');
    const view = renderApp(`/automations/${draft.id}/preview`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview: Re-engagement' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('listitem');
    const numbers = allMessages(draft.steps).map((message) => message.number);
    expect(items).toHaveLength(numbers.length);
    expect(within(items[0]!).getByRole('heading', { level: 2, name: 'Email 1: We miss you' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Every contact')).toBeInTheDocument();
    expect(within(items[0]!).getByText('At once after entry')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Subject: We miss you')).toBeInTheDocument();
    expect(within(items[0]!).getByTitle('Preview of Email 1')).toHaveAttribute('sandbox', '');
    expect(within(items[1]!).getByText(/^Contacts who (opened|clicked in) Email 1$/)).toBeInTheDocument();
    expect(within(items.at(-1)!).getByText(/^Contacts who did not (open|click in) Email 1$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the automation' })).toHaveAttribute('href', `/automations/${draft.id}/detail`);
    expect(selectReadAutomation(view.store.getState()).value?.id).toBe(draft.id);
  });

  it('says an automation that does not exist was not found', async () => {
    renderApp('/automations/0b7a4a52-6a3e-4c55-8f5a-1c2d3e4f5a6b/preview');
    expect(await screen.findByRole('heading', { name: 'Automation not found' })).toBeInTheDocument();
  });
});
