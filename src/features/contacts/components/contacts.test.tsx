import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { api } from '@mocks/handlers/api-path';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import type { ListChoiceProps } from '@/shared/audience/list-choice';
import { selectContactCounts } from '@/shared/account/account-selectors';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { renderContacts } from '@test/render-contacts';
import { MAX_HELD_PAGES } from '../page-window';
import { selectContactTable } from '../selectors';

const grid = () => screen.findByRole('grid', { name: 'All contacts' });

/** Adds contacts to avery's account; returns their ids. */
async function addContacts(emails: string[], names: Partial<Record<string, [string, string]>> = {}) {
  const { ids } = await contactStore().upsertContacts(
    'avery',
    emails.map((email) => ({ email, first_name: names[email]?.[0] ?? null, last_name: names[email]?.[1] ?? null })),
  );
  return ids;
}

const searches = (requests: ReturnType<typeof renderContacts>['requests']) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith('/marketing/contacts/search'));

describe('all contacts', () => {
  it('shows the counts and the contacts, paged as the table asks', async () => {
    renderContacts('/contacts/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Contacts' })).toBeInTheDocument();
    const table = await grid();
    expect(table).toHaveAttribute('aria-rowcount', String(4_210 + 1));
    expect(await within(table).findAllByRole('link', { name: /@/ })).not.toHaveLength(0);
    // Avery's billable count adds her subusers' 1,240 + 2,100 contacts (billable_breakdown.total).
    expect(screen.getByText('Contacts', { selector: 'dt' }).nextElementSibling).toHaveTextContent('4,210');
    expect(screen.getByText('Billable contacts', { selector: 'dt' }).nextElementSibling).toHaveTextContent('7,550');
  });

  it('leads an empty account to adding or importing contacts', async () => {
    await contactStore().deleteAllContacts('avery');
    renderContacts('/contacts/all');
    expect(await screen.findByRole('heading', { name: 'You have no contacts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Contacts' })).toHaveAttribute('href', '/contacts/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/contacts/import');
  });
});

