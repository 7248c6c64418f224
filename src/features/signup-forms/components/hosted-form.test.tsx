import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { signupFormsTable } from '@mocks/db/signup-forms';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { CAPTCHA_MESSAGE } from '../captcha';

const NEWSLETTER_ID = '5f0e6a2c-1b7d-4c3e-9a10-000000000001';
const WAITLIST_ID = '5f0e6a2c-1b7d-4c3e-9a10-000000000002';

const formCalls = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.path.startsWith('/v3/marketing/signup_forms/'));

describe('the hosted signup page', () => {
  it('needs no sign-in, shows no app shell, and adds the contact to the form’s list with the confirmation message', async () => {
    const requests = recordRequests();
    const { user, location } = renderApp(`/hosted/forms/${NEWSLETTER_ID}`, { persona: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the Lumen Outfitters newsletter' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByText('Trail guides, new gear and members-only offers, twice a month.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hosted.visitor@example.com');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Hana');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Thanks for subscribing! Look out for our next newsletter.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for subscribing!');

    const [contact] = (await contactStore().searchByEmailPrefix('avery', 'hosted.visitor@', 1)).contacts;
    expect(contact).toMatchObject({ first_name: 'Hana', list_ids: [signupFormsTable.get(NEWSLETTER_ID)!.list_id] });
    expect(location.assign).not.toHaveBeenCalled();
    const submit = requests.find((request) => request.method === 'POST' && request.path.endsWith('/submissions'));
    expect(submit?.body).toEqual({ values: { email: 'hosted.visitor@example.com', first_name: 'Hana' } });
  });

  it('sends no session headers even when a signed-in administrator acting for a subuser opens it', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`/hosted/forms/${NEWSLETTER_ID}`, { persona: 'admin-impersonating' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'no.headers@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('status');
    const calls = formCalls(requests);
    expect(calls.map((call) => `${call.method} ${call.path.split('/').pop()}`)).toEqual(['GET public', 'POST submissions']);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBeNull();
      expect(call.headers.get('on-behalf-of')).toBeNull();
      expect(call.headers.get('cookie')).toBeNull();
    }
  });

  it('checks required fields and the email before sending, and shows the server’s field messages', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`/hosted/forms/${WAITLIST_ID}`, { persona: null });
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining('is a required field') as string));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('We never share your address.') as string);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(expect.stringContaining('is a required field') as string);
    expect(screen.getByText(CAPTCHA_MESSAGE)).toBeInTheDocument();

    await user.type(email, 'not-an-email');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('must be a valid email address') as string);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'robot.check@example.com');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Rob');
    await user.click(screen.getByRole('checkbox', { name: 'I’m not a robot' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('You are on the list. We will write when the collection lands.')).toBeInTheDocument();
    expect(requests.find((request) => request.path.endsWith('/submissions'))?.body).toMatchObject({ captcha_token: expect.any(String) });
  });

  it('says so when too many signups come at once, keeping what was typed', async () => {
    const { user } = renderApp(`/hosted/forms/${NEWSLETTER_ID}`, { persona: null });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fetch(`http://localhost:3000/v3/marketing/signup_forms/${NEWSLETTER_ID}/submissions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ values: { email: 'busy@example.com' } }) });
    }
    await user.type(email, 'busy@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/Too many signups\. Try again in \d+ seconds\./)).toBeInTheDocument();
    expect(email).toHaveValue('busy@example.com');
  });

  it('says the form is not available for an unknown id', async () => {
    renderApp('/hosted/forms/4b5c8f7e-0000-4000-8000-000000000000', { persona: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This form is not available' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });
});
