import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListChoiceProps } from '@/shared/audience/list-choice';
import { server } from '@mocks/node';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { apiIdOf, customFieldsOf } from '@mocks/db/field-definitions';
import { findUser } from '@mocks/db/users';
import { recordRequests } from '@test/record-requests';
import { renderContactProfile } from '@test/render-contact-profile';

/** A stand-in for the lists feature's choice: a checkbox per list the test names. */
const fakeListChoice =
  (lists: readonly { id: string; name: string }[]) =>
  ({ label, value, onChange }: ListChoiceProps) => (
    <fieldset>
      <legend>{label}</legend>
      {lists.map((list) => (
        <label key={list.id}>
          <input
            type="checkbox"
            checked={value.includes(list.id)}
            onChange={(event) => onChange(event.target.checked ? [...value, list.id] : value.filter((id) => id !== list.id))}
          />
          {list.name}
        </label>
      ))}
    </fieldset>
  );

const fieldOf = (input: HTMLElement) => input.closest('div')!.parentElement!;
const messageNextTo = async (label: string, message: string | RegExp) =>
  expect(await within(fieldOf(screen.getByLabelText(label))).findByText(message)).toBeInTheDocument();

async function openForm(options: Parameters<typeof renderContactProfile>[1] = {}) {
  const view = renderContactProfile('/contacts/new', options);
  expect(await screen.findByRole('heading', { level: 1, name: 'Add a Contact' })).toBeInTheDocument();
  return view;
}

const puts = (requests: ReturnType<typeof recordRequests>) => requests.filter((request) => request.method === 'PUT' && request.path === '/v3/marketing/contacts');