describe('contact search', () => {
  it('says why it does not search short text or special characters, and sends nothing', async () => {
    const { user, requests } = renderContacts('/contacts/all');
    await grid();
    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    await user.type(box, 'an');
    expect(screen.getByText('Enter at least 3 characters to search.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'ann%');
    expect(screen.getByText("Search can't contain special characters. Use letters, numbers, spaces and . @ _ - + ' only.")).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(requests)).toHaveLength(0);
  });

  it('shows only the last search when an earlier answer comes late, with its count and Clear search', async () => {
    await addContacts(['ann.x@example.com', 'anna.y@example.com', 'annabel@example.com', 'annabeth@example.com']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let annAnswered = false;
    // The first search (for "ann") waits until released, then the real handler answers it.
    server.use(
      http.post(api('/marketing/contacts/search'), async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (query.includes("'ann%'")) {
          await held;
          annAnswered = true;
        }
        return undefined;
      }),
    );
    const { user, requests } = renderContacts('/contacts/all');
    await grid();
    const box = screen.getByRole('searchbox', { name: 'Search contacts' });
    await user.type(box, 'ann');
    await waitFor(() => expect(searches(requests)).toHaveLength(1));
    await user.type(box, 'ab');

    expect(await screen.findByText('2 contacts match “annab”')).toBeInTheDocument();
    release();
    await waitFor(() => expect(annAnswered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('2 contacts match “annab”')).toBeInTheDocument();
    const table = await grid();
    expect(within(table).queryByRole('link', { name: 'ann.x@example.com' })).not.toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'annabel@example.com' })).toBeInTheDocument();
    expect(searches(requests).map((request) => (request.body as { query: string }).query)).toEqual([
      "(email LIKE 'ann%' OR lower(first_name) LIKE 'ann%' OR lower(last_name) LIKE 'ann%')",
      "(email LIKE 'annab%' OR lower(first_name) LIKE 'annab%' OR lower(last_name) LIKE 'annab%')",
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('4,214 contacts')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});

describe('delete all contacts', () => {
  it('needs the phrase typed, closes on Escape back to its opener, and leaves 0 contacts', async () => {
    const { user, store } = renderContacts('/contacts/all');
    await grid();
    const opener = screen.getByRole('link', { name: 'Delete All Contacts' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete all contacts?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete All Contacts' });
    const phrase = within(dialog).getByRole('textbox', { name: 'Type Delete All Contacts to confirm' });
    expect(phrase).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.keyboard('delete all contacts');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Delete All Contacts' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Delete all contacts?' });
    await user.keyboard('Delete All Contacts');
    expect(within(again).getByRole('button', { name: 'Delete All Contacts' })).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('All contacts were deleted', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(selectContactCounts(store.getState())?.contactCount).toBe(0));
    expect(await screen.findByRole('heading', { name: 'You have no contacts yet' })).toBeInTheDocument();
  }, 30_000);
});

describe('bulk delete', () => {
  it('deletes a selection in chunks of 100, reports exactly the failed chunk, and retries only it', async () => {
    const emails = Array.from({ length: 250 }, (_, index) => `bulk-${String(index).padStart(3, '0')}@example.com`);
    await addContacts(emails);
    scenarios.apply('contacts-delete-chunk-500');
    const { user, requests } = renderContacts('/contacts/all');
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'bulk-');
    expect(await screen.findByText('250 contacts match “bulk-”')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('250 of 250 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 250 contacts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 250 contacts' }));

    expect(await screen.findByText('100 contacts could not be deleted')).toBeInTheDocument();
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes).toHaveLength(3);
    const failedIds = within(screen.getByRole('list', { name: 'Contacts that failed' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(failedIds).toHaveLength(100);
    expect(await contactStore().getContacts('avery', failedIds as string[])).toHaveLength(100);

    await user.click(screen.getByRole('button', { name: 'Retry 100 contacts' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(4));
    expect(await screen.findByText('250 of 250 deleted')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Contacts that failed' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await contactStore().getContacts('avery', failedIds as string[])).toHaveLength(0), { timeout: 8000 });
    expect(await screen.findByText('0 contacts match “bulk-”', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 30_000);
});

describe('add the selection to a list', () => {
  it('upserts the chosen contacts by their identifiers with the list id', async () => {
    const [first, second] = await addContacts(['zed.one@example.com', 'zed.two@example.com']);
    const [list] = await contactStore().getLists('avery');
    const ChooseList = ({ label, onChange }: ListChoiceProps) => (
      <label>
        {label}
        <select defaultValue="" onChange={(event) => onChange([event.target.value])}>
          <option value="">None</option>
          <option value={list?.id}>{list?.name}</option>
        </select>
      </label>
    );
    const { user, requests } = renderContacts('/contacts/all', { listChoice: ChooseList });
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zed.');
    expect(await screen.findByText('2 contacts match “zed.”')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select zed.one@example.com' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select zed.two@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 contacts to a list' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'List' }), list?.id as string);
    await user.click(within(dialog).getByRole('button', { name: 'Add to list' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ list_ids: [list?.id], contacts: expect.arrayContaining([{ email: 'zed.one@example.com' }, { email: 'zed.two@example.com' }]) });
    expect(await screen.findByText('2 of 2 added to the list')).toBeInTheDocument();
    await waitFor(async () => {
      const contacts = await contactStore().getContacts('avery', [first as string, second as string]);
      expect(contacts.every((contact) => contact.list_ids.includes(list?.id as string))).toBe(true);
    }, { timeout: 8000 });
  });
});

describe('deep rows', () => {
  it('jumps to a far row in one request at its offset, pages on by token, and holds only the pages near it', async () => {
    const browsed: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/marketing/contacts')) browsed.push(new URL(request.url));
    });
    const { store } = renderContacts('/contacts/all');
    const table = await grid();
    await within(table).findAllByRole('link', { name: /@/ });
    const before = browsed.length;
    const [far] = (await contactStore().readPage('avery', { pageSize: 1, offset: 4_000 })).contacts;

    // A jump of the scrollbar to row 4,001: jsdom lays nothing out, so the grid says where it is scrolled.
    Object.defineProperty(table, 'scrollTop', { configurable: true, value: 4_000 * ROW_HEIGHT });
    fireEvent.scroll(table);

    const row = await within(table).findByRole('link', { name: far?.email ?? '' }, { timeout: 4000 });
    expect(row.closest('[role="row"]')).toHaveAttribute('aria-rowindex', String(4_000 + 2));
    const jump = browsed.slice(before);
    expect(jump[0]?.searchParams.get('page_offset')).toBe('3900');
    expect(jump.slice(1).every((url) => url.searchParams.has('page_token') && !url.searchParams.has('page_offset'))).toBe(true);
    expect(jump.every((url) => url.searchParams.get('page_size') === '100')).toBe(true);
    expect(jump.length).toBeLessThanOrEqual(2);
    const table$ = selectContactTable(store.getState(), 'all');
    expect(Object.keys(table$?.pages ?? {}).length).toBeLessThanOrEqual(MAX_HELD_PAGES);
  });
});

describe('a list’s contacts', () => {
  it('removes the selected contacts from the list only, and deletes one contact with "<name> was deleted"', async () => {
    const [list] = await contactStore().getLists('avery');
    const listId = list?.id as string;
    const ids = await addContacts(['lina.one@example.com', 'lina.two@example.com'], { 'lina.one@example.com': ['Lina', 'One'] });
    await contactStore().addToList('avery', listId, ids);
    const { user, requests } = renderContacts(`/contacts/lists/${listId}`);
    const listGrid = () => screen.findByRole('grid', { name: `Contacts in List ${listId}` });
    await listGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'lina.');
    expect(await screen.findByText('2 contacts match “lina.”')).toBeInTheDocument();
    const search = searches(requests).at(-1)?.body as { query: string };
    expect(search.query).toContain(`AND CONTAINS(list_ids, '${listId}')`);

    await user.click(await within(await listGrid()).findByRole('checkbox', { name: 'Select lina.two@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Remove from list' }));
    const dialog = await screen.findByRole('dialog', { name: `Remove 1 contact from List ${listId}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from list' }));
    expect(await screen.findByText('1 of 1 removed from the list')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.path.endsWith(`/marketing/lists/${listId}/contacts`))).toBe(true);
    expect(await screen.findByText('1 contact match “lina.”', {}, { timeout: 8000 })).toBeInTheDocument();
    expect((await contactStore().getContacts('avery', [ids[1] as string])).length).toBe(1);

    await user.click(await within(await listGrid()).findByRole('link', { name: 'Delete Lina One' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lina One?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lina One was deleted', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await contactStore().getContacts('avery', [ids[0] as string])).toHaveLength(0);
    expect(await screen.findByText('0 contacts match “lina.”', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
