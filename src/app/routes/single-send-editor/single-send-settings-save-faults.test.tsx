import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { timedOutMessage } from '@/shared/api/errors';
import { singleSendPath, type SingleSendDto } from '@/shared/sending/single-send';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { renderApp } from '@test/render-app';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const stored = (id: string) => api<SingleSendDto>(singleSendPath(id));

/** A fresh draft made from a system design. */
async function newDraft(name = 'Save faults send') {
  const { result } = await api<{ result: { id: string }[] }>('/designs/pre-builts?page_size=20');
  return api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name, email_config: { design_id: result[0]!.id, subject: 'First subject' } } });
}

async function openEditor(id: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(`/single-sends/${id}/editor`, options);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), `single-send:${id}`)).toBeDefined(), { timeout: 8000 });
  await screen.findByRole('heading', { name: 'Single Send Settings' });
  return view;
}

const subject = () => screen.getByRole('textbox', { name: /^Subject/ });
const settingsSaved = () => waitFor(() => expect(screen.getByText('Settings saved')).toBeInTheDocument(), { timeout: 8000 });

describe('single-send settings: saves that do not land', () => {
  it('shows the time-out next to the settings, keeps the typed subject, and Retry saves it', async () => {
    const send = await newDraft();
    server.use(http.patch(`*/v3${singleSendPath(send.id)}`, () => new Promise<never>(() => undefined), { once: true }));
    const { user } = await openEditor(send.id, { writeTimeoutMs: 50 });
    await user.clear(subject());
    await user.type(subject(), 'Typed subject');
    const panel = within(screen.getByRole('region', { name: 'Single Send Settings' }));
    expect(await panel.findByText(timedOutMessage(50), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(panel.getByText('Settings not saved')).toBeInTheDocument();
    expect(subject()).toHaveValue('Typed subject');
    await user.click(panel.getByRole('button', { name: 'Retry' }));
    await settingsSaved();
    expect((await stored(send.id)).email_config.subject).toBe('Typed subject');
  }, 40_000);

  it('does not revert a preheader changed elsewhere: the conflict is shown, and Keep mine saves only the subject over it', async () => {
    const send = await newDraft();
    const { user } = await openEditor(send.id);
    await api(singleSendPath(send.id), { method: 'PATCH', body: { email_config: { preheader: 'Changed elsewhere' } } });
    await user.clear(subject());
    await user.type(subject(), 'Mine');
    const dialog = await screen.findByRole('dialog', { name: 'This single send was saved elsewhere' }, { timeout: 8000 });
    expect((await stored(send.id)).email_config).toMatchObject({ subject: 'First subject', preheader: 'Changed elsewhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await settingsSaved();
    expect((await stored(send.id)).email_config).toMatchObject({ subject: 'Mine', preheader: 'Changed elsewhere' });
  }, 40_000);

  it('Reload after a conflict shows the stored settings and drops the typed ones', async () => {
    const send = await newDraft();
    const { user } = await openEditor(send.id);
    await api(singleSendPath(send.id), { method: 'PATCH', body: { email_config: { subject: 'Theirs' } } });
    await user.clear(subject());
    await user.type(subject(), 'Mine');
    const dialog = await screen.findByRole('dialog', { name: 'This single send was saved elsewhere' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(subject()).toHaveValue('Theirs'));
    expect(screen.getByText('Settings saved')).toBeInTheDocument();
    expect((await stored(send.id)).email_config.subject).toBe('Theirs');
  }, 40_000);

  it('offers the typed subject back when the send opens again in a fresh store and browser storage', async () => {
    const send = await newDraft();
    server.use(http.patch(`*/v3${singleSendPath(send.id)}`, () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    const first = await openEditor(send.id);
    await first.user.clear(subject());
    await first.user.type(subject(), 'Kept subject');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(true));
    // The first store outlives its unmount here (a reload would end it): its autosave must have run and
    // failed before the server works again, or it lands later and the second store's save meets it as a 409.
    await screen.findByText('Settings not saved', {}, { timeout: 8000 });
    first.unmount();
    server.resetHandlers();

    const { user } = await openEditor(send.id);
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(subject()).toHaveValue('First subject');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(subject()).toHaveValue('Kept subject');
    await settingsSaved();
    expect((await stored(send.id)).email_config.subject).toBe('Kept subject');
  }, 40_000);
});
