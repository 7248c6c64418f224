import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { fillSenderForm } from '@test/fill-sender-form';
import { renderApp } from '@test/render-app';
import { timedOutMessage } from '@/shared/api/errors';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';

const senderRows = () => within(screen.getByRole('table', { name: 'Senders' })).getAllByRole('row').slice(1);
const rowOf = (nickname: string) => {
  const row = senderRows().find((candidate) => within(candidate).queryByText(nickname, { exact: true }));
  if (!row) throw new Error(`no row for ${nickname}`);
  return row;
};

describe('Senders list', () => {
  it('shows each sender with its from, reply-to, address, status and lock', async () => {
    renderApp('/senders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senders' })).toBeInTheDocument();
    await waitFor(() => expect(senderRows().length).toBeGreaterThan(3));
    const table = screen.getByRole('table', { name: 'Senders' });
    expect(within(table).getAllByText('Verified').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Unverified').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/Locked/).length).toBeGreaterThan(0);
    for (const header of ['Nickname', 'From', 'Reply To', 'Address', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('sends the new marketing version header', async () => {
    const requests = recordRequests();
    renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const list = requests.find((request) => request.method === 'GET' && request.path === '/v3/marketing/senders');
    expect(list?.headers.get('x-marketing-version')).toBe('NLVX');
  });

  it('invites creating the first sender when there is none', async () => {
    server.use(http.get('*/v3/marketing/senders', () => HttpResponse.json({ results: [] })));
    renderApp('/senders');
    expect(await screen.findByRole('heading', { name: 'Create your first sender' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create New Sender' }).length).toBeGreaterThan(0);
  });

  it('shows a danger alert and a retry when the list fails to load', async () => {
    server.use(http.get('*/v3/marketing/senders', () => HttpResponse.json({ errors: [{ message: 'db down' }] }, { status: 500 })));
    const { user } = renderApp('/senders');
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText('We could not load your senders.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(senderRows().length).toBeGreaterThan(3));
  });

  it('shows the senders after the list was answered 503 twice: the app tried again by itself', async () => {
    scenarios.failEndpoint({ method: 'GET', path: '/marketing/senders', status: 503, times: 2 });
    const requests = recordRequests();
    renderApp('/senders');
    await waitFor(() => expect(senderRows().length).toBeGreaterThan(3), { timeout: 5000 });
    expect(requests.filter((request) => request.method === 'GET' && request.path === '/v3/marketing/senders')).toHaveLength(3);
    expect(screen.queryByText('We could not load your senders')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resends verification for an unverified sender', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/senders');
    const [button] = await screen.findAllByRole('button', { name: 'Resend verification' });
    await user.click(button!);
    expect(await screen.findByText(/^Verification email sent to /)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && /\/resend_verification$/.test(request.path))).toBe(true);
  });

  it('offers no edit or delete for a locked sender and says why', async () => {
    renderApp('/senders');
    const lockedRow = (await screen.findAllByText(/Locked/))[0]!.closest('tr')!;
    expect(within(lockedRow).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(lockedRow).queryByRole('link', { name: 'Delete' })).toBeNull();
    expect(within(lockedRow).getByText(/In use by an active campaign/)).toBeInTheDocument();
  });

  it('logs out to the sign-in page when the session has expired', async () => {
    server.use(http.get('*/v3/marketing/senders', () => HttpResponse.json({ errors: [{ message: 'expired' }] }, { status: 401 })));
    const { location } = renderApp('/senders');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login?redirect_to=%2Fsenders'));
  });
});

describe('Creating a sender', () => {
  it('posts the spec payload and returns to the list with the new sender', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/senders/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Sender' })).toBeInTheDocument();
    await fillSenderForm(user, 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    expect(await screen.findByText('Spring sale was created')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Spring sale')).getByText('Unverified')).toBeInTheDocument());
    const create = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/senders');
    expect(create?.body).toEqual({
      nickname: 'Spring sale',
      from: { email: 'spring@unverified-domain.example', name: 'Spring Sale Team' },
      reply_to: { email: 'help@unverified-domain.example' },
      address: '500 Market St',
      address_2: 'Floor 3',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'United States',
    });
  });

  it('shows the spec messages next to empty and invalid fields and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/senders/new');
    await screen.findByRole('heading', { name: 'Create a Sender' });
    await user.type(screen.getByLabelText('From Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findAllByText('is a required field')).toHaveLength(6);
    await waitFor(() => expect(screen.getByLabelText('From Name')).toHaveFocus());
    const email = screen.getByLabelText('From Email Address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('puts a server 400 message next to its field and keeps what was typed', async () => {
    server.use(
      http.post('*/v3/marketing/senders', () =>
        HttpResponse.json({ errors: [{ field: 'from.email', message: 'must be unique' }] }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/senders/new');
    await screen.findByRole('heading', { name: 'Create a Sender' });
    await fillSenderForm(user, 'Dup');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const email = screen.getByLabelText('From Email Address');
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('must be unique')));
    expect(email).toHaveValue('spring@unverified-domain.example');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Dup');
  });

  it('says a server error once, next to the form, and keeps the form filled', async () => {
    server.use(http.post('*/v3/marketing/senders', () => HttpResponse.json({ errors: [{ message: 'internal error' }] }, { status: 500 })));
    const { user, router } = renderApp('/senders/new');
    await screen.findByRole('heading', { name: 'Create a Sender' });
    await fillSenderForm(user, 'Kept');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_MESSAGES.serverFailed);
    expect(alert.closest('form')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/could not|internal error/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/senders/new');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Kept');
    expect(screen.getByLabelText('City')).toHaveValue('Denver');
  });
});

describe('Editing and deleting a sender', () => {
  it('edits a sender and sends only the changed fields by PATCH', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const [editLink] = screen.getAllByRole('link', { name: 'Edit' });
    await user.click(editLink!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Sender' })).toBeInTheDocument();
    const fromName = await screen.findByLabelText('From Name');
    await user.clear(fromName);
    await user.type(fromName, 'Renamed Team');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    expect(await screen.findByText('Renamed Team')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toMatch(/^\/v3\/marketing\/senders\/\d+$/);
    expect(patch?.body).toMatchObject({ from: { name: 'Renamed Team' } });
    // Only what changed: a field someone else changed meanwhile is not written back.
    expect(Object.keys(patch?.body as object)).toEqual(['from']);
  });

  it('after a 500 on an edit, shows exactly one alert, next to the form, and moves focus to it', async () => {
    server.use(http.patch('*/v3/marketing/senders/:id', () => HttpResponse.json({ errors: [{ message: 'internal server error' }] }, { status: 500 })));
    const { user } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    await user.click(screen.getAllByRole('link', { name: 'Edit' })[0]!);
    const fromName = await screen.findByLabelText('From Name');
    await user.clear(fromName);
    await user.type(fromName, 'Failing Team');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getAllByText(SAVE_MESSAGES.serverFailed)).toHaveLength(1));
    // The alert stack stays quiet: the user reads the failure once, where the form is.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/internal server error/)).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert.closest('form')).toContainElement(fromName);
    expect(document.activeElement).toBe(alert);
    expect(fromName).toHaveValue('Failing Team');
  });

  it('says next to the form that a save got no answer, keeps what was typed, and Retry saves it', async () => {
    server.use(http.patch('*/v3/marketing/senders/:id', () => new Promise<never>(() => undefined), { once: true }));
    const { user, router } = renderApp('/senders', { writeTimeoutMs: 50 });
    await screen.findByRole('table', { name: 'Senders' });
    await user.click(screen.getAllByRole('link', { name: 'Edit' })[0]!);
    const fromName = await screen.findByLabelText('From Name');
    await user.clear(fromName);
    await user.type(fromName, 'Patient Team');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const form = fromName.closest('form')!;
    expect(await within(form).findByText(timedOutMessage(50))).toBeInTheDocument();
    expect(fromName).toHaveValue('Patient Team');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(form).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    expect(await screen.findByText('Patient Team')).toBeInTheDocument();
  });

  it('explains that a locked sender cannot be edited', async () => {
    const { router } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const lockedRow = screen.getAllByText(/Locked/)[0]!.closest('tr')!;
    const id = lockedRow.querySelector('[id^="sender-"]')!.id.split('-')[1];
    await router.navigate(`/senders/${id}/edit`);
    expect(await screen.findByText(/cannot be edited/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('deletes after confirmation and says so', async () => {
    const { user, router } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const row = screen.getAllByRole('link', { name: 'Delete' })[0]!.closest('tr')!;
    const nickname = row.querySelector('[id^="sender-"]')!.textContent!;
    await user.click(within(row).getByRole('link', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: `Delete ${nickname}?` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${nickname} was deleted`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    expect(screen.queryByText(nickname, { exact: true })).toBeNull();
  });

  it('keeps the sender when the delete is cancelled', async () => {
    const { user, router } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const row = screen.getAllByRole('link', { name: 'Delete' })[0]!.closest('tr')!;
    const nickname = row.querySelector('[id^="sender-"]')!.textContent!;
    await user.click(within(row).getByRole('link', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/senders'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf(nickname)).toBeInTheDocument();
  });
});

describe('A failed delete', () => {
  it('says why inside the dialog, keeps the sender, and is forgotten once the dialog closes', async () => {
    server.use(
      http.delete('*/v3/marketing/senders/:id', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'The sender is in use.' }] }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    const row = screen.getAllByRole('link', { name: 'Delete' })[0]!.closest('tr')!;
    await user.click(within(row).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('The sender is in use.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('link', { name: 'Delete' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).queryByText('The sender is in use.')).toBeNull();
  });
});

describe('Whose senders', () => {
  it("shows an impersonated subuser's senders, not the administrator's", async () => {
    const requests = recordRequests();
    renderApp('/senders', { persona: 'admin-impersonating' });
    await waitFor(() => expect(senderRows()).toHaveLength(3));
    expect(rowOf('Product Drops')).toBeInTheDocument();
    expect(screen.queryByText('Lumen Newsletter', { exact: true })).toBeNull();
    expect(requests[0]?.headers.get('on-behalf-of')).toBe('marketing-sub');
  });

  it('stops offering to create a sender at the limit of 100, and says why', async () => {
    const sender = (id: number) => ({
      id,
      nickname: `Sender ${id}`,
      from: { name: 'Team', email: `team${id}@example.com` },
      reply_to: { email: 'reply@example.com' },
      address: '1 Main St',
      address_2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'United States',
      verified: { status: true },
      locked: false,
      created_at: 1_700_000_000,
      updated_at: 1_700_000_000,
    });
    server.use(
      http.get('*/v3/marketing/senders', () => HttpResponse.json({ results: Array.from({ length: 100 }, (_, index) => sender(index + 1)) })),
    );
    renderApp('/senders');
    expect(await screen.findByText('Sender limit reached')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create New Sender' })).toBeNull();
  });
});

describe('Scenarios from the mock backend', () => {
  it('a named scenario makes the create call fail with field errors shown next to the fields', async () => {
    scenarios.apply('senders-create-400');
    const { user } = renderApp('/senders/new');
    await screen.findByRole('heading', { name: 'Create a Sender' });
    await fillSenderForm(user, 'Scenario');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByRole('textbox').some((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true));
    expect(screen.getByLabelText('Nickname')).toHaveValue('Scenario');
  });
});
