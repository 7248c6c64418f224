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

describe('single-send content: a conflict settled with Keep mine', () => {
  it('saves the content over the send saved elsewhere without sending back the subject it changed', async () => {
    const { result } = await api<{ result: { id: string }[] }>('/designs/pre-builts?page_size=20');
    const send = await api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name: 'Content conflict', email_config: { design_id: result[0]!.id, subject: 'First subject' } } });
    const requests = recordRequests();
    const { store, user } = renderApp(`/single-sends/${send.id}/editor`);
    const key = `single-send:${send.id}`;
    await waitFor(() => expect(selectEditorSession(store.getState(), key)).toBeDefined(), { timeout: 8000 });

    await api(singleSendPath(send.id), { method: 'PATCH', body: { email_config: { subject: 'Theirs' } } });
    const present = selectEditorSession(store.getState(), key)!.history.present;
    store.dispatch(contentEdited({ key, content: { ...present, document: { ...present.document!, settings: { ...present.document!.settings, preheader: 'Mine' } } } }));
    const dialog = await screen.findByRole('dialog', { name: 'This single send was saved elsewhere' }, { timeout: 8000 });
    expect((await stored(send.id)).email_config).toMatchObject({ subject: 'Theirs' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(async () => expect((await stored(send.id)).email_config.preheader).toBe('Mine'), { timeout: 8000 });
    expect((await stored(send.id)).email_config.subject).toBe('Theirs');
    const saves = requests.filter((request) => request.method === 'PATCH' && request.path.endsWith(singleSendPath(send.id)));
    expect(saves.at(-1)!.body).not.toHaveProperty('email_config.subject');
  }, 40_000);
});
