import { screen, waitFor } from '@testing-library/react';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { designSessionKey } from '@/features/design-library/types';
import { selectEditorSession } from '@/features/email-editor/selectors';
import { server, signInAs } from '@mocks/node';
import { apiFetch } from '@mocks/testing/api-fetch';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/*
 * Issue 30 in the design editor: a save that hangs times out into "Not saved" with Retry, edits typed
 * meanwhile are sent next, and edits not saved are kept in the browser and offered back to a fresh store
 * (a reload or a sign-in). The design is the seeded newsletter "October Trail Notes".
 */

interface DesignDto {
  id: string;
  name: string;
  updated_at: string;
  design_document: { settings: { preheader: string } } | null;
}

const token = () => signInAs('owner-advanced').token;
const api = async <T,>(path: string) => (await (await apiFetch(path, { token: token() })).json()) as T;
const october = async () => {
  const { result } = await api<{ result: DesignDto[] }>('/designs?page_size=100');
  const summary = result.find((design) => design.name === 'October Trail Notes');
  if (!summary) throw new Error('no seeded design');
  return api<DesignDto>(`/designs/${summary.id}`);
};
const storedPreheader = async (id: string) => (await api<DesignDto>(`/designs/${id}`)).design_document?.settings.preheader;

const hangOnce = () => server.use(http.patch('*/v3/designs/:id', () => new Promise<never>(() => undefined), { once: true }));

async function openEditor(id: string, writeTimeoutMs?: number) {
  const view = renderApp(`/design-library/your-designs/${id}/editor`, { writeTimeoutMs });
  const preheader = await screen.findByRole('textbox', { name: 'Preheader' }, { timeout: 10000 });
  const session = () => selectEditorSession(view.store.getState(), designSessionKey(id))!;
  return { ...view, preheader, session };
}

const statusText = () => document.querySelector('header p[role="status"]')?.textContent;

// The whole app renders and autosaves in real time on a busy machine.
const SLOW = { timeout: 40000 };

describe('a design editor save that does not answer', () => {
  it('fails after the time-out with its message and Retry, and Retry saves the latest edits', SLOW, async () => {
    const design = await october();
    const { user, preheader } = await openEditor(design.id, 50);
    hangOnce();
    await user.type(preheader, ' Trail sale');

    expect(await screen.findByText(/^The server did not answer within .*Your changes are still here/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(statusText()).toBe('Not saved');
    expect(preheader).toHaveValue(`${design.design_document?.settings.preheader ?? ''} Trail sale`);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statusText()).toBe('Saved'), { timeout: 4000 });
    expect(await storedPreheader(design.id)).toBe(`${design.design_document?.settings.preheader ?? ''} Trail sale`);
  });

  it('sends what was typed while a save hung with the next save, without a stuck state', SLOW, async () => {
    const design = await october();
    const { user, preheader } = await openEditor(design.id, 1500);
    hangOnce();
    const requests = recordRequests();
    await user.type(preheader, ' A');
    await waitFor(() => expect(statusText()).toBe('Saving…'), { timeout: 3000 });
    await user.type(preheader, 'B');

    await waitFor(() => expect(statusText()).toBe('Saved'), { timeout: 8000 });
    expect(await storedPreheader(design.id)).toBe(`${design.design_document?.settings.preheader ?? ''} AB`);
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(2);
  });
});

describe('design edits kept in the browser', () => {
  it('offers edits a failed save left unsaved to a fresh store, never saying "Saved" meanwhile; Restore saves them', SLOW, async () => {
    const design = await october();
    const first = await openEditor(design.id);
    server.use(http.patch('*/v3/designs/:id', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 })));
    await first.user.type(first.preheader, ' Kept words');
    expect(await screen.findByText(SAVE_MESSAGES.serverFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();

    const second = await openEditor(design.id);
    expect(await screen.findByText('You have changes that were not saved', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(second.preheader).toHaveValue(design.design_document?.settings.preheader ?? '');
    expect(statusText()).not.toBe('Saved');

    await second.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: 'Preheader' })).toHaveValue(`${design.design_document?.settings.preheader ?? ''} Kept words`);
    await waitFor(() => expect(statusText()).toBe('Saved'), { timeout: 4000 });
    expect(await storedPreheader(design.id)).toBe(`${design.design_document?.settings.preheader ?? ''} Kept words`);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'))).toEqual([]);
  });
});
