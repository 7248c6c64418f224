import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { NETWORK_ERROR_MESSAGE } from '@/shared/api/errors';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The alert stack; found asynchronously, since the shell renders after the first load. */
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const toast = async (text: string | RegExp) => within(await screen.findByRole('region', { name: 'Notifications' })).findByText(text);
/** A save's failure, said once: next to its form, none of it in the notifications. */
const failureNextToForm = async (text: string) => {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(alert.closest('form')).not.toBeNull();
  expect(within(notifications()).queryByText(/could not|internal server error|maximum/i)).toBeNull();
  return alert;
};
const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (tableName: string, text: string) => {
  const row = within(table(tableName))
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(text, { exact: true }));
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** Full URLs (with the query) of the DELETE requests the app sends. */
const recordDeleteUrls = () => {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') urls.push(new URL(request.url));
  });
  return urls;
};

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

const fillSegment = async (user: User, { label = 'Data warehouse', key = 'abcDEF1234' } = {}) => {
  await user.type(screen.getByLabelText('Label'), label);
  await user.type(screen.getByLabelText('Write Key'), key);
  await user.click(screen.getByRole('radio', { name: 'EU' }));
  await user.click(screen.getByRole('checkbox', { name: 'Opened' }));
  await user.click(screen.getByRole('checkbox', { name: 'Clicked' }));
};

describe('Integrations overview', () => {
  it('shows the apps to explore and the connected ones, with no alert for an unconnected Twilio account', async () => {
    const requests = recordRequests();
    renderApp('/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Explore apps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Segment' })).toHaveAttribute('href', '/integrations/segment/add');
    expect(await screen.findByRole('link', { name: 'Connect Twilio' })).toHaveAttribute('href', '/integrations/twilio/add');

    await screen.findByRole('table', { name: 'Connected apps' });
    expect(rowOf('Connected apps', 'Lumen production')).toBeInTheDocument();
    expect(rowOf('Connected apps', 'Lumen EU workspace')).toHaveTextContent('EU region');
    expect(within(table('Connected apps')).queryByText('Twilio account')).toBeNull();
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/marketing/sms/credentials')).toBe(true));
    expect(within(notifications()).queryByRole('alert')).toBeNull();
    expect(within(notifications()).queryByText(/could not/)).toBeNull();
  });

  it('gives the fetch error toast when the integrations fail to load, and retries', async () => {
    scenarios.apply('integrations-list-500');
    const { user } = renderApp('/integrations');
    expect(await toast('We could not load your integrations.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'We could not load your connected apps' })).toBeInTheDocument();
    scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Connected apps' })).toBeInTheDocument();
  });

  it('keeps the connected apps shown when a later refresh fails, says they may be out of date, and retries', async () => {
    const { user, router } = renderApp('/integrations');
    expect(await screen.findByRole('table', { name: 'Connected apps' })).toBeInTheDocument();
    await router.navigate('/senders');
    await screen.findByRole('heading', { level: 1, name: 'Senders' });
    scenarios.apply('integrations-list-500');
    await router.navigate('/integrations');
    expect(await screen.findByText('This list may be out of date')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Connected apps' })).toBeInTheDocument();
    scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('This list may be out of date')).not.toBeInTheDocument());
  });

  it('gives the integration fetch error when the SMS credentials fail with anything but 404', async () => {
    scenarios.apply('sms-credentials-500');
    renderApp('/integrations');
    expect(await toast('We could not load your integrations.')).toBeInTheDocument();
    expect(await screen.findByText('We could not check your Twilio connection')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Connected apps' })).toBeInTheDocument();
  });

  it('lists a connected Twilio account among the connected apps', async () => {
    renderApp('/integrations', { persona: 'admin-impersonating' });
    await screen.findByRole('table', { name: 'Connected apps' });
    const twilio = rowOf('Connected apps', 'Twilio account');
    expect(within(twilio).getByText(/^AC[0-9a-f]{32}$/)).toBeInTheDocument();
    expect(within(twilio).getByRole('link', { name: 'Disconnect' })).toHaveAttribute('href', '/integrations/twilio/disconnectTwilio');
    expect(screen.getByRole('link', { name: 'Manage Twilio' })).toBeInTheDocument();
  });
});

