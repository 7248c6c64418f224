import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactDisplayName } from '@/shared/audience/contact';
import { formatDateIn } from '@/shared/format/display-format';
import { server } from '@mocks/node';
import type { StoredContact } from '@mocks/db/contacts/contact-store';
import { contactStore } from '@mocks/db/contacts/contact-store-provider';
import { apiIdOf, customFieldsOf } from '@mocks/db/field-definitions';
import { findUser } from '@mocks/db/users';
import { renderContactProfile } from '@test/render-contact-profile';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';

const AVERY_TIME_ZONE = 'America/Los_Angeles';

/** One of avery's seeded contacts with a name, an email and at least one list. */
async function aContactOnALists(): Promise<StoredContact> {
  const { contacts } = await contactStore().readPage('avery', { pageSize: 200 });
  const contact = contacts.find((candidate) => candidate.email && candidate.first_name && candidate.list_ids.length > 0);
  if (!contact) throw new Error('no seeded contact on a list');
  return contact;
}

const fieldId = (name: string) => {
  const field = customFieldsOf(findUser('avery')!).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no custom field ${name}`);
  return apiIdOf(field);
};

/** Every request with its full URL and JSON body. */
function recordCalls() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const call = { method: request.method, url: new URL(request.url), body: undefined as unknown };
    calls.push(call);
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return calls;
}

describe('Contact profile', () => {
  it('groups the reserved fields by the spec types and shows the activity fields read-only in the user time zone', async () => {
    const contact = await aContactOnALists();
    renderContactProfile(`/contacts/profile/${contact.id}`);
    const name = contactDisplayName(contact);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reserved Fields', selected: true })).toBeInTheDocument();

    for (const group of ['General', 'Identifiers', 'Address', 'Additional']) {
      expect(await screen.findByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    const identifiers = screen.getByRole('region', { name: 'Identifiers' });
    expect(within(identifiers).getByText(contact.email!)).toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByText(contact.first_name!)).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Activity' });
    for (const label of ['Last Opened', 'Last Clicked', 'Last Emailed', 'Created', 'Updated']) {
      expect(within(activity).getByText(label)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(activity).getByText(formatDateIn(contact.created_at, AVERY_TIME_ZONE, true))).toBeInTheDocument());
    expect(within(activity).queryByRole('textbox')).toBeNull();
  });

  it('offers each custom field with the input of its type, and dates in the user time zone', async () => {
    const contact = await aContactOnALists();
    const { user, router } = renderContactProfile(`/contacts/profile/${contact.id}/custom-fields`);
    expect(await screen.findByText('loyalty_tier (Text)')).toBeInTheDocument();
    expect(screen.getByText('lifetime_value (Number)')).toBeInTheDocument();
    expect(screen.getByText('signup_date (Date)')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit Custom Fields' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/profile/${contact.id}/custom-fields/edit`));
    expect(await screen.findByLabelText('loyalty_tier')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('lifetime_value')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('signup_date')).toHaveAttribute('type', 'date');
    expect(screen.getAllByText(/in your time zone \(America\/Los_Angeles\)/).length).toBeGreaterThan(0);
  });

  it('saves an edited custom field with the contact identifiers only, says it is processing, then shows the new value', async () => {
    const contact = await aContactOnALists();
    const calls = recordCalls();
    const { user, router } = renderContactProfile(`/contacts/profile/${contact.id}/custom-fields/edit`);
    const input = await screen.findByLabelText('preferred_store');
    await user.clear(input);
    await user.type(input, 'Boulder Flagship');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // Both the form and the profile above it say so until the job ends.
    expect((await screen.findAllByText(/are being processed/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/profile/${contact.id}/custom-fields`));
    expect(await screen.findByText(`${contactDisplayName(contact)} was updated`)).toBeInTheDocument();
    expect(await screen.findByText('Boulder Flagship')).toBeInTheDocument();

    const put = calls.find((call) => call.method === 'PUT' && call.url.pathname === '/v3/marketing/contacts');
    const identifiers = Object.fromEntries(
      (['email', 'phone_number_id', 'external_id', 'anonymous_id'] as const).filter((name) => contact[name]).map((name) => [name, contact[name]]),
    );
    expect(put?.body).toEqual({ contacts: [{ ...identifiers, custom_fields: { [fieldId('preferred_store')]: 'Boulder Flagship' } }] });
  });

  it('keeps what was typed when the save fails', async () => {
    const contact = await aContactOnALists();
    server.use(http.put('*/v3/marketing/contacts', () => HttpResponse.json({ errors: [{ message: 'database unavailable' }] }, { status: 500 })));
    const { user, router } = renderContactProfile(`/contacts/profile/${contact.id}/reserved-fields/edit`);
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Flagstaff');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_MESSAGES.serverFailed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/contacts/profile/${contact.id}/reserved-fields/edit`);
    expect(screen.getByLabelText('City')).toHaveValue('Flagstaff');
  });

  it('shows its message for a contact that does not exist', async () => {
    const { user, router } = renderContactProfile('/contacts/profile/1b4e28ba-2fa1-41d2-883f-0016d3cca427');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to All Contacts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/all'));
  });

  it('removes the contact from one list through the job, and the list leaves the tab', async () => {
    const contact = await aContactOnALists();
    const lists = await contactStore().getLists('avery');
    const listId = contact.list_ids[0]!;
    const listName = lists.find((list) => list.id === listId)!.name;
    const calls = recordCalls();
    const { user } = renderContactProfile(`/contacts/profile/${contact.id}/lists`);
    const memberships = await screen.findByRole('list', { name: 'Lists of this contact' });
    await within(memberships).findByText(listName);

    await user.click(within(memberships).getByRole('link', { name: `Remove from ${listName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove ${contactDisplayName(contact)} from ${listName}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(`${contactDisplayName(contact)} was removed from ${listName}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(listName)).toBeNull();
    const removal = calls.find((call) => call.method === 'DELETE' && call.url.pathname === `/v3/marketing/lists/${listId}/contacts`);
    expect(removal?.url.searchParams.get('contact_ids')).toBe(contact.id);
    expect(await contactStore().getContacts('avery', [contact.id]).then(([stored]) => stored?.list_ids)).not.toContain(listId);
  });

  it('deletes the contact once confirmed, says so, and shows all contacts', async () => {
    const contact = await aContactOnALists();
    const { user, router } = renderContactProfile(`/contacts/profile/${contact.id}/custom-fields`);
    await user.click(await screen.findByRole('link', { name: 'Delete Contact' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${contactDisplayName(contact)}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${contactDisplayName(contact)} was deleted`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/all'));
    expect(await contactStore().getContacts('avery', [contact.id])).toEqual([]);
  });
});
