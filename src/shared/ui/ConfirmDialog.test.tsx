import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { DELETE_ALL_CONTACTS_PHRASE } from './confirm-phrases';

function setup(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog open title="Delete list?" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      Contacts stay in All Contacts.
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is described by its message and focuses Cancel first', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Delete list?' });
    expect(dialog).toHaveAccessibleDescription('Contacts stay in All Contacts.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and cancels', async () => {
    const { onConfirm, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be confirmed again or dismissed while busy', async () => {
    const { onConfirm, onCancel, user } = setup(true);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog with a phrase to type', () => {
  function setupPhrase(phrase = DELETE_ALL_CONTACTS_PHRASE) {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Delete all contacts?" confirmPhrase={phrase} onConfirm={onConfirm} onCancel={vi.fn()}>
        Every contact is deleted. This cannot be undone.
      </ConfirmDialog>,
    );
    return { onConfirm, user: userEvent.setup(), field: screen.getByRole('textbox', { name: `Type ${phrase} to confirm` }) };
  }

  it('asks for the spec’s phrase to delete all contacts, in a labelled field that has the focus', () => {
    const { field } = setupPhrase();
    expect(screen.getByLabelText('Type Delete All Contacts to confirm')).toBe(field);
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Delete all contacts?' })).toHaveAccessibleDescription(
      'Every contact is deleted. This cannot be undone.',
    );
  });

  it('keeps Delete disabled until the phrase is typed exactly, case and all', async () => {
    const { onConfirm, user, field } = setupPhrase();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(field, 'delete all contacts');
    expect(confirm).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Delete All Contact');
    expect(confirm).toBeDisabled();
    await user.type(field, 's ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter in the field only once the phrase matches', async () => {
    const { onConfirm, user, field } = setupPhrase('Spring Sale');
    await user.type(field, 'Spring{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(field, ' Sale{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
