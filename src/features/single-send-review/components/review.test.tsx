import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { singleSendsOf } from '@mocks/db/single-sends';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const sendNamed = (name: string, owner = 'avery') => {
  const send = singleSendsOf(owner).find((candidate) => candidate.name === name);
  if (!send) throw new Error(`no seeded single send ${name}`);
  return send;
};

const scheduleCalls = (requests: ReturnType<typeof recordRequests>, method: string) =>
  requests.filter((request) => request.method === method && request.path.endsWith('/schedule'));

const status = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent !== '');

describe('Single send review', () => {
  it('lists what the send will do and its recipients estimate against the plan', async () => {
    const send = sendNamed('Winter boots preview');
    renderApp(`/single-sends/${send.id}/review`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Winter boots preview' })).toBeInTheDocument();
    const summary = screen.getByRole('heading', { name: 'What this send will do' }).closest('div')!.parentElement!;
    expect(within(summary).getByText('Subject')).toBeInTheDocument();
    expect(within(summary).getByText(send.email_config.subject)).toBeInTheDocument();
    expect(await screen.findByText(/estimated recipients/)).toBeInTheDocument();
    expect(screen.getByText(/emails left this month/)).toBeInTheDocument();
  });

  it('lists every problem with a link to fix it, and offers no send', async () => {
    const send = sendNamed('Untitled Single Send');
    renderApp(`/single-sends/${send.id}/review`);
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByText(/Sender is a required field\./)).toBeInTheDocument();
    expect(within(problems).getByText(/Subject is a required field\./)).toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: 'Choose a sender' })).toHaveAttribute('href', `/single-sends/${send.id}/editor`);
    expect(within(problems).getByRole('link', { name: 'create a sender' })).toHaveAttribute('href', `/single-sends/${send.id}/review/create_sender`);
    expect(within(problems).getByRole('link', { name: 'create a list' })).toHaveAttribute('href', `/single-sends/${send.id}/review/create_list`);
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
  });

  it('sends now with one request however often the confirm is clicked, then undoes the send back to the editor', async () => {
    const send = sendNamed('Winter boots preview');
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/${send.id}/review`);
    const sendNow = await screen.findByRole('button', { name: 'Send now' });
    await waitFor(() => expect(sendNow).toBeEnabled());
    await user.click(sendNow);
    const dialog = await screen.findByRole('dialog', { name: 'Send this single send now?' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, send now' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(status()).toHaveTextContent('Winter boots preview is sending.'));
    expect(scheduleCalls(requests, 'PUT')).toHaveLength(1);
    expect(scheduleCalls(requests, 'PUT')[0]?.body).toEqual({ send_at: 'now' });
    expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/review`);

    await user.click(within(status()!).getByRole('button', { name: 'Undo send' }));
    await waitFor(() => expect(status()).toHaveTextContent('The send of Winter boots preview was undone. It is a draft again.'));
    expect(scheduleCalls(requests, 'DELETE')).toHaveLength(1);
    expect(within(status()!).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/single-sends/${send.id}/editor`);
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('schedules in the user’s timezone from 8:00 AM, refuses a time the clocks skip, and unschedules', async () => {
    server.use(http.get('*/v3/user/timezone', () => HttpResponse.json({ timezone: 'America/New_York', code: 'America/New_York', name: 'Eastern Time' })));
    const send = sendNamed('Winter boots preview');
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/${send.id}/review`);
    await user.click(await screen.findByRole('radio', { name: 'Schedule' }));
    expect(screen.getByLabelText(/^Time/)).toHaveValue('08:00');
    await waitFor(() => expect(screen.getByText('In your timezone, America/New_York.')).toBeInTheDocument());

    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-03-08' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '02:30' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schedule' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/does not exist in America\/New_York/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2027-06-01' } });
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this single send?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, schedule' }));
    await waitFor(() => expect(status()).toHaveTextContent(/Winter boots preview is scheduled for/));
    expect(scheduleCalls(requests, 'PUT')[0]?.body).toEqual({ send_at: '2027-06-01T14:00:00Z' });

    await user.click(within(status()!).getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(status()).toHaveTextContent('Winter boots preview was unscheduled. It is a draft again.'));
    expect(within(status()!).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/single-sends/${send.id}/editor`);
  });

  it('stops a send over a hard plan limit and asks to accept overage over a soft one', async () => {
    const send = sendNamed('Winter boots preview');
    const estimate = (kind: 'hard' | 'soft') =>
      http.get('*/v3/marketing/singlesends/:id/recipients_estimate', () =>
        HttpResponse.json({ recipient_count: 5000, excluded_count: 0, emails_remaining_this_month: 1000, plan_limit: { kind, emails_per_month: 6000, overage_price_per_email: 0.001 } }),
      );
    server.use(estimate('hard'));
    const first = renderApp(`/single-sends/${send.id}/review`);
    expect(await screen.findByText('Over your plan’s limit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled());
    first.unmount();

    server.use(estimate('soft'));
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/${send.id}/review/send?at=now`);
    const dialog = await screen.findByRole('dialog', { name: 'Send this single send now?' });
    expect(await within(dialog).findByText('Overage charges apply')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Yes, send now' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the overage charges' }));
    await user.click(confirm);
    await waitFor(() => expect(scheduleCalls(requests, 'PUT')).toHaveLength(1));
    expect(scheduleCalls(requests, 'PUT')[0]?.body).toEqual({ send_at: 'now', accept_overage: true });
  });

  it('keeps the dialog open with the server’s reasons when the schedule is refused', async () => {
    server.use(
      http.put('*/v3/marketing/singlesends/:id/schedule', () =>
        HttpResponse.json({ errors: [{ field: 'sender', message: 'The sender no longer exists: choose another.' }] }, { status: 400 }),
      ),
    );
    const send = sendNamed('Winter boots preview');
    const { user } = renderApp(`/single-sends/${send.id}/review/send?at=now`);
    const dialog = await screen.findByRole('dialog', { name: 'Send this single send now?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, send now' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send now' }));
    expect(await within(dialog).findByText('The sender no longer exists: choose another.')).toBeInTheDocument();
  });

  it('links back to the SMS editor after an SMS send is undone', async () => {
    const send = sendNamed('Weekend flash sale (SMS)', 'marketing-sub');
    const { user } = renderApp(`/single-sends/${send.id}/review`, { persona: 'admin-impersonating' });
    const sendNow = await screen.findByRole('button', { name: 'Send now' });
    await waitFor(() => expect(sendNow).toBeEnabled());
    await user.click(sendNow);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, send now' }));
    await waitFor(() => expect(status()).toHaveTextContent('Weekend flash sale (SMS) is sending.'));
    await user.click(within(status()!).getByRole('button', { name: 'Undo send' }));
    await waitFor(() => expect(status()).toHaveTextContent(/It is a draft again\./));
    expect(within(status()!).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/single-sends/sms/${send.id}/editor`);
  });

  it('creates a list inline and adds it to the send’s recipients', async () => {
    const send = sendNamed('Untitled Single Send');
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/${send.id}/review`);
    await user.click(await screen.findByRole('link', { name: 'create a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a List' });
    await user.type(within(dialog).getByRole('textbox', { name: /List Name/ }), 'Review list');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH' && request.path === `/v3/marketing/singlesends/${send.id}`)).toBe(true));
    const patch = requests.find((request) => request.method === 'PATCH');
    await waitFor(() => expect((patch?.body as { send_to: { list_ids: string[] } }).send_to.list_ids).toHaveLength(1));
    expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/review`);
    expect(await screen.findByText('Lists: Review list')).toBeInTheDocument();
  });

  it('sends a test and opens email testing with the editor’s own screens, of the send’s content', async () => {
    const send = sendNamed('Winter boots preview');
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/${send.id}/review`);
    await user.click(await screen.findByRole('button', { name: 'Send a test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a Test Email' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email addresses/ }), 'qa@example.com');
    await user.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/v3/marketing/test/send_email')).toBe(true));
    const test = requests.find((request) => request.path === '/v3/marketing/test/send_email');
    await waitFor(() => expect(test?.body).toMatchObject({ emails: ['qa@example.com'], subject: send.email_config.subject, sender_id: send.email_config.sender_id }));

    await user.click(screen.getByRole('link', { name: 'Email testing' }));
    expect(await screen.findByRole('dialog', { name: 'Email testing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/single-sends/${send.id}/review/email_testing`);
  });

  it('shows a scheduled send’s time and unschedules it from the review', async () => {
    const send = sendNamed('Cyber Monday early access');
    const { user } = renderApp(`/single-sends/${send.id}/review`);
    expect(await screen.findByRole('heading', { name: 'Scheduled' })).toBeInTheDocument();
    expect(screen.getByText(/Cyber Monday early access is scheduled for/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(status()).toHaveTextContent('Cyber Monday early access was unscheduled. It is a draft again.'));
    expect(screen.getByRole('button', { name: 'Send now' })).toBeInTheDocument();
  });

  it('works under the /legacy twin, with its links kept there', async () => {
    const send = sendNamed('Untitled Single Send');
    renderApp(`/legacy/single-sends/${send.id}/review`);
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByRole('link', { name: 'Choose a sender' })).toHaveAttribute('href', `/legacy/single-sends/${send.id}/editor`);
  });
});
