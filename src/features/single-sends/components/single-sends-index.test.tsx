import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { v4 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { insertSingleSend, singleSendsOf } from '@mocks/db/single-sends';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/** jsdom lays nothing out: the grid gets a viewport of `rows` rows, as a browser would give it. */
function layOut(rows: number) {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? rows * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 1200 : 0;
  });
}

beforeEach(() => layOut(40));
afterEach(() => vi.restoreAllMocks());

const grid = () => screen.getByRole('grid', { name: 'Single Sends' });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);
/** The names of the loaded rows shown, top to bottom. */
const rowNames = () => dataRows().flatMap((row) => within(row).queryAllByRole('link').slice(0, 1).map((link) => link.textContent ?? ''));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('[role="row"]') as HTMLElement;

/** Copies of the owner's newest send, so the account has `count` more (newest update first, as they were made). */
function addSends(owner: string, count: number, name = (n: number) => `Bulk send ${n}`) {
  const [template] = singleSendsOf(owner);
  for (let n = 1; n <= count; n += 1) {
    const at = new Date(Date.parse('2030-01-01T00:00:00Z') + n * 1000).toISOString();
    insertSingleSend({ ...template!, id: v4(), name: name(n), status: 'draft', updated_at: at, created_at: at });
  }
}

describe('the single sends index', () => {
  it('lists every send newest update first, with its status (triggered reads Sent), channel and categories', async () => {
    const requests = recordRequests();
    renderApp('/single-sends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Single Sends' })).toBeInTheDocument();
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3));
    const expected = singleSendsOf('avery').map((send) => send.name);
    expect(rowNames()).toEqual(expected.slice(0, rowNames().length));
    expect(requests.some((request) => request.method === 'GET' && request.path === '/v3/marketing/singlesends' && request.search.includes('page_size=25'))).toBe(true);
    expect(within(grid()).getAllByText('Sent').length).toBeGreaterThan(0);
    expect(within(grid()).getAllByText('Draft').length).toBeGreaterThan(0);
    for (const header of ['Name', 'Status', 'Channel', 'Categories', 'Send time or last update']) {
      expect(within(grid()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const sent = singleSendsOf('avery').find((send) => send.status === 'triggered')!;
    expect(screen.getByRole('link', { name: sent.name })).toHaveAttribute('href', `/single-sends/${sent.id}/stats`);
    const draft = singleSendsOf('avery').find((send) => send.status === 'draft' && send.channel === 'email')!;
    expect(screen.getByRole('link', { name: draft.name })).toHaveAttribute('href', `/single-sends/${draft.id}/editor`);
  });

  it('pages 25 at a time, showing placeholders for the smaller of the page size and the rows still to come', async () => {
    const before = singleSendsOf('avery').length;
    addSends('avery', 40 - before);
    const requests = recordRequests();
    layOut(10);
    const { user } = renderApp('/single-sends');
    await screen.findByText('Showing 25 of 40 single sends.');
    await screen.findByRole('grid', { name: 'Single Sends' });
    // 25 loaded and 15 to come: the grid counts 15 placeholder rows, not a whole page.
    expect(grid()).toHaveAttribute('aria-rowcount', String(40 + 1));
    await user.click(screen.getByRole('button', { name: 'Load more single sends' }));
    await waitFor(() => expect(screen.getByText('All 40 single sends are shown.')).toBeInTheDocument());
    const pages = requests.filter((request) => request.method === 'GET' && request.path === '/v3/marketing/singlesends' && request.search.includes('page_size=25'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.at(-1)?.search).toContain('page_token=');
  });

  it('filters by name, status, channel and category through the search', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/single-sends');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3));
    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await waitFor(() => expect(within(grid()).queryByText('Sent')).not.toBeInTheDocument());
    expect(within(grid()).getAllByText('Draft').length).toBeGreaterThan(0);
    const search = requests.filter((request) => request.method === 'POST' && request.path === '/v3/marketing/singlesends/search').at(-1);
    expect(search?.body).toEqual({ status: ['draft'] });

    await user.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'zzz-no-such-send');
    expect(await screen.findByText('No single sends match these filters.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/v3/marketing/singlesends/search').at(-1)?.body).toEqual({ name: 'zzz-no-such-send', channels: ['sms'] }),
    );
  });

  it('offers the categories the account uses as a filter', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/single-sends');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    const [first] = within(categories).getAllByRole('checkbox');
    await user.click(first!);
    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/v3/marketing/singlesends/search').at(-1)?.body).toEqual({ categories: [first!.getAttribute('value')] }),
    );
  });

  it('duplicates a send as "Copy of <name>", first in the list', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/single-sends');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3));
    const [source] = singleSendsOf('avery');
    await user.click(within(rowOf(source!.name)).getByRole('button', { name: `Duplicate ${source!.name}` }));
    expect(await screen.findByText(`Copy of ${source!.name} was created.`)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()[0]).toBe(`Copy of ${source!.name}`));
    expect(requests.some((request) => request.method === 'POST' && request.path === `/v3/marketing/singlesends/${source!.id}`)).toBe(true);
  });

  it('says the server’s limit when a duplicate would pass 10,000', async () => {
    server.use(
      http.post('*/v3/marketing/singlesends/:id', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'You have reached the maximum of 10,000 Single Sends.', error_id: 'limit' }] }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/single-sends');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3));
    const [source] = singleSendsOf('avery');
    await user.click(within(rowOf(source!.name)).getByRole('button', { name: `Duplicate ${source!.name}` }));
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('You have reached the maximum of 10,000 Single Sends.')).toBeInTheDocument();
  });

  it('is the same index under /legacy/single-sends, its links staying there', async () => {
    renderApp('/legacy/single-sends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Single Sends' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Single Send' })).toHaveAttribute('href', '/legacy/single-sends/new');
  });

  it('deletes one send after a confirmation at /single-sends/:id/delete', async () => {
    const [send] = singleSendsOf('avery');
    const { user, router } = renderApp(`/single-sends/${send!.id}/delete`);
    const dialog = await screen.findByRole('dialog', { name: `Delete ${send!.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${send!.name} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/single-sends'));
    expect(singleSendsOf('avery').some((candidate) => candidate.id === send!.id)).toBe(false);
    await waitFor(() => expect(rowNames()).not.toContain(send!.name));
  });

  it('gives the 404 page for a delete path without a valid id', async () => {
    renderApp('/single-sends/not-a-uuid/delete');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('bulk deletes the chosen sends at /single-sends/bulk_delete', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/single-sends');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(3));
    const [first, second] = singleSendsOf('avery');
    await user.click(screen.getByRole('checkbox', { name: `Select ${first!.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${second!.name}` }));
    await user.click(screen.getByRole('link', { name: 'Delete selected' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/single-sends/bulk_delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 single sends?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 single sends were deleted.')).toBeInTheDocument();
    const deletes = requests.filter((request) => request.method === 'DELETE' && request.path === '/v3/marketing/singlesends');
    expect(deletes).toHaveLength(1);
    expect(new URLSearchParams(deletes[0]!.search).get('ids')!.split(',').sort()).toEqual([first!.id, second!.id].sort());
    await waitFor(() => expect(router.state.location.pathname).toBe('/single-sends'));
  });

  it('deletes every send but the excluded ones in requests of at most 50 ids', async () => {
    addSends('avery', 120);
    const total = singleSendsOf('avery').length;
    const requests = recordRequests();
    const { user } = renderApp('/single-sends');
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    const kept = singleSendsOf('avery')[0]!;
    await user.click(screen.getByRole('checkbox', { name: `Select ${kept.name}` }));
    await user.click(screen.getByRole('link', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${total - 1} single sends?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${total - 1} single sends were deleted.`, {}, { timeout: 5000 })).toBeInTheDocument();
    const deletes = requests.filter((request) => request.method === 'DELETE' && request.path === '/v3/marketing/singlesends');
    const ids = deletes.flatMap((request) => new URLSearchParams(request.search).get('ids')!.split(','));
    expect(deletes.every((request) => new URLSearchParams(request.search).get('ids')!.split(',').length <= 50)).toBe(true);
    expect(ids).toHaveLength(total - 1);
    expect(ids).not.toContain(kept.id);
    expect(singleSendsOf('avery').map((send) => send.id)).toEqual([kept.id]);
  });

  it('says the 10,000 limit before creating and does not offer the create link', async () => {
    server.use(
      http.get('*/v3/marketing/singlesends', ({ request }) =>
        new URL(request.url).searchParams.get('page_size') === '1' ? HttpResponse.json({ result: [], _metadata: { self: request.url, count: 10_000 } }) : undefined,
      ),
    );
    renderApp('/single-sends');
    expect((await screen.findAllByText('You have reached the maximum of 10,000 Single Sends.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Create a Single Send' })).toBeDisabled();
  });
});
