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

  it('offers a new segment’s typed name and conditions back after a reload (or a sign-in), and creates it', async () => {
    const first = renderApp('/contacts/segments/create');
    const name = await screen.findByRole('textbox', { name: /^Segment Name/ }, { timeout: 10_000 });
    await first.user.type(name, 'Spring buyers');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'First Name');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Operator' }), 'starts with');
    await first.user.type(screen.getByRole('textbox', { name: /^Value/ }), 'Ann');
    await waitFor(() => expect(JSON.stringify(Object.entries(localStorage))).toContain('Ann'));
    first.unmount();

    const app = renderApp('/contacts/segments/create');
    expect(await screen.findByText('You have changes that were not saved', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Segment Name/ })).toHaveValue('');
    await app.user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByRole('textbox', { name: /^Segment Name/ })).toHaveValue('Spring buyers');
    expect(screen.getByRole('textbox', { name: /^Value/ })).toHaveValue('Ann');
    await app.user.click(screen.getByRole('button', { name: 'Create Segment' }));
    await waitFor(() => expect(segmentsTable.find((segment) => segment.name === 'Spring buyers')?.query_dsl).toMatch(/first_name LIKE 'Ann%'/));
    expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(false);
  });
});
