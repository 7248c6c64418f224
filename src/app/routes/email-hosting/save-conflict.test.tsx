import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { automationMessageSessionKey } from '@/features/automation-messages/types';
import { designSessionKey } from '@/features/design-library/types';
import { versionSessionKey } from '@/features/dynamic-templates/types';
import { EDITOR_SAVES_CHANNEL } from '@/features/email-editor/conflict-epics';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { contentEdited, type EmailContent } from '@/features/email-editor/slice';
import { singleSendSessionKey } from '@/features/single-send-editor/types';
import { signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/*
 * Issue 26: two tabs edit the same thing; the second save does not silently overwrite the first. Each
 * host: this tab edits, another tab (a PATCH straight to the mock, as the other tab's save would be)
 * saved since, so the save stops with a conflict and the dialog asks (the only message: a single send's
 * settings show no failure); Keep mine saves over theirs with `If-Match` naming their revision, Reload
 * discards mine and leaves theirs stored. A tab with nothing unsaved, told of the other tab's save, shows
 * the stored version quietly: no dialog, no save.
 */

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string, options: Parameters<typeof apiFetch>[1] = {}) => (await (await apiFetch(path, { token: token(), ...options })).json()) as T;
const first = <T,>(items: T[], what: string): T => {
  if (items[0] === undefined) throw new Error(`no ${what}`);
  return items[0];
};

interface Host {
  name: string;
  noun: string;
  /** Creates or finds what is edited: the editor's route, its session key, its API path and how the other tab saves it. */
  prepare(): Promise<{ route: string; key: string; resource: string; read?: string; theirs: object; storedHtml(dto: unknown): string }>;
}

const THEIRS = '<p>Saved in the other tab</p>';
const MINE: EmailContent = { editor: 'code', document: null, html: '<p>Typed in this tab</p>', plainText: 'Typed in this tab' };

const HOSTS: Host[] = [
  {
    name: 'design library',
    noun: 'design',
    async prepare() {
      const { result } = await api<{ result: { id: string; name: string }[] }>('/designs?page_size=100');
      const { id } = first(result.filter((design) => design.name === 'October Trail Notes'), 'design');
      return { route: `/design-library/your-designs/${id}/editor`, key: designSessionKey(id), resource: `/designs/${id}`, theirs: { html_content: THEIRS }, storedHtml: (dto) => (dto as { html_content: string }).html_content };
    },
  },
  {
    name: 'dynamic template version',
    noun: 'version',
    async prepare() {
      const { result } = await api<{ result: { id: string; name: string; versions: { id: string; name: string }[] }[] }>('/templates?generations=dynamic&page_size=200&name=Password%20Reset');
      const template = first(result.filter((candidate) => candidate.name === 'Password Reset'), 'template');
      const version = first(template.versions.filter((candidate) => candidate.name === 'Reset link'), 'version');
      const resource = `/templates/${template.id}/versions/${version.id}`;
      return { route: `/dynamic-templates/${template.id}/version/${version.id}`, key: versionSessionKey(template.id, version.id), resource, theirs: { html_content: THEIRS }, storedHtml: (dto) => (dto as { html_content: string }).html_content };
    },
  },
  {
    name: 'single send',
    noun: 'single send',
    async prepare() {
      const send = await api<{ id: string }>('/marketing/singlesends', { method: 'POST', body: { name: 'Two tabs', email_config: { editor: 'code', html_content: '<p>First</p>' } } });
      return {
        route: `/single-sends/${send.id}/editor`,
        key: singleSendSessionKey(send.id),
        resource: `/marketing/singlesends/${send.id}`,
        theirs: { email_config: { html_content: THEIRS } },
        storedHtml: (dto) => (dto as { email_config: { html_content: string } }).email_config.html_content,
      };
    },
  },
  {
    name: 'automation email',
    noun: 'email',
    async prepare() {
      const { result } = await api<{ result: { id: string; name: string }[] }>('/marketing/automations?page_size=100');
      const { id } = first(result.filter((automation) => automation.name === 'Re-engagement'), 'automation');
      return {
        route: `/automations/${id}/detail/messages/1/editor`,
        key: automationMessageSessionKey(id, 1),
        resource: `/marketing/automations/${id}/messages/1`,
        theirs: { html_content: THEIRS },
        read: `/marketing/automations/${id}`,
        storedHtml: (dto) => JSON.stringify(dto),
      };
    },
  },
];

