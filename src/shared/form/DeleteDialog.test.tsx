import '@testing-library/jest-dom/vitest';
import { configureStore, createAction, type Action } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { RequestState } from '../request-state/request-state';
import { DeleteDialog } from './DeleteDialog';

interface List {
  id: string;
  name: string;
  contacts: number;
}

const listDeleteRequested = createAction<{ id: string }>('lists/deleteRequested');
const listDeleteReset = createAction<{ id: string }>('lists/deleteReset');
const spring: List = { id: '7', name: 'Spring', contacts: 120 };
const failed: RequestState = { status: 'Error', error: { status: 500, message: 'internal server error', fieldErrors: {} } };

function setup(item: List | undefined, request: RequestState = { status: 'Ready' }) {
  const store = configureStore({ reducer: (seen: Action[] = [], action: Action) => [...seen, action] });
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  const dialog = (shown: List | undefined, state: RequestState) => (
    <Provider store={store}>
      <DeleteDialog
        id="7"
        item={shown}
        request={state}
        deleteRequested={listDeleteRequested}
        deleteReset={listDeleteReset}
        title={({ name }) => `Delete ${name}?`}
        confirmPhrase={({ name, contacts }) => (contacts > 0 ? name : undefined)}
        errorMessage={({ name }, error) => `We could not delete ${name}. ${error.message}`}
        notFound={<p>List not found</p>}
        onClose={onClose}
        onDeleted={onDeleted}
      >
        {({ contacts }) => <p>Its {contacts} contacts stay in All Contacts.</p>}
      </DeleteDialog>
    </Provider>
  );
  const view = render(dialog(item, request));
  const sent = () => store.getState().filter((action) => action.type.startsWith('lists/'));
  return { ...view, sent, onClose, onDeleted, user: userEvent.setup(), rerenderWith: (shown: List | undefined, state: RequestState) => view.rerender(dialog(shown, state)) };
}

describe('DeleteDialog', () => {
  it('names the row, says what deleting does, and asks for the delete once confirmed', async () => {
    const { user, sent } = setup({ ...spring, contacts: 0 });
    expect(screen.getByRole('dialog', { name: 'Delete Spring?' })).toHaveAccessibleDescription('Its 0 contacts stay in All Contacts.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent()).toEqual([listDeleteRequested({ id: '7' })]);
  });

  it('asks for the phrase of a row that holds data', async () => {
    const { user, sent } = setup(spring);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Type Spring to confirm' }), 'Spring{Enter}');
    expect(sent()).toEqual([listDeleteRequested({ id: '7' })]);
  });

  it('is busy while the delete runs, keeping the row should the store drop it, and shows a failure inside', () => {
    const { rerenderWith } = setup(spring, { status: 'InFlight' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    rerenderWith(undefined, { status: 'InFlight' });
    expect(screen.getByRole('dialog', { name: 'Delete Spring?' })).toBeInTheDocument();
    rerenderWith(spring, failed);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not delete Spring. internal server error');
  });

  it('goes on once deleted, showing nothing meanwhile', () => {
    const { rerenderWith, onDeleted, onClose } = setup(spring, { status: 'InFlight' });
    rerenderWith(undefined, { status: 'Complete' });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('List not found')).toBeNull();
  });

  it('cancels, and resets the request when it goes away so a failure is not shown again', async () => {
    const { user, onClose, unmount, sent } = setup(spring, failed);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(sent()).toEqual([listDeleteReset({ id: '7' })]);
  });

  it('shows what it is given for a row the store does not hold', () => {
    setup(undefined);
    expect(screen.getByText('List not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
