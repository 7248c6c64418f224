import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { contentEdited } from '@/features/email-editor/slice';
import { singleSendPath, type SingleSendDto } from '@/shared/sending/single-send';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { renderApp } from '@test/render-app';
import { singleSendSessionKey } from '../types';

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'));
const offered = () => screen.queryAllByText('You have changes that were not saved');

/** A fresh draft made from a system design. */
async function newDraft() {
  const { result } = await api<{ result: { id: string }[] }>('/designs/pre-builts?page_size=20');
  return api<SingleSendDto>('/marketing/singlesends', { method: 'POST', body: { name: 'Leave test send', email_config: { design_id: result[0]!.id, subject: 'First subject' } } });
}

async function openEditor(id: string) {
  const view = renderApp(`/single-sends/${id}/editor`);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), singleSendSessionKey(id))).toBeDefined(), { timeout: 20_000 });
  await screen.findByRole('heading', { name: 'Single Send Settings' }, { timeout: 20_000 });
  return view;
}

/**
 * Settings and content typed while every save of the send fails (a 500): both stay unsaved and kept, and the
 * editor's guard asks before leaving.
 */
async function typeUnsavedWork(id: string) {
  server.use(http.patch(`*/v3${singleSendPath(id)}`, () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 })));
  const view = await openEditor(id);
  const key = singleSendSessionKey(id);
  const subject = screen.getByRole('textbox', { name: /^Subject/ });
  await view.user.clear(subject);
  await view.user.type(subject, 'Typed subject');
  const present = selectEditorSession(view.store.getState(), key)!.history.present;
  view.store.dispatch(contentEdited({ key, content: { ...present, plainText: `${present.plainText} typed` } }));
  await waitFor(() => expect(keptKeys().map((kept) => kept.split(':')[2]).sort()).toEqual(['email-editor-content', 'single-send-settings']), { timeout: 20_000 });
  return view;
}

describe('single-send settings and content: Leave gives them up', () => {
  it('drops the kept settings and content after Leave: back on the send, no kept edits are offered', async () => {
    const send = await newDraft();
    const { user, router } = await typeUnsavedWork(send.id);
    void router.navigate('/single-sends');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' }, { timeout: 10_000 })).getByRole('button', { name: 'Leave' }));
    // The next page shows once it has loaded: the editor unmounts then.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Single Send Settings' })).toBeNull(), { timeout: 8000 });
    expect(keptKeys()).toHaveLength(0);

    void router.navigate(`/single-sends/${send.id}/editor`);
    await screen.findByRole('heading', { name: 'Single Send Settings' }, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(offered()).toHaveLength(0);
  }, 90_000);

  it('offers both back when the page goes without Leave (a reload, a sign-in)', async () => {
    const send = await newDraft();
    const first = await typeUnsavedWork(send.id);
    first.unmount();
    await openEditor(send.id);
    await waitFor(() => expect(offered()).toHaveLength(2));
  }, 90_000);
});
