import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { versionSessionKey } from '@/features/dynamic-templates/types';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/*
 * Issue 30 in a version's settings (name, subject): saved with the editor's revision in If-Match, so a
 * version changed elsewhere is a conflict, not a silent overwrite; a save that does not answer times out
 * with Retry. The seeded template "Password Reset" and its version "Reset link".
 */

interface VersionDto {
  id: string;
  name: string;
  subject: string;
  updated_at: string;
}
interface TemplateDto {
  id: string;
  name: string;
  versions: VersionDto[];
}

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const SLOW = { timeout: 40000 };

async function openResetLink(writeTimeoutMs?: number) {
  const { result } = await api<{ result: TemplateDto[] }>('/templates?generations=dynamic&page_size=200');
  const template = result.find((candidate) => candidate.name === 'Password Reset')!;
  const versionId = template.versions.find((candidate) => candidate.name === 'Reset link')!.id;
  const path = `/templates/${template.id}/versions/${versionId}`;
  const view = renderApp(`/dynamic-templates/${template.id}/version/${versionId}`, { writeTimeoutMs });
  await waitFor(() => expect(selectEditorSession(view.store.getState(), versionSessionKey(template.id, versionId))).toBeDefined(), { timeout: 10000 });
  const settings = await screen.findByRole('region', { name: 'Version settings' }, { timeout: 10000 });
  const name = within(settings).getByRole('textbox', { name: /Version Name/ });
  return { ...view, path, settings, name };
}

describe('saving a version’s settings', () => {
  it('names the revision it started from, stops at a version saved elsewhere, and Keep mine saves over it', SLOW, async () => {
    const { user, path, settings, name } = await openResetLink();
    const elsewhere = await api<VersionDto>(path, { method: 'PATCH', body: { subject: 'Changed in another tab' } });
    const requests = recordRequests();
    await user.clear(name);
    await user.type(name, 'Reset link, mine');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));

    expect(await within(settings).findByText('This version was saved elsewhere', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.headers.get('if-match')).toMatch(/^".+"$/);
    expect(await api<VersionDto>(path)).toMatchObject({ name: 'Reset link', subject: 'Changed in another tab' });
    expect(name).toHaveValue('Reset link, mine');

    await user.click(within(settings).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect((await api<VersionDto>(path)).name).toBe('Reset link, mine'), { timeout: 5000 });
    expect(elsewhere.updated_at).toBeDefined();
  });

  it('says a save that did not answer in time was not saved, keeps the typed subject, and Retry saves it', SLOW, async () => {
    const { user, path, settings } = await openResetLink(50);
    server.use(http.patch('*/v3/templates/:id/versions/:versionId', () => new Promise<never>(() => undefined), { once: true }));
    const subject = within(settings).getByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Your new reset link');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));

    expect(await within(settings).findByText(/We could not save the version settings\. The server did not answer within/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(subject).toHaveValue('Your new reset link');
    await user.click(within(settings).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await api<VersionDto>(path)).subject).toBe('Your new reset link'), { timeout: 5000 });
  });
});
