import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { contentEdited } from '@/features/email-editor/slice';
import { singleSendPath, type SingleSendDto } from '@/shared/sending/single-send';
import { signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const stored = (id: string) => api<SingleSendDto>(singleSendPath(id));

/** Opens the editor, changes the send elsewhere (its subject), then edits the design's preheader here: a conflict. */
async function conflictOverPreheader(name: string) {
  const { result } = await api<{ result: { id: string }[] }>('/designs/pre-builts?page_size=20');
  const send = await api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name, email_config: { design_id: result[0]!.id, subject: 'First subject' } } });
  const view = renderApp(`/single-sends/${send.id}/editor`);
  const key = `single-send:${send.id}`;
  await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined(), { timeout: 15_000 });
  await api(singleSendPath(send.id), { method: 'PATCH', body: { email_config: { subject: 'Theirs' } } });
  const present = selectEditorSession(view.store.getState(), key)!.history.present;
  view.store.dispatch(contentEdited({ key, content: { ...present, document: { ...present.document!, settings: { ...present.document!.settings, preheader: 'Mine' } } } }));
  const dialog = await screen.findByRole('dialog', { name: 'This single send was saved elsewhere' }, { timeout: 15_000 });
  return { ...view, send, dialog };
}

const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'));

describe('single-send content: a conflict', () => {
  it('Keep mine saves the content over the send saved elsewhere without sending back the subject it changed', async () => {
    const requests = recordRequests();
    const { send, dialog, user } = await conflictOverPreheader('Content conflict');
    expect((await stored(send.id)).email_config).toMatchObject({ subject: 'Theirs' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(async () => expect((await stored(send.id)).email_config.preheader).toBe('Mine'), { timeout: 8000 });
    expect((await stored(send.id)).email_config.subject).toBe('Theirs');
    const saves = requests.filter((request) => request.method === 'PATCH' && request.path.endsWith(singleSendPath(send.id)));
    expect(saves.at(-1)!.body).not.toHaveProperty('email_config.subject');
  }, 40_000);

  it('Reload discards the typed content: nothing is kept to be offered after the reload', async () => {
    const { dialog, user, location, unmount } = await conflictOverPreheader('Content conflict reload');
    await waitFor(() => expect(keptKeys()).not.toEqual([]));
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(location.reload).toHaveBeenCalledTimes(1));
    // The page goes away: what an unmount (pagehide) writes must not bring the edits back.
    unmount();
    expect(keptKeys()).toEqual([]);
  }, 40_000);
});
