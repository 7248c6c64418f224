import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { renderListsScreen } from '@test/render-lists-screen';
import { LIST_LIMIT_MESSAGE, LIST_NAME_IN_USE_MESSAGE } from '../list-name-rules';

const nameField = () => screen.getByRole('textbox', { name: /List Name/ });

async function listNamed(owner: string, name: string) {
  const list = (await contactStore().getLists(owner)).find((candidate) => candidate.name === name);
  if (list === undefined) throw new Error(`no list ${name}`);
  return list;
}

/** Fills the account up to `count` lists. */
async function fillLists(owner: string, count: number) {
  const existing = (await contactStore().getLists(owner)).length;
  for (let index = existing; index < count; index += 1) await contactStore().createList(owner, `Filler ${index}`);
}

/** The create page, once it has read every list (the names it checks against). */
async function openCreatePage(persona: 'owner-advanced' | 'owner-free' = 'owner-advanced') {
  const view = renderListsScreen('/contacts/new_list', { persona });
  await screen.findByRole('heading', { name: 'Create a List' });
  await waitFor(() => expect(view.store.getState().lists.lists.next.at).toBe('end'));
  return view;
}

describe('creating a list', () => {
  it('says what is wrong with the name before anything is sent: required, at most 100 characters, unique', async () => {
    const { user } = await openCreatePage();
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('is a required field')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription(expect.stringContaining('is a required field') as string);

    await user.click(nameField());
    await user.paste('x'.repeat(101));
    expect(await screen.findByText('must not exceed 100 characters')).toBeInTheDocument();

    await user.clear(nameField());
    await user.type(nameField(), '  newsletter SUBSCRIBERS ');
    expect(await screen.findByText(LIST_NAME_IN_USE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(screen.getByRole('heading', { name: 'Create a List' })).toBeInTheDocument();
    expect((await contactStore().getLists('avery')).filter((list) => list.name.toLowerCase() === 'newsletter subscribers')).toHaveLength(1);
  });

  it('shows the server’s “already in use” next to the name, keeping what was typed', async () => {
    const { user } = await openCreatePage();
    // Another tab takes the name after this page read the lists.
    await contactStore().createList('avery', 'Holiday shoppers');
    await user.type(nameField(), 'Holiday shoppers');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText(LIST_NAME_IN_USE_MESSAGE)).toBeInTheDocument();
    expect(nameField()).toHaveValue('Holiday shoppers');
    expect(screen.queryByRole('alert', { name: /could not/ })).toBeNull();
  });

  it('says the account has 1,000 lists before the server does, and the form does not send', async () => {
    await fillLists('frankie', 1000);
    const { user } = await openCreatePage('owner-free');
    expect(screen.getByText(/You have 1,000 lists/)).toBeInTheDocument();
    await user.type(nameField(), 'One more');
    expect(await screen.findByText(LIST_LIMIT_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect((await contactStore().getLists('frankie')).length).toBe(1000);
  });

  it('shows the server’s limit refusal above the name, keeping what was typed', async () => {
    await fillLists('frankie', 999);
    const { user } = await openCreatePage('owner-free');
    await contactStore().createList('frankie', 'The thousandth');
    await user.type(nameField(), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText(LIST_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(nameField()).toHaveValue('One more');
  });

  it('creates the list and opens it, saying so', async () => {
    const { user, router } = await openCreatePage();
    await user.type(nameField(), '  Holiday shoppers ');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByRole('heading', { name: 'Holiday shoppers', level: 1 })).toBeInTheDocument();
    const created = await listNamed('avery', 'Holiday shoppers');
    expect(router.state.location.pathname).toBe(`/contacts/lists/${created.id}`);
    expect(screen.getByText('Holiday shoppers was created')).toBeInTheDocument();
    expect(screen.getByText('Contacts of Holiday shoppers')).toBeInTheDocument();
    expect(await screen.findByText('0 contacts')).toBeInTheDocument();
  });
});

describe('renaming a list', () => {
  it('on its own page: the same rules, its own name may stay, then back to the list', async () => {
    const list = await listNamed('avery', 'Trail runners');
    const { user, router } = renderListsScreen(`/contacts/edit/${list.id}`);
    await screen.findByRole('heading', { name: 'Rename List' });
    expect(await screen.findByDisplayValue('Trail runners')).toBeInTheDocument();
    await user.clear(nameField());
    await user.type(nameField(), 'VIP CUSTOMERS');
    expect(await screen.findByText(LIST_NAME_IN_USE_MESSAGE)).toBeInTheDocument();
    await user.clear(nameField());
    await user.type(nameField(), 'TRAIL RUNNERS');
    await waitFor(() => expect(screen.queryByText(LIST_NAME_IN_USE_MESSAGE)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'TRAIL RUNNERS', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contacts/lists/${list.id}`);
    expect(screen.getByText('The list was renamed TRAIL RUNNERS')).toBeInTheDocument();
  });

  it('in a dialog over the list’s page; the server’s refusal shows in it, keeping what was typed', async () => {
    const list = await listNamed('avery', 'Trail runners');
    const { user, router } = renderListsScreen(`/contacts/lists/${list.id}/edit`);
    const dialog = await screen.findByRole('dialog', { name: 'Rename List' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /List Name/ })).toHaveValue('Trail runners'));
    await contactStore().createList('avery', 'Ultra runners');
    const field = within(dialog).getByRole('textbox', { name: /List Name/ });
    await user.clear(field);
    await user.type(field, 'Ultra runners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LIST_NAME_IN_USE_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveValue('Ultra runners');

    await user.clear(field);
    await user.type(field, 'Trail and ultra runners');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Trail and ultra runners', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/contacts/lists/${list.id}`);
  });

  it('says a list that does not exist cannot be shown', async () => {
    renderListsScreen('/contacts/edit/no-such-list');
    expect(await screen.findByRole('heading', { name: 'This list does not exist' })).toBeInTheDocument();
  });
});