describe('Adding a contact: the rules', () => {
  it('needs an email, and a valid one', async () => {
    const requests = recordRequests();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('Email', 'is a required field');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('Email', 'must be a valid email address');
    expect(puts(requests)).toHaveLength(0);
  }, 30_000);

  it('takes valid alternate emails, at most 25, none twice', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    const alternates = screen.getByLabelText('Alternate Emails');

    await user.type(alternates, 'ana.work@example.com, nope@');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('Alternate Emails', 'nope@ must be a valid email address');

    await user.clear(alternates);
    await user.click(alternates);
    await user.paste(Array.from({ length: 26 }, (_, index) => `ana${index}@example.com`).join(', '));
    await messageNextTo('Alternate Emails', 'must not exceed 25 email addresses');

    await user.clear(alternates);
    await user.type(alternates, 'ANA@example.com');
    await messageNextTo('Alternate Emails', 'must be unique');
  });

  it('needs the country code on a phone number, and only +1', async () => {
    const { user } = await openForm();
    const phone = screen.getByLabelText('Phone Number');
    await user.type(phone, '555 010 2000');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('Phone Number', 'must start with the country code +1');

    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await messageNextTo('Phone Number', 'only the +1 country code is supported');

    await user.clear(phone);
    await user.type(phone, '+1 555 010');
    await messageNextTo('Phone Number', 'must be +1 followed by a 10-digit number');
  });

  it('limits text to its length', async () => {
    const { user } = await openForm();
    const tier = await screen.findByLabelText('loyalty_tier');
    await user.click(tier);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('loyalty_tier', 'must not exceed 1000 characters');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('maxlength', '50');
  });

  it('with identifiers enabled, needs one of email, phone number ID, external ID or anonymous ID', async () => {
    server.use(
      http.get('*/v3/feature_toggles', () =>
        HttpResponse.json([
          { app_name: 'marketing', feature_name: 'nlvx_access' },
          { app_name: 'marketing', feature_name: 'contact_identifiers' },
        ]),
      ),
    );
    const requests = recordRequests();
    const { user } = await openForm();
    const external = await screen.findByLabelText('External ID');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await messageNextTo('Email', 'needs at least one identifier: email, phone number ID, external ID or anonymous ID');

    await user.type(external, 'crm-20931');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toEqual({ contacts: [{ external_id: 'crm-20931' }] });
  });

  it('over the contact limit, explains it and offers the upgrade to a free account instead of sending', async () => {
    server.use(http.get('*/v3/marketing/contacts/count', () => HttpResponse.json({ contact_count: 2000, billable_count: 2000 })));
    const requests = recordRequests();
    const { user, router } = await openForm({ persona: 'owner-free' });
    await user.type(screen.getByLabelText('Email'), 'new.customer@example.com');
    // The count is read with the account; submit once it is in.
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/marketing/contacts/count')).toBe(true));
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/user/account')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));

    const dialog = await screen.findByRole('dialog', { name: 'You have reached your contact limit' });
    expect(router.state.location.pathname).toBe('/contacts/new/contact-limit');
    expect(within(dialog).getByText(/Your plan allows 2,000 contacts and you have 2,000/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan (opens in a new tab)' })).toHaveAttribute('href', 'https://app.sendgrid.com/account/billing');
    expect(puts(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Back to the Form' }));
    expect(screen.getByLabelText('Email')).toHaveValue('new.customer@example.com');
  });
});

describe('Adding a contact', () => {
  it('sends the contact to its lists, shows it processing, then added with a link to its profile', async () => {
    const [list] = await contactStore().getLists('avery');
    const requests = recordRequests();
    const { user, router } = await openForm({ listChoice: fakeListChoice([{ id: list!.id, name: list!.name }]) });
    await user.click(screen.getByLabelText('Email'));
    await user.paste('Ana.Lima@Example.com');
    await user.type(screen.getByLabelText('First Name'), 'Ana');
    await user.click(screen.getByLabelText('Phone Number'));
    await user.paste('+1 (555) 010-2000');
    await user.type(await screen.findByLabelText('total_orders'), '3');
    await user.click(screen.getByRole('link', { name: 'Choose Lists' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Lists' });
    await user.click(within(dialog).getByRole('checkbox', { name: list!.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(await screen.findByRole('list', { name: 'Chosen lists' })).getByText(list!.name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/new/contacts'));
    const added = await screen.findByRole('list', { name: 'Contacts added' });
    expect(within(added).getByText('Processing')).toBeInTheDocument();
    const totalOrders = apiIdOf(customFieldsOf(findUser('avery')!).find((field) => field.name === 'total_orders')!);
    expect(puts(requests)[0]!.body).toEqual({
      list_ids: [list!.id],
      contacts: [{ email: 'ana.lima@example.com', first_name: 'Ana', phone_number: '+15550102000', custom_fields: { [totalOrders]: 3 } }],
    });

    expect(await within(added).findByText('Added')).toBeInTheDocument();
    expect(await screen.findByText('Ana was added')).toBeInTheDocument();
    const [stored] = (await contactStore().searchByEmailPrefix('avery', 'ana.lima@example.com', 1)).contacts;
    await waitFor(() => expect(within(added).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', `/contacts/profile/${stored!.id}`));
    expect(stored!.list_ids).toContain(list!.id);
  }, 30_000);

  it('creates a list on the way and chooses it', async () => {
    const requests = recordRequests();
    const { user } = await openForm({ listChoice: fakeListChoice([]) });
    await user.click(screen.getByRole('link', { name: 'Create New List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New List' });
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await messageNextTo('List Name', 'is a required field');
    await user.type(within(dialog).getByLabelText('List Name'), 'Spring Pop-up');
    await user.click(within(dialog).getByRole('button', { name: 'Create List' }));
    expect(within(await screen.findByRole('list', { name: 'Chosen lists' })).getByText('Spring Pop-up')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/lists')?.body).toEqual({ name: 'Spring Pop-up' });
  });

  it('hides the lists when the app has no list choice', async () => {
    await openForm();
    expect(screen.queryByRole('group', { name: 'Lists' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose Lists' })).toBeNull();
  });
});
