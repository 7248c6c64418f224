import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { v4 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { findSingleSend, insertSingleSend, singleSendsOf } from '@mocks/db/single-sends';
import { server } from '@mocks/node';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const OWNER = 'marketing-sub';
const AS_OWNER = { persona: 'admin-impersonating' } as const;

const smsDraft = () => singleSendsOf(OWNER).find((send) => send.channel === 'sms' && send.status === 'draft')!;
const patches = (requests: ReturnType<typeof recordRequests>, id: string) =>
  requests.filter((request) => request.method === 'PATCH' && request.path === `/v3/marketing/singlesends/${id}`);

describe('the SMS editor', () => {
  it('opens an SMS draft with its name, messaging service and message, with a live size', async () => {
    const send = smsDraft();
    const { user } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue(send.sms_config!.body);
    expect(screen.getByRole('textbox', { name: /Single Send Name/ })).toHaveValue(send.name);
    const service = screen.getByRole('combobox', { name: /Messaging service/ });
    await waitFor(() => expect(service).toHaveValue(send.sms_config!.messaging_service_sid));
    await user.clear(message);
    await user.click(message);
    await user.paste('Hi {{first_name}}');
    expect(screen.getByText(/17 characters · 1 segment \(GSM-7\) · 17 of 1,600 bytes/)).toBeInTheDocument();
    await user.paste(' 🎉');
    expect(screen.getByText(/19 characters · 1 segment \(UCS-2\) · 22 of 1,600 bytes/)).toBeInTheDocument();
  });

  it('saves on its own a moment after an edit, and says so', async () => {
    const send = smsDraft();
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'Doors open at 9.');
    await waitFor(() => expect(screen.getByText(/^All changes saved at /)).toBeInTheDocument(), { timeout: 4000 });
    const last = patches(requests, send.id).at(-1);
    expect(last?.body).toMatchObject({ name: send.name, sms_config: { body: 'Doors open at 9.' } });
    expect(findSingleSend(OWNER, send.id)?.sms_config?.body).toBe('Doors open at 9.');
  });

  it('says the maximum-bytes and missing-name errors next to their fields', async () => {
    const send = smsDraft();
    const { user } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1601));
    expect(await screen.findByText('The message is over the maximum of 1600 bytes.', { selector: '[id] > span' })).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('The message is over the maximum of 1600 bytes.'));
    const name = screen.getByRole('textbox', { name: /Single Send Name/ });
    await user.clear(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is a required field.'));
  });

  it('says there is no messaging service, with the way to set one up, when no Twilio account is connected', async () => {
    const [template] = singleSendsOf('avery');
    const id = v4();
    insertSingleSend({ ...template!, id, name: 'Text blast', channel: 'sms', sms_config: { messaging_service_sid: null, body: '', media_urls: [] } });
    renderApp(`/single-sends/sms/${id}/editor`);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => /Connect a messaging service before sending an SMS\.No Twilio account is connected\./.test(alert.textContent ?? ''))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Set up Twilio in Integrations' })).toHaveAttribute('href', '/integrations/twilio');
    expect(within(screen.getByRole('complementary', { name: 'Preview and checks' })).getByText('The message has no content.')).toBeInTheDocument();
  });

  it('sends a test to one US or Canada ten-digit number, refusing anything else', async () => {
    const send = smsDraft();
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    const number = await screen.findByRole('textbox', { name: /Test phone number/ });
    await user.type(number, '555-0123');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Enter one US or Canada ten-digit phone number.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test message sent to +14155550123.')).toBeInTheDocument();
    const test = requests.find((request) => request.method === 'POST' && request.path === `/v3/marketing/singlesends/${send.id}/sms/test`);
    expect(test?.body).toEqual({ to: '+14155550123' });
  });

  it('adds an image from the image manager and removes it in image_manager/edit', async () => {
    const send = smsDraft();
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    await user.click(await screen.findByRole('link', { name: 'Add images' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/sms/${send.id}/editor/image_manager`));
    const dialog = await screen.findByRole('dialog', { name: 'Image manager' });
    const [add] = await within(dialog).findAllByRole('button', { name: /^Add / });
    await user.click(add!);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Images in the message' })).getAllByRole('img')).toHaveLength(1));
    expect(screen.getByText(/1 of 10 images/)).toBeInTheDocument();
    await waitFor(() => expect(patches(requests, send.id).at(-1)?.body).toMatchObject({ sms_config: { media_urls: [expect.any(String)] } }), { timeout: 4000 });

    await user.click(screen.getByRole('link', { name: 'Edit images' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit images' });
    await user.click(within(edit).getByRole('button', { name: 'Remove image 1' }));
    expect(within(edit).getByText('The message has no images.')).toBeInTheDocument();
  });

  it('creates a list in modals/create_list and adds it to the recipients', async () => {
    const send = smsDraft();
    const requests = recordRequests();
    const { user, router } = renderApp(`/single-sends/sms/${send.id}/editor/modals/create_list`, AS_OWNER);
    const dialog = await screen.findByRole('dialog', { name: 'Create a List' });
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'SMS subscribers');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/single-sends/sms/${send.id}/editor`));
    await waitFor(() => expect((patches(requests, send.id).at(-1)?.body as { send_to?: { list_ids: string[] } })?.send_to?.list_ids.length).toBe(send.send_to.list_ids.length + 1), {
      timeout: 4000,
    });
  });

  it('gives the 404 page for an SMS editor path without a valid id', async () => {
    renderApp('/single-sends/sms/xyz/editor', AS_OWNER);
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('says a failed autosave where the save status shows, keeps the edits, and Retry saves them', async () => {
    const send = smsDraft();
    server.use(
      http.patch('*/v3/marketing/singlesends/:id', () => HttpResponse.json({ errors: [{ message: 'db down' }] }, { status: 500 }), { once: true }),
    );
    const requests = recordRequests();
    const { user } = renderApp(`/single-sends/sms/${send.id}/editor`, AS_OWNER);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'Still here');
    expect(await screen.findByText('Changes not saved', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(message).toHaveValue('Still here');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SAVE_MESSAGES.serverFailed);
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/could not save|db down/)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(/^All changes saved at /)).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(patches(requests, send.id).at(-1)?.body).toMatchObject({ sms_config: { body: 'Still here' } });
    expect(findSingleSend(OWNER, send.id)?.sms_config?.body).toBe('Still here');
  });
});
