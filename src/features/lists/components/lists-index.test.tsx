import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { renderListsScreen } from '@test/render-lists-screen';

/** jsdom lays nothing out: the lists grid gets a viewport of `rows` rows, as a browser would give it. */
function layOut(rows: number) {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? rows * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 960 : 0;
  });
}

const grid = () => screen.getByRole('grid', { name: 'Lists' });
/** The names in the rows shown, top to bottom. */
const shownNames = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? '');
const status = () => screen.getByText(/are shown|Showing|Reading every list/);

beforeEach(() => layOut(20));
afterEach(() => vi.restoreAllMocks());

describe('the lists index', () => {
  it('shows each list’s name (a link to its page) and contact count, newest first, and says when the end is reached', async () => {
    renderListsScreen('/contacts');
    await screen.findByRole('link', { name: 'Newsletter subscribers' });
    const lists = await contactStore().getLists('avery');
    expect(shownNames()).toEqual(lists.map((list) => list.name).reverse());
    const vip = lists.find((list) => list.name === 'VIP customers');
    const vipRow = screen.getByRole('link', { name: 'VIP customers' }).closest('[role="row"]') as HTMLElement;
    expect(within(vipRow).getByText(String(vip?.contact_count))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP customers' })).toHaveAttribute('href', `/contacts/lists/${vip?.id}`);
    expect(status()).toHaveTextContent('All 6 lists are shown. You have reached the end of the list.');
    expect(screen.queryByRole('button', { name: 'Load more lists' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create list' })).toHaveAttribute('href', '/contacts/new_list');
  });

  it('sorts by name and by count, both ways', async () => {
    const { user } = renderListsScreen('/contacts');
    await screen.findByRole('link', { name: 'Newsletter subscribers' });
    const lists = await contactStore().getLists('avery');
    const byName = lists.map((list) => list.name).sort((a, b) => a.localeCompare(b));
    const byCount = [...lists].sort((a, b) => a.contact_count - b.contact_count).map((list) => list.name);

    await user.click(within(grid()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual(byName));
    await user.click(within(grid()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual([...byName].reverse()));
    await user.click(within(grid()).getByRole('button', { name: 'Contacts' }));
    await waitFor(() => expect(shownNames()).toEqual(byCount));
    await user.click(within(grid()).getByRole('button', { name: 'Contacts' }));
    await waitFor(() => expect(shownNames()).toEqual([...byCount].reverse()));
  });

  it('filters by name, in any case, and says when nothing matches', async () => {
    const { user } = renderListsScreen('/contacts');
    await screen.findByRole('link', { name: 'Newsletter subscribers' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter lists by name' }), 'ERS');
    await waitFor(() => expect(shownNames().sort()).toEqual(['Loyalty members', 'Newsletter subscribers', 'Trail runners', 'VIP customers']));
    expect(status()).toHaveTextContent('4 lists match');
    await user.type(screen.getByRole('searchbox', { name: 'Filter lists by name' }), 'zzz');
    expect(await screen.findByText('No list name contains “ERSzzz”.')).toBeInTheDocument();
  });

  it('pages 100 lists at a time: “Load more” reads the next page until the end-of-list notice', async () => {
    for (let index = 0; index < 144; index += 1) await contactStore().createList('frankie', `Route ${String(index).padStart(3, '0')}`);
    const { user } = renderListsScreen('/contacts', { persona: 'owner-free' });
    await screen.findByRole('link', { name: 'Route 143' });
    expect(status()).toHaveTextContent('Showing 100 of 146 lists.');
    await user.click(screen.getByRole('button', { name: 'Load more lists' }));
    await waitFor(() => expect(status()).toHaveTextContent('All 146 lists are shown. You have reached the end of the list.'));
    expect(screen.queryByRole('button', { name: 'Load more lists' })).toBeNull();
  });

  it('reads every list before sorting a long account, so the sort covers them all', async () => {
    for (let index = 0; index < 120; index += 1) await contactStore().createList('frankie', `Route ${String(index).padStart(3, '0')}`);
    const { user } = renderListsScreen('/contacts', { persona: 'owner-free' });
    await screen.findByRole('link', { name: 'Route 119' });
    await user.click(within(grid()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(status()).toHaveTextContent('All 122 lists are shown.'));
    expect(shownNames().slice(0, 2)).toEqual(['Bakery newsletter', 'Route 000']);
  });
});