/** Opens the host's editor, edits it here, has the other tab save, and waits for the dialog. */
async function conflictIn(host: Host) {
  const { route, key, resource, read = resource, theirs, storedHtml } = await host.prepare();
  const view = renderApp(route);
  const session = () => selectEditorSession(view.store.getState(), key);
  await waitFor(() => expect(session()).toBeDefined(), { timeout: 8000 });
  const other = await api<{ updated_at: string }>(resource, { method: 'PATCH', body: theirs });
  const requests = recordRequests();
  view.store.dispatch(contentEdited({ key, content: MINE }));
  const dialog = await screen.findByRole('dialog', { name: `This ${host.noun} was saved elsewhere` }, { timeout: 8000 });
  expect(session()?.save).toEqual({ status: 'conflict', revision: other.updated_at });
  // One message: the dialog. (A single send's settings status would otherwise say "Settings not saved".)
  expect(screen.queryByText('Settings not saved')).not.toBeInTheDocument();
  expect(screen.queryByText(/saved elsewhere \(in another tab/)).not.toBeInTheDocument();
  expect(session()?.history.present.html).toBe(MINE.html);
  const stored = async () => storedHtml(await api(read));
  return { ...view, dialog, other, requests, session, stored };
}

describe.each(HOSTS)('a save made elsewhere in the $name host', (host) => {
  beforeAll(() => {
    Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  });

  it('stops with a conflict, then Keep mine saves over theirs, naming their revision', async () => {
    const { user, dialog, other, requests, session, stored } = await conflictIn(host);
    expect(await stored()).toContain(THEIRS);

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(session()?.save.status).toBe('saved'), { timeout: 8000 });
    expect(await stored()).toContain(MINE.html);
    const saves = requests.filter((request) => request.method === 'PATCH');
    expect(saves.at(-1)?.headers.get('If-Match')).toBe(`"${other.updated_at}"`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops with a conflict, then Reload discards mine and leaves theirs stored', async () => {
    const { user, dialog, dependencies, requests, stored } = await conflictIn(host);
    const sentBefore = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(dependencies.location.reload).toHaveBeenCalledTimes(1);
    expect(await stored()).toContain(THEIRS);
    expect(requests.slice(sentBefore).filter((request) => request.method === 'PATCH')).toEqual([]);
  });
});

describe.each(HOSTS)('a save made elsewhere while the $name host has nothing unsaved', (host) => {
  beforeAll(() => {
    Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  });

  it('shows the stored version and says so, without a dialog or a save', async () => {
    const { route, key, resource, theirs } = await host.prepare();
    const { store, dependencies } = renderApp(route);
    const session = () => selectEditorSession(store.getState(), key);
    await waitFor(() => expect(session()).toBeDefined(), { timeout: 15_000 });
    const opened = session()!.revision;
    const other = await api<{ updated_at: string }>(resource, { method: 'PATCH', body: theirs });
    const requests = recordRequests();
    dependencies.broadcast.receive(EDITOR_SAVES_CHANNEL, { key, revision: other.updated_at });

    await waitFor(() => expect(screen.getByText('Updated with changes saved elsewhere')).toBeInTheDocument(), { timeout: 8000 });
    expect(screen.getByText('Updated with changes saved elsewhere')).toHaveAttribute('role', 'status');
    expect(session()?.revision).not.toBe(opened);
    expect(session()?.revision).toBe(other.updated_at);
    expect(session()?.save).toMatchObject({ status: 'saved', elsewhere: true });
    // A code email shows the HTML saved elsewhere; a design shows its stored document.
    if (session()?.history.present.editor === 'code') expect(session()?.history.present.html).toContain(THEIRS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  }, 40_000);
});
