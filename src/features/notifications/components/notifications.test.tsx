import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const toast = async (text: string | RegExp) => within(await screen.findByRole('region', { name: 'Notifications' })).findByText(text);
const recipientRows = () => within(screen.getByRole('table', { name: 'Notification recipients' })).getAllByRole('row').slice(1);
const rowOf = (email: string) => {
  const row = recipientRows().find((candidate) => within(candidate).queryByText(email, { exact: true }));
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

const recipients = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `person${index}@example.com`,
    created_at: '2026-01-01T00:00:00.000Z',
  }));

describe('Notification recipients', () => {
  it('lists the addresses that receive notifications', async () => {
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(recipientRows()).toHaveLength(3));
    expect(rowOf('ops@lumenoutfitters.com')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 recipients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recipient' })).toHaveAttribute('href', '/notifications/new');
  });

  it('gives a fetch error toast and a retry when the list fails', async () => {
    scenarios.apply('notifications-list-500');
    const { user } = renderApp('/notifications');
    expect(await toast('We could not load your notification recipients.')).toBeInTheDocument();
    scenarios.clear();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(recipientRows()).toHaveLength(3));
  });

  it('adds a recipient from a dialog and says so', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/notifications');
    await screen.findByRole('table', { name: 'Notification recipients' });
    await user.click(screen.getByRole('link', { name: 'Add Recipient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    const email = within(dialog).getByLabelText('Email Address');
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, ' alerts@lumenoutfitters.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await toast('alerts@lumenoutfitters.com was added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('alerts@lumenoutfitters.com')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/v3/marketing/notifications/recipients');
    expect(post?.body).toEqual({ email: 'alerts@lumenoutfitters.com' });
  });

  it('needs a valid and unique address, and sends nothing otherwise', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/notifications/new');
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    const email = within(dialog).getByLabelText('Email Address');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('is a required field')));
    await user.type(email, 'not-an-email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address')));
    await user.clear(email);
    await user.type(email, 'OPS@lumenoutfitters.com');
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('must be unique')));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a failed add inside the dialog, keeping what was typed', async () => {
    scenarios.apply('notifications-create-500');
    const { user } = renderApp('/notifications/new');
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    await user.type(within(dialog).getByLabelText('Email Address'), 'alerts@lumenoutfitters.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('We could not add the recipient. internal server error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('alerts@lumenoutfitters.com');
  });

  it('offers an address typed before a reload (or a sign-in) back when the dialog opens again, and adds it', async () => {
    const first = renderApp('/notifications/new');
    const firstDialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    await first.user.type(within(firstDialog).getByLabelText('Email Address'), 'alerts@lumenoutfitters.com');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(true));
    first.unmount();

    const { user } = renderApp('/notifications/new');
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    expect(await within(dialog).findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('alerts@lumenoutfitters.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await toast('alerts@lumenoutfitters.com was added')).toBeInTheDocument();
    expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(false);
  });

  it('says why when the server refuses an eleventh recipient', async () => {
    scenarios.apply('notifications-create-limit');
    const { user } = renderApp('/notifications/new');
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipient' });
    await user.type(within(dialog).getByLabelText('Email Address'), 'alerts@lumenoutfitters.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/maximum number of notification recipients \(10\)/)).toBeInTheDocument();
  });

  it('stops offering to add at 10 recipients', async () => {
    server.use(http.get('*/v3/marketing/notifications/recipients', () => HttpResponse.json({ result: recipients(10) })));
    const { router } = renderApp('/notifications');
    expect(await screen.findByText('Recipient limit reached')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Recipient' })).toBeNull();
    await router.navigate('/notifications/new');
    expect(await screen.findByRole('dialog', { name: 'Recipient limit reached' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).toBeNull();
  });

  it('deletes after confirmation: "<address> was deleted"', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/notifications');
    await screen.findByRole('table', { name: 'Notification recipients' });
    await user.click(within(rowOf('ops@lumenoutfitters.com')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ops@lumenoutfitters.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await toast('ops@lumenoutfitters.com was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Notification recipients' })).queryByText('ops@lumenoutfitters.com')).toBeNull();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toMatch(/^\/v3\/marketing\/notifications\/recipients\/[0-9a-f-]{36}$/);
  });

  it('keeps the recipient when the delete is cancelled, and shows a failed delete inside the dialog', async () => {
    scenarios.apply('notifications-delete-500');
    const { user } = renderApp('/notifications');
    await screen.findByRole('table', { name: 'Notification recipients' });
    await user.click(within(rowOf('ops@lumenoutfitters.com')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('internal server error')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('ops@lumenoutfitters.com')).toBeInTheDocument();
    expect(await toast('We could not delete ops@lumenoutfitters.com. internal server error')).toBeInTheDocument();
  });

  it('works under /legacy too', async () => {
    renderApp('/legacy/notifications');
    await screen.findByRole('table', { name: 'Notification recipients' });
    expect(screen.getByRole('link', { name: 'Add Recipient' })).toHaveAttribute('href', '/legacy/notifications/new');
  });
});
