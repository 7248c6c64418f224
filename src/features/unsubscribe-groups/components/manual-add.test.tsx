import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/** The list item of the group card named `name` (found by its h2: role queries are slow on 32 cards). */
const cardNamed = async (name: string) => (await screen.findByText(name, { selector: 'h2' }, { timeout: 5000 })).closest('li')!;
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Group 1 is the seed's oldest group of the signed-in owner; its name is read from the page. */
const openManualAdd = async () => {
  const view = renderApp('/unsubscribe-groups');
  const card = await cardNamed('Ambassador Program');
  await view.user.click(within(card).getByRole('link', { name: 'Add manually' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Add Unsubscribes Manually' })).toBeInTheDocument();
  return view;
};

describe('Adding unsubscribes manually', () => {
  it('sends the typed or pasted addresses (comma, space or newline separated) as recipient_emails, once each', async () => {
    const requests = recordRequests();
    const { user, router } = await openManualAdd();
    const field = await screen.findByLabelText('Email addresses');
    await user.click(field);
    await user.paste('ana@example.com, ben@example.org\ncarla@example.net  ANA@example.com');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('3 addresses entered.'));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await within(notifications()).findByText('3 addresses added to Ambassador Program')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    const post = requests.find((request) => request.method === 'POST' && /\/suppressions$/.test(request.path));
    expect(post?.path).toMatch(/^\/v3\/asm\/groups\/\d+\/suppressions$/);
    expect(post?.body).toEqual({ recipient_emails: ['ana@example.com', 'ben@example.org', 'carla@example.net'] });
    // The card shows the group's new count, read back from GET /asm/groups/{id}.
    const card = await cardNamed('Ambassador Program');
    await waitFor(() => expect(within(card).getByText('3')).toBeInTheDocument());
  });

  it('validates the addresses, names the ones that are wrong, and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openManualAdd();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const field = screen.getByLabelText('Email addresses');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('is a required field')));
    await user.type(field, 'ok@example.com not-an-email also@bad');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address')));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Not valid: not-an-email, also@bad'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a server refusal next to the field and a failure above the form (no alert stack), keeping the addresses', async () => {
    server.use(
      http.post('*/v3/asm/groups/:id/suppressions', () =>
        HttpResponse.json({ errors: [{ field: 'recipient_emails.0', message: 'must be a valid email address' }] }, { status: 400 }),
      ),
    );
    const { user, router } = await openManualAdd();
    const field = screen.getByLabelText('Email addresses');
    await user.type(field, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address')));

    server.resetHandlers();
    scenarios.apply('unsubscribe-groups-suppressions-500');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await within(field.closest('form')!).findByRole('alert')).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not add/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/\/suppressions\/add\/manual$/);
    expect(field).toHaveValue('ana@example.com');
  });
});