describe('The destination parameter', () => {
  it('is lower-cased: /integrations/Segment/add lands on /integrations/segment/add', async () => {
    const { router } = renderApp('/integrations/Segment/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect Segment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations/segment/add');
  });

  it('is lower-cased under /legacy too, keeping the rest of the path', async () => {
    const { router } = renderApp('/legacy/integrations/TWILIO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twilio SMS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legacy/integrations/twilio');
  });

  it('names an unknown app as such', async () => {
    renderApp('/integrations/mailchimp');
    expect(await screen.findByRole('heading', { name: 'We do not know this app' })).toBeInTheDocument();
  });
});

describe('Connecting Segment', () => {
  it('checks the form’s rules and sends nothing while they fail', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await user.click(screen.getByRole('button', { name: 'Add Integration' }));

    const writeKey = screen.getByLabelText('Write Key');
    await waitFor(() => expect(writeKey).toHaveAccessibleDescription(expect.stringContaining('is a required field')));
    expect(writeKey).toHaveFocus();
    const events = screen.getByRole('group', { name: 'Email events to forward' });
    expect(events).toHaveAccessibleDescription(expect.stringContaining('select at least one event'));

    await user.type(writeKey, 'abc123');
    await waitFor(() => expect(writeKey).toHaveAccessibleDescription(expect.stringContaining('must be at least 7 characters')));
    await user.type(writeKey, ' 4');
    await waitFor(() => expect(writeKey).toHaveAccessibleDescription(expect.stringContaining('must contain only letters and numbers')));
    await user.clear(writeKey);
    await user.type(writeKey, 'a'.repeat(50));
    await waitFor(() => expect(writeKey).not.toHaveAttribute('aria-invalid'));

    await user.click(screen.getByRole('button', { name: 'Select all events' }));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await waitFor(() => expect(events).not.toHaveAccessibleDescription(expect.stringContaining('select at least one event')));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('labels the twelve email events as the spec does', async () => {
    renderApp('/integrations/segment/add');
    const events = await screen.findByRole('group', { name: 'Email events to forward' });
    expect(within(events).getAllByRole('checkbox').map((box) => box.closest('div')!.textContent)).toEqual([
      'Dropped',
      'Processed',
      'Deferred',
      'Group Unsubscribe',
      'Bounced',
      'Delivered',
      'Clicked',
      'Unsubscribed',
      'Opened',
      'Machine Opened',
      'Group Resubscribed',
      'Marked as Spam',
    ]);
  });

  it('posts the spec payload, then shows the destination route with a success toast', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await fillSegment(user);
    await user.click(screen.getByRole('button', { name: 'Add Integration' }));

    expect(await toast('Data warehouse was created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Segment' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations/segment');
    await waitFor(() => expect(rowOf('Segment integrations', 'Data warehouse')).toHaveTextContent('Clicked, Opened'));
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.path).toBe('/v3/marketing/integrations');
    expect(create?.body).toEqual({
      destination: 'Segment',
      label: 'Data warehouse',
      filters: { email_events: ['click', 'open'] },
      properties: { write_key: 'abcDEF1234', destination_region: 'EU' },
    });
  });

  it('says the maximum for Segment is reached on a 403, next to the form', async () => {
    scenarios.apply('integrations-create-403');
    const { user } = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await fillSegment(user);
    await user.click(screen.getByRole('button', { name: 'Add Integration' }));
    await failureNextToForm('You have reached the maximum of 10 Segment integrations. Delete one to add another.');
    expect(screen.getByLabelText('Label')).toHaveValue('Data warehouse');
  });

  it('says a 500 next to the form, keeps the form filled, and Retry creates it', async () => {
    scenarios.apply('integrations-create-500');
    const { user, router } = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await fillSegment(user);
    await user.click(screen.getByRole('button', { name: 'Add Integration' }));
    const alert = await failureNextToForm(SAVE_MESSAGES.serverFailed);
    expect(screen.getByLabelText('Write Key')).toHaveValue('abcDEF1234');
    expect(screen.getByRole('checkbox', { name: 'Opened' })).toBeChecked();
    scenarios.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await toast('Data warehouse was created')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations/segment');
    expect(screen.getByRole('checkbox', { name: 'Opened' })).toBeChecked();
  });

  it('puts a server field error next to its field', async () => {
    scenarios.apply('integrations-create-400');
    const { user } = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await fillSegment(user);
    await user.click(screen.getByRole('button', { name: 'Add Integration' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Write Key')).toHaveAccessibleDescription(expect.stringContaining('must contain only letters and numbers')),
    );
  });

  it('offers a new integration typed before a reload (or a sign-in) back, without ever keeping its write key', async () => {
    const first = renderApp('/integrations/segment/add');
    await screen.findByRole('heading', { name: 'Connect Segment' });
    await fillSegment(first.user);
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('kept-edits:'))).toHaveLength(1));
    const stored = Object.entries(localStorage).find(([key]) => key.startsWith('kept-edits:'))![1] as string;
    expect(stored).toContain('Data warehouse');
    expect(stored).not.toContain('abcDEF1234');
    first.unmount();

    const { user } = renderApp('/integrations/segment/add');
    expect(await screen.findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Label')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Label')).toHaveValue('Data warehouse');
    expect(screen.getByRole('radio', { name: 'EU' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Clicked' })).toBeChecked();
    expect(screen.getByLabelText('Write Key')).toHaveValue('');
  });

  it('stops offering to add at the limit of 10 Segment integrations', async () => {
    const integration = (index: number) => ({
      integration_id: `id-${index}`,
      destination: 'Segment',
      label: `Source ${index}`,
      filters: { email_events: ['open'] },
      properties: { write_key: 'abc1234', destination_region: 'US' },
    });
    server.use(http.get('*/v3/marketing/integrations', () => HttpResponse.json({ result: Array.from({ length: 10 }, (_, index) => integration(index)) })));
    renderApp('/integrations/segment');
    expect(await screen.findByText('Integration limit reached')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Integration' })).toBeNull();
  });
});

describe('Editing and deleting a Segment integration', () => {
  it('patches only the changed fields of the integration, then returns to the destination with a success toast', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/integrations/segment');
    await screen.findByRole('table', { name: 'Segment integrations' });
    await user.click(within(rowOf('Segment integrations', 'Lumen production')).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Integration' })).toBeInTheDocument();
    const label = await screen.findByLabelText('Label');
    expect(label).toHaveValue('Lumen production');
    expect(screen.getByRole('radio', { name: 'Global' })).toBeChecked();
    await user.clear(label);
    await user.type(label, 'Lumen prod');
    await user.click(screen.getByRole('checkbox', { name: 'Deferred' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toast('Lumen prod was updated')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Segment integrations' });
    expect(router.state.location.pathname).toBe('/integrations/segment');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toMatch(/^\/v3\/marketing\/integrations\/[0-9a-f-]{36}$/);
    // Only what was changed: a write key or a region changed elsewhere meanwhile is not written back.
    expect(patch?.body).toEqual({ label: 'Lumen prod', filters: { email_events: expect.arrayContaining(['deferred', 'open']) } });
  });

  it('edits through /integrations/:integrationId/edit too', async () => {
    const { user } = renderApp('/integrations');
    await screen.findByRole('table', { name: 'Connected apps' });
    await user.click(within(rowOf('Connected apps', 'Lumen EU workspace')).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByLabelText('Label')).toHaveValue('Lumen EU workspace');
    expect(screen.getByRole('radio', { name: 'EU' })).toBeChecked();
  });

  it('says a failed update once, next to the form, keeps the typed label, and Retry saves it', async () => {
    scenarios.apply('integrations-update-500');
    const requests = recordRequests();
    const { user, router } = renderApp('/integrations/segment');
    await screen.findByRole('table', { name: 'Segment integrations' });
    await user.click(within(rowOf('Segment integrations', 'Lumen production')).getByRole('link', { name: 'Edit' }));
    const label = await screen.findByLabelText('Label');
    await user.clear(label);
    await user.type(label, 'Lumen retried');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await failureNextToForm(SAVE_MESSAGES.serverFailed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Label')).toHaveValue('Lumen retried');

    scenarios.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await toast('Lumen retried was updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations/segment');
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { label: 'Lumen retried' },
      { label: 'Lumen retried' },
    ]);
  });

  it('says a save lost to the network next to the form, and Retry saves it', async () => {
    server.use(http.patch('*/v3/marketing/integrations/:id', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp('/integrations/segment');
    await screen.findByRole('table', { name: 'Segment integrations' });
    await user.click(within(rowOf('Segment integrations', 'Lumen production')).getByRole('link', { name: 'Edit' }));
    await user.click(await screen.findByRole('radio', { name: 'EU' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await failureNextToForm(NETWORK_ERROR_MESSAGE);
    expect(screen.getByRole('radio', { name: 'EU' })).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await toast('Lumen production was updated')).toBeInTheDocument();
  });

  it('deletes after confirmation with DELETE ?ids=, and says so', async () => {
    const requests = recordRequests();
    const deletes = recordDeleteUrls();
    const { user } = renderApp('/integrations/segment');
    await screen.findByRole('table', { name: 'Segment integrations' });
    await user.click(within(rowOf('Segment integrations', 'Lumen production')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Lumen production?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await toast('Lumen production was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table('Segment integrations')).queryByText('Lumen production')).toBeNull();
    const remove = requests.find((request) => request.method === 'DELETE');
    expect(remove?.path).toBe('/v3/marketing/integrations');
    expect(deletes.map((url) => url.searchParams.get('ids'))).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('shows a failed delete inside the dialog and as a toast', async () => {
    scenarios.apply('integrations-delete-500');
    const { user } = renderApp('/integrations');
    await screen.findByRole('table', { name: 'Connected apps' });
    await user.click(within(rowOf('Connected apps', 'Lumen production')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('internal server error')).toBeInTheDocument();
    expect(within(notifications()).getByText('We could not delete Lumen production. internal server error')).toBeInTheDocument();
  });

  it('disconnects Segment: one bulk DELETE for all its integrations', async () => {
    const deletes = recordDeleteUrls();
    const { user } = renderApp('/integrations/segment');
    await screen.findByRole('table', { name: 'Segment integrations' });
    await user.click(screen.getByRole('link', { name: 'Disconnect Segment' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/All 2 of your Segment integrations will be deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await toast('Segment was disconnected')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Forward your first events to Segment' })).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.pathname).toBe('/v3/marketing/integrations');
    expect(deletes[0]?.searchParams.get('ids')?.split(',')).toHaveLength(2);
  });
});

describe('Twilio SMS account', () => {
  it('invites connecting when no account is connected (404), with no alert', async () => {
    renderApp('/integrations/twilio');
    expect(await screen.findByRole('heading', { name: 'Connect your Twilio account' })).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not/)).toBeNull();
  });

  it('requires the Account SID and the Auth Token', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/integrations/twilio/add');
    await screen.findByRole('heading', { level: 1, name: 'Connect Twilio' });
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByLabelText('Account SID')).toHaveAccessibleDescription(expect.stringContaining('is a required field')));
    expect(screen.getByLabelText('Auth Token')).toHaveAccessibleDescription(expect.stringContaining('is a required field'));
    await user.type(screen.getByLabelText('Account SID'), 'AC123');
    await waitFor(() =>
      expect(screen.getByLabelText('Account SID')).toHaveAccessibleDescription(expect.stringContaining('must be a valid Account SID')),
    );
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('connects with PUT, goes to the integration page and lists the messaging services; the token is never kept', async () => {
    const requests = recordRequests();
    const { user, router, store } = renderApp('/integrations/twilio/add');
    await screen.findByRole('heading', { level: 1, name: 'Connect Twilio' });
    expect(screen.getByLabelText('Auth Token')).toHaveAttribute('type', 'password');
    await user.type(screen.getByLabelText('Account SID'), SID);
    await user.type(screen.getByLabelText('Auth Token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await toast('Your Twilio account was connected')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Twilio SMS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/integrations/twilio');
    expect(await screen.findByText(SID)).toBeInTheDocument();
    const services = await screen.findByRole('table', { name: 'Messaging services' });
    expect(within(services).getAllByText(/^MG[0-9a-f]{32}$/).length).toBeGreaterThan(1);

    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/v3/marketing/sms/credentials');
    expect(put?.body).toEqual({ twilio_account_sid: SID, twilio_auth_token: TOKEN });
    expect(requests.filter((request) => request.path === '/v3/marketing/sms/messaging_services')).toHaveLength(1);
    expect(JSON.stringify(store.getState())).not.toContain(TOKEN);
    expect(document.body.innerHTML).not.toContain(TOKEN);
  });

  it('puts a server refusal of the SID next to the field', async () => {
    scenarios.apply('sms-connect-400');
    const { user } = renderApp('/integrations/twilio/add');
    await screen.findByRole('heading', { level: 1, name: 'Connect Twilio' });
    await user.type(screen.getByLabelText('Account SID'), SID);
    await user.type(screen.getByLabelText('Auth Token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Account SID')).toHaveAccessibleDescription(expect.stringContaining('must be a valid Account SID')),
    );
  });

  it('says a failed connect next to the form, with Retry, and keeps what was typed', async () => {
    scenarios.apply('sms-connect-500');
    const { user, store } = renderApp('/integrations/twilio/add');
    await screen.findByRole('heading', { level: 1, name: 'Connect Twilio' });
    await user.type(screen.getByLabelText('Account SID'), SID);
    await user.type(screen.getByLabelText('Auth Token'), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await failureNextToForm(SAVE_MESSAGES.serverFailed);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account SID')).toHaveValue(SID);
    expect(JSON.stringify(store.getState())).not.toContain(TOKEN);
  });

  it('shows the integration fetch error when the credentials fail with a 500', async () => {
    scenarios.apply('sms-credentials-500');
    renderApp('/integrations/twilio');
    expect(await toast('We could not load your integrations.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'We could not load your Twilio connection' })).toBeInTheDocument();
  });

  it('says when Twilio has not verified the connected account', async () => {
    scenarios.apply('sms-credentials-unverified');
    renderApp('/integrations/twilio', { persona: 'admin-impersonating' });
    expect(await screen.findByText('Unverified')).toBeInTheDocument();
    expect(screen.getByText('Twilio did not accept these credentials')).toBeInTheDocument();
  });

  it('shows a messaging services failure with a retry', async () => {
    scenarios.apply('sms-messaging-services-500');
    const { user } = renderApp('/integrations/twilio', { persona: 'admin-impersonating' });
    expect(await toast('We could not load your messaging services.')).toBeInTheDocument();
    scenarios.clear();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Messaging services' })).toBeInTheDocument();
  });

  it('disconnects after confirmation with DELETE', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/integrations/twilio', { persona: 'admin-impersonating' });
    await screen.findByRole('table', { name: 'Messaging services' });
    await user.click(screen.getByRole('link', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Disconnect Twilio?' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await toast('Your Twilio account was disconnected')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Connect your Twilio account' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/v3/marketing/sms/credentials')).toBe(true);
  });

  it('shows a failed disconnect inside the dialog', async () => {
    scenarios.apply('sms-disconnect-500');
    const { user } = renderApp('/integrations/twilio/disconnect', { persona: 'admin-impersonating' });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByText('internal server error')).toBeInTheDocument();
  });
});
