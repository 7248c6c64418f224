import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { versionSessionKey } from '@/features/dynamic-templates/types';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { renderApp } from '@test/render-app';
import { selectEditorSession } from '../selectors';
import { contentEdited } from '../slice';

interface TemplateDto {
  id: string;
  name: string;
  versions: { id: string; name: string }[];
}

const token = () => signInAs('owner-advanced').token;
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'));
const offer = () => screen.queryByText('You have changes that were not saved');

/** A seeded code version ("Password Reset" / "Reset link") in the email editor, every save of it failing (a 500). */
async function openFailingEditor() {
  const response = await apiFetch(`/templates?generations=dynamic&page_size=200&name=${encodeURIComponent('Password Reset')}`, { token: token() });
  const { result } = (await response.json()) as { result: TemplateDto[] };
  const template = result.find((candidate) => candidate.name === 'Password Reset')!;
  const version = template.versions.find((candidate) => candidate.name === 'Reset link')!;
  server.use(http.patch(`*/v3/templates/${template.id}/versions/${version.id}`, () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 })));
  const path = `/dynamic-templates/${template.id}/version/${version.id}`;
  const view = renderApp(path);
  const key = versionSessionKey(template.id, version.id);
  await waitFor(() => expect(selectEditorSession(view.store.getState(), key)).toBeDefined(), { timeout: 8000 });
  return { ...view, key, path };
}

/** Content edited (as the code editor does) whose save fails: unsaved, and kept in the browser. */
async function editContent({ store, key }: Awaited<ReturnType<typeof openFailingEditor>>) {
  const present = selectEditorSession(store.getState(), key)!.history.present;
  store.dispatch(contentEdited({ key, content: { ...present, html: '<p>Typed {{first_name}}</p>', plainText: 'Typed {{first_name}}' } }));
  await waitFor(() => expect(selectEditorSession(store.getState(), key)!.save.status).toBe('failed'), { timeout: 8000 });
  await waitFor(() => expect(keptKeys()).toHaveLength(1));
}

describe('the email editor’s kept content', () => {
  it('is dropped when the user leaves with Leave: back in the editor, nothing is offered', async () => {
    const editor = await openFailingEditor();
    await editContent(editor);
    void editor.router.navigate('/dynamic-templates');
    await editor.user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' }, { timeout: 10_000 })).getByRole('button', { name: 'Leave' }));
    // The index shows once it has loaded: the editor unmounts then.
    await screen.findByRole('list', { name: 'Dynamic templates' }, { timeout: 8000 });
    expect(keptKeys()).toHaveLength(0);

    void editor.router.navigate(editor.path);
    await waitFor(() => expect(selectEditorSession(editor.store.getState(), editor.key)).toBeDefined(), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(offer()).toBeNull();
  }, 40_000);

  it('is offered back when the page goes without Leave (a reload, a sign-in)', async () => {
    const first = await openFailingEditor();
    await editContent(first);
    first.unmount();
    await openFailingEditor();
    expect(await screen.findByText('You have changes that were not saved', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 40_000);
});
