import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { automationsUsingList } from '@mocks/db/automations';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { segmentsTable, segmentsWithParentList } from '@mocks/db/segments';
import { renderListsScreen } from '@test/render-lists-screen';

/** One of avery's lists no segment is built on and no automation uses. */
async function unusedList() {
  const list = (await contactStore().getLists('avery')).find(
    (candidate) => segmentsWithParentList('avery', candidate.id).length === 0 && automationsUsingList('avery', candidate.id).length === 0,
  );
  if (list === undefined) throw new Error('avery needs a list no segment and no automation uses');
  return list;
}

/** One of avery's lists a seeded segment is built on. */
async function lockedList() {
  const list = (await contactStore().getLists('avery')).find((candidate) => segmentsWithParentList('avery', candidate.id).length > 0);
  if (list === undefined) throw new Error('avery needs a list a segment uses');
  return { list, segments: segmentsWithParentList('avery', list.id) };
}

/** The delete dialog, once it has checked that nothing uses the list. */
async function openConfirmation(name: string) {
  await screen.findByRole('radio', { name: /Keep the contacts/ });
  return screen.getByRole('dialog', { name: `Delete ${name}` });
}

const segmentRoute = [{ path: 'segments/:id', element: <h1>Segment page</h1> }];

describe('deleting a list', () => {
  it('keeps its contacts by default, then leaves for the contacts with “<name> was deleted”', async () => {
    const list = await unusedList();
    const before = await contactStore().countContacts('avery');
    const { user, router } = renderListsScreen(`/contacts/lists/${list.id}/delete`);
    const dialog = await openConfirmation(list.name);
    expect(within(dialog).getByRole('radio', { name: /Keep the contacts/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(await screen.findByText(`${list.name} was deleted`)).toBeInTheDocument();
    expect(await contactStore().getList('avery', list.id)).toBeUndefined();
    expect(await contactStore().countContacts('avery')).toBe(before);
    expect(screen.queryByRole('link', { name: list.name })).toBeNull();
  });

  it('deletes its contacts too when asked: a job the poller follows, whose end is announced', async () => {
    const list = await unusedList();
    const before = await contactStore().countContacts('avery');
    const { user } = renderListsScreen(`/contacts/lists/${list.id}`);
    await user.click(await screen.findByRole('link', { name: 'Delete' }));
    const dialog = await openConfirmation(list.name);
    expect(within(dialog).getByRole('radiogroup', { name: `What happens to its ${list.contact_count.toLocaleString('en-US')} contacts?` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Delete the contacts too/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete List and Contacts' }));
    expect(await screen.findByText(`${list.name} was deleted`)).toBeInTheDocument();
    expect(await screen.findByText(`The contacts of ${list.name} were deleted`)).toBeInTheDocument();
    expect(await contactStore().countContacts('avery')).toBe(before - list.contact_count);
  });

  it('shows the locked-list screen for a list a segment is built on: it names the segments, links to them, and offers no delete', async () => {
    const { list, segments } = await lockedList();
    const { user, router } = renderListsScreen(`/contacts/lists/${list.id}/delete`, { routes: segmentRoute });
    const dialog = await screen.findByRole('dialog', { name: `${list.name} can't be deleted` });
    const users = within(dialog).getByRole('region', { name: 'Segments built on this list' });
    expect(within(users).getAllByRole('link').map((link) => link.textContent)).toEqual(segments.map((segment) => segment.name));
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
    const [first] = segments;
    await user.click(within(users).getByRole('link', { name: first?.name }));
    expect(router.state.location.pathname).toBe(`/contacts/segments/${first?.id}`);
    expect(await contactStore().getList('avery', list.id)).toBeDefined();
  });

  it('turns into the locked-list screen when the server refuses because a segment started using the list meanwhile', async () => {
    const list = await unusedList();
    const { user } = renderListsScreen(`/contacts/lists/${list.id}/delete`);
    const dialog = await openConfirmation(list.name);
    const now = new Date().toISOString();
    segmentsTable.insert({
      id: crypto.randomUUID(),
      owner: 'avery',
      name: 'Built in another tab',
      query_dsl: "SELECT contact_id, updated_at FROM contact_data WHERE first_name = 'Ada'",
      query_version: '2',
      parent_list_ids: [list.id],
      created_at: now,
      updated_at: now,
      contacts_count: 0,
      sample_contact_ids: [],
      sample_updated_at: null,
      next_sample_update: now,
      last_refreshed_at: null,
      refreshes: [],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete List' }));
    const locked = await screen.findByRole('dialog', { name: `${list.name} can't be deleted` });
    expect(within(locked).getByRole('link', { name: 'Built in another tab' })).toBeInTheDocument();
    expect(await contactStore().getList('avery', list.id)).toBeDefined();
  });
});
