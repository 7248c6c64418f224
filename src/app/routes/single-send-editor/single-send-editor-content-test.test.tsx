import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { contentEdited } from '@/features/email-editor/slice';
import { messages } from '@/features/single-send-editor/messages';
import { singleSendPath, type SingleSendDto, type SingleSendShortDto } from '@/shared/sending/single-send';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { fillSenderForm } from '@test/fill-sender-form';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const sendNamed = async (name: string) => {
  const { result } = await api<{ result: SingleSendShortDto[] }>('/marketing/singlesends?page_size=100');
  return api<SingleSendDto>(singleSendPath(result.find((send) => send.name === name)!.id));
};
const settingsSaved = () => waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument(), { timeout: 4000 });

async function openEditor(id: string) {
  const view = renderApp(`/single-sends/${id}/editor`);
  await screen.findByRole('heading', { name: 'Single Send Settings' }, { timeout: 4000 });
  return view;
}

describe('the single send editor, further', () => {
  // jsdom lays nothing out; the code editor (a content variation is code here) measures text as it opens.
  beforeAll(() => {
    Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  });

  it('edits each variation’s content of a content test in its own session, and a new variation starts as a copy of A', async () => {
    const send = await sendNamed('Holiday gift guide 2026');
    const [a, b] = send.ab_variations;
    const requests = recordRequests();
    const { user, store } = await openEditor(send.id);
    const sessionOf = (variationId?: string) => selectEditorSession(store.getState(), variationId ? `single-send:${send.id}:${variationId}` : `single-send:${send.id}`);
    await waitFor(() => expect(sessionOf(b!.id)).toBeDefined());
    expect(sessionOf(b!.id)!.history.present.html).toContain('Gifts for every trail lover');
    expect(sessionOf()!.history.present.html).not.toContain('Gifts for every trail lover');
    expect(screen.getByText('Editing the content of variation A')).toBeInTheDocument();
    // Code has no design settings: the send's preheader is set beside it.
    expect(screen.getByRole('textbox', { name: /^Preheader/ })).toHaveValue(send.email_config.preheader ?? '');

    await user.click(screen.getByRole('button', { name: 'Edit content B' }));
    expect(screen.getByText('Editing the content of variation B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit content B' })).toHaveAttribute('aria-pressed', 'true');
    const edited = { ...sessionOf(b!.id)!.history.present, html: sessionOf(b!.id)!.history.present.html.replace('under $50', 'under $40') };
    store.dispatch(contentEdited({ key: `single-send:${send.id}:${b!.id}`, content: edited }));
    await waitFor(() => expect(sessionOf(b!.id)!.save.status).toBe('saved'), { timeout: 5000 });
    const body = requests.filter((request) => request.method === 'PATCH').at(-1)!.body as Pick<SingleSendDto, 'ab_variations'>;
    expect(body.ab_variations.map((variation) => variation.id)).toEqual([a!.id, b!.id]);
    expect(body.ab_variations[1]!.html_content).toContain('under $40');
    expect(body.ab_variations[0]!.html_content).not.toContain('Gifts for every trail lover');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of Variations' }), '3');
    await settingsSaved();
    const stored = await api<SingleSendDto>(singleSendPath(send.id));
    expect(stored.ab_variations.map((variation) => variation.name)).toEqual(['A', 'B', 'C']);
    const c = stored.ab_variations[2]!;
    expect(c.html_content).toBe(stored.email_config.html_content);
    await waitFor(() => expect(sessionOf(c.id)).toBeDefined());

    await user.click(screen.getByRole('link', { name: 'Delete variation C' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete variation C?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sessionOf(c.id)).toBeUndefined());
    await settingsSaved();
    expect((await api<SingleSendDto>(singleSendPath(send.id))).ab_variations).toHaveLength(2);
  }, 40_000);

  it('creates a sender and an unsubscribe group inline and chooses them', async () => {
    const created = await api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name: 'Inline creates' } });
    const { user, router } = await openEditor(created.id);
    await user.click(screen.getByRole('link', { name: 'Create a new sender' }));
    const senderDialog = await screen.findByRole('dialog', { name: 'Create a Sender' });
    expect(router.state.location.pathname).toBe(`/single-sends/${created.id}/editor/modals/create_sender`);
    await fillSenderForm(user, 'Inline sender');
    await user.click(within(senderDialog).getByRole('button', { name: 'Create Sender' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/${created.id}/editor`));
    const sender = screen.getByRole('combobox', { name: /^Sender/ }) as HTMLSelectElement;
    expect(sender.selectedOptions[0]).toHaveTextContent('Inline sender');

    await user.click(screen.getByRole('link', { name: 'Create a new unsubscribe group' }));
    const groupDialog = await screen.findByRole('dialog', { name: 'Create an Unsubscribe Group' });
    await user.type(within(groupDialog).getByRole('textbox', { name: /Group Name/ }), 'Trail news');
    await user.type(within(groupDialog).getByRole('textbox', { name: /Group Description/ }), 'News about trail days');
    await user.click(within(groupDialog).getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/${created.id}/editor`));
    expect((screen.getByRole('combobox', { name: /^Unsubscribe Group/ }) as HTMLSelectElement).selectedOptions[0]).toHaveTextContent('Trail news');
    await settingsSaved();
    const stored = await api<SingleSendDto>(singleSendPath(created.id));
    expect(stored.email_config.sender_id).toBe(Number(sender.value));
    expect(stored.email_config.suppression_group_id).not.toBeNull();
  }, 40_000);

  it('says why click tracking is not available for a send created before 2020-07-16', async () => {
    const created = await api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name: 'Old send' } });
    server.use(http.get(`*/v3${singleSendPath(created.id)}`, () => HttpResponse.json({ ...created, created_at: '2020-07-15T23:00:00Z' })));
    await openEditor(created.id);
    const tracking = screen.getByRole('checkbox', { name: 'Track clicks' });
    expect(tracking).toBeDisabled();
    expect(tracking).not.toBeChecked();
    expect(tracking).toHaveAccessibleDescription(messages.clickTrackingUnavailable);
  });

  it('does not edit a send that is no longer a draft', async () => {
    const { result } = await api<{ result: SingleSendShortDto[] }>('/marketing/singlesends?page_size=100');
    const sent = result.find((send) => send.status === 'triggered' && send.channel === 'email')!;
    renderApp(`/single-sends/${sent.id}/editor`);
    expect(await screen.findByText('This single send can no longer be edited', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review it' })).toHaveAttribute('href', `/single-sends/${sent.id}/review`);
  });
});

