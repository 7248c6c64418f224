import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { renderListsScreen } from '@test/render-lists-screen';
import { LIST_NAME_IN_USE_MESSAGE } from '../list-name-rules';
import { ListChoice } from './ListChoice';

/** A screen of another feature that chooses lists, showing what it was given. */
function Host({ multiple, allowNew }: { multiple: boolean; allowNew: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <h1>Add contacts</h1>
      <ListChoice label="Add to lists" value={value} onChange={setValue} multiple={multiple} allowNew={allowNew} />
      <output aria-label="Chosen ids">{value.join(',')}</output>
    </>
  );
}

function renderHost(props: { multiple: boolean; allowNew: boolean }) {
  return renderListsScreen('/contacts/host', { routes: [{ path: 'host', element: <Host {...props} /> }] });
}

const combobox = () => screen.getByRole('combobox', { name: 'Add to lists' });
const chosenIds = () => screen.getByRole('status', { name: 'Chosen ids' }).textContent?.split(',').filter(Boolean) ?? [];
const idOf = async (name: string) => (await contactStore().getLists('avery')).find((list) => list.name === name)?.id;

describe('the list choice', () => {
  it('is used by keyboard: type to search, arrows to move, Enter to choose several, Escape to close, Backspace to remove', async () => {
    const { user } = renderHost({ multiple: true, allowNew: false });
    await waitFor(() => expect(screen.queryByText(/Loading your lists/)).toBeNull());
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Add to lists' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(6);

    await user.type(combobox(), 'runn');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringContaining('Trail runners') as string]);
    // Typing chooses nothing by itself: Enter alone leaves the choice as it was.
    await user.keyboard('{Enter}');
    expect(chosenIds()).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenIds()).toEqual([await idOf('Trail runners')]);
    expect(within(listbox).getByRole('option', { name: /Trail runners/ })).toHaveAttribute('aria-selected', 'true');

    await user.clear(combobox());
    await user.type(combobox(), 'VIP');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenIds()).toEqual([await idOf('Trail runners'), await idOf('VIP customers')]);
    expect(screen.getByRole('list', { name: 'Add to lists: chosen' })).toHaveTextContent(/Trail runners.*VIP customers/);

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(chosenIds()).toEqual([await idOf('Trail runners')]);
    await user.click(screen.getByRole('button', { name: 'Remove Trail runners' }));
    expect(chosenIds()).toEqual([]);
  });

  it('moves the active option with the arrows and names it for screen readers', async () => {
    const { user } = renderHost({ multiple: false, allowNew: false });
    await waitFor(() => expect(screen.queryByText(/Loading your lists/)).toBeNull());
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    const lists = (await contactStore().getLists('avery')).reverse();
    expect(chosenIds()).toEqual([lists[0]?.id]);
    // One list only: choosing another replaces it.
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosenIds()).toEqual([lists[1]?.id]);
  });

  it('creates a new list on the way and chooses it; a taken name is refused with the spec’s message', async () => {
    const { user } = renderHost({ multiple: true, allowNew: true });
    await waitFor(() => expect(screen.queryByText(/Loading your lists/)).toBeNull());
    await user.click(combobox());
    await user.type(combobox(), 'Holiday shoppers');
    await user.keyboard('{ArrowDown}');
    const create = within(screen.getByRole('listbox')).getByRole('option', { name: 'Create list “Holiday shoppers”' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', create.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosenIds()).toHaveLength(1));
    const created = (await contactStore().getLists('avery')).find((list) => list.name === 'Holiday shoppers');
    expect(chosenIds()).toEqual([created?.id]);
    expect(screen.getByRole('list', { name: 'Add to lists: chosen' })).toHaveTextContent('Holiday shoppers');
    expect(combobox()).toHaveFocus();

    // A name another tab took since: the server refuses it, and the choice says why.
    await contactStore().createList('avery', 'Taken elsewhere');
    await user.type(combobox(), 'Taken elsewhere');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText(LIST_NAME_IN_USE_MESSAGE)).toBeInTheDocument();
    expect(combobox()).toHaveAccessibleDescription(expect.stringContaining(LIST_NAME_IN_USE_MESSAGE) as string);
    expect(combobox()).toHaveValue('Taken elsewhere');
    expect(chosenIds()).toHaveLength(1);
  });

  it('offers no “Create list” for a name the account has, nor without allowNew', async () => {
    const { user } = renderHost({ multiple: true, allowNew: true });
    await waitFor(() => expect(screen.queryByText(/Loading your lists/)).toBeNull());
    await user.type(combobox(), 'vip customers');
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: /Create list/ })).toBeNull();
  });
});
