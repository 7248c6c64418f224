import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { segmentsTable } from '@mocks/db/segments';
import { server } from '@mocks/node';
import { timedOutMessage } from '@/shared/api/errors';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

// A V2 segment of the demo data (mocks/db/segments.ts) whose query the builder edits.
const GOLD = 'Gold and Platinum members';
const TIMEOUT_MS = 1000;
const gold = () => segmentsTable.find((segment) => segment.name === GOLD || segment.name === 'Mine')!;

async function openBuilder(writeTimeoutMs?: number) {
  const id = gold().id;
  const view = renderApp(`/contacts/segments/${id}/edit`, { writeTimeoutMs });
  const name = await screen.findByRole('textbox', { name: /^Segment Name/ }, { timeout: 10_000 });
  expect(name).toHaveValue(GOLD);
  return { ...view, id, name };
}

async function rename(app: Awaited<ReturnType<typeof openBuilder>>, to: string) {
  await app.user.clear(app.name);
  await app.user.type(app.name, to);
  await app.user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('saving the segment builder when the save goes wrong', () => {
  it('says a save that never answers was not saved, keeps the typed name, and Retry sends it again', async () => {
    server.use(http.patch('*/v3/marketing/segments/2.0/:id', () => new Promise<never>(() => undefined), { once: true }));
    const app = await openBuilder(TIMEOUT_MS);
    await rename(app, 'Mine');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    const form = app.name.closest('form')!;
    expect(await within(form).findByText(timedOutMessage(TIMEOUT_MS))).toBeInTheDocument();
    expect(app.name).toHaveValue('Mine');

    await app.user.click(within(form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(segmentsTable.get(app.id)!.name).toBe('Mine'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/contacts/segments/${app.id}`));
  });

  it('shows a save over a newer version as a conflict; Keep mine saves over it, based on the newer revision', async () => {
    const requests = recordRequests();
    const app = await openBuilder();
    const opened = segmentsTable.get(app.id)!.updated_at;
    const elsewhere = segmentsTable.update(app.id, { name: 'Renamed elsewhere', updated_at: new Date(Date.now() + 60_000).toISOString() });
    await rename(app, 'Mine');

    const dialog = await screen.findByRole('dialog', { name: 'This segment was saved elsewhere' });
    expect(segmentsTable.get(app.id)!.name).toBe('Renamed elsewhere');
    expect(app.name).toHaveValue('Mine');
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(segmentsTable.get(app.id)!.name).toBe('Mine'));
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches.map((patch) => patch.headers.get('If-Match'))).toEqual([`"${opened}"`, `"${elsewhere.updated_at}"`]);
  });

  it('Reload drops the local edits and starts from the version saved elsewhere', async () => {
    const app = await openBuilder();
    segmentsTable.update(app.id, { name: 'Renamed elsewhere', updated_at: new Date(Date.now() + 60_000).toISOString() });
    await rename(app, 'Mine');
    const dialog = await screen.findByRole('dialog', { name: 'This segment was saved elsewhere' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Segment Name/ })).toHaveValue('Renamed elsewhere'));
    expect(screen.queryByText('This segment was saved elsewhere')).not.toBeInTheDocument();
  });
});
