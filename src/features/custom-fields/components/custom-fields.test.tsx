import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';
import {
  LEGACY_RESERVED_FIELD_MESSAGE,
  NAME_IN_USE_MESSAGE,
  RESERVED_FIELD_MESSAGE,
  SQL_KEYWORD_MESSAGE,
  SYSTEM_FIELD_MESSAGE,
} from '../field-name-rules';
import { CUSTOM_FIELD_CREATED_CHANNEL } from '../types';

type App = ReturnType<typeof renderApp>;

const customTable = () => screen.getByRole('table', { name: 'Custom fields' });
const customRows = () => within(customTable()).getAllByRole('row').slice(1);
const customNames = () => customRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const rowOf = (name: string) => {
  const row = customRows().find((candidate) => within(candidate).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const nameInput = () => screen.getByRole('textbox', { name: 'Field Name' });

async function openCreate({ user }: App) {
  await user.click(await screen.findByRole('link', { name: 'New Custom Field' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
  return dialog;
}

async function typeName({ user }: App, name: string) {
  await user.clear(nameInput());
  await user.type(nameInput(), name);
}

describe('Custom fields list', () => {
  it('shows the custom fields with their types, and the reserved fields, read-only', async () => {
    renderApp('/custom-fields');
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom Fields' })).toBeInTheDocument();
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    expect(within(rowOf('loyalty_tier')).getByText('Text')).toBeInTheDocument();
    expect(within(rowOf('lifetime_value')).getByText('Number')).toBeInTheDocument();
    expect(within(rowOf('signup_date')).getByText('Date')).toBeInTheDocument();

    const reserved = screen.getByRole('table', { name: 'Reserved fields' });
    const firstName = within(reserved).getByText('first_name').closest('tr')!;
    expect(within(firstName).getByText('First Name')).toBeInTheDocument();
    expect(within(firstName).getByText('You')).toBeInTheDocument();
    expect(within(within(reserved).getByText('last_opened').closest('tr')!).getByText('SendGrid')).toBeInTheDocument();
    expect(within(reserved).queryByRole('link')).toBeNull();
  });

  it('sorts the custom fields by name, either way', async () => {
    const { user } = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    const ascending = customNames();
    expect(ascending).toEqual([...ascending].sort((a, b) => a!.localeCompare(b!)));
    const header = within(customTable()).getByRole('columnheader', { name: 'Field Name' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header).getByRole('button', { name: 'Field Name' }));
    expect(customNames()).toEqual([...ascending].reverse());
    expect(header).toHaveAttribute('aria-sort', 'descending');

    const reservedHeader = within(screen.getByRole('table', { name: 'Reserved fields' })).getByRole('columnheader', { name: 'Field Name' });
    expect(reservedHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(reservedHeader).getByRole('button'));
    expect(reservedHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('invites creating the first custom field when there is none', async () => {
    server.use(
      http.get('*/v3/marketing/field_definitions', () =>
        HttpResponse.json({ custom_fields: [], reserved_fields: [{ id: '_rf0_T', name: 'first_name', field_type: 'Text' }] }),
      ),
    );
    renderApp('/custom-fields');
    expect(await screen.findByRole('heading', { name: 'Create your first custom field' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Custom Field' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Reserved fields' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the fields cannot be loaded', async () => {
    scenarios.apply('custom-fields-list-500');
    const { user } = renderApp('/custom-fields');
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('We could not load your custom fields.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not load your custom fields' })).toBeInTheDocument();
    scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
  });

  it('stops offering to create at the limit of 500, and says why', async () => {
    const custom_fields = Array.from({ length: 500 }, (_, index) => ({ id: `e${index + 1}_T`, name: `field_${index + 1}`, field_type: 'Text' }));
    server.use(http.get('*/v3/marketing/field_definitions', () => HttpResponse.json({ custom_fields, reserved_fields: [] })));
    renderApp('/custom-fields');
    expect(await screen.findByText('Custom field limit reached')).toBeInTheDocument();
    expect(screen.getByText('500 of 500 used')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Custom Field' })).toBeNull();
  });

  it("shows an impersonated subuser's fields", async () => {
    const requests = recordRequests();
    renderApp('/custom-fields', { persona: 'admin-impersonating' });
    await waitFor(() => expect(customNames()).toEqual(['campaign_source', 'lifetime_value', 'signup_date']));
    const list = requests.find((request) => request.path === '/v3/marketing/field_definitions');
    expect(list?.headers.get('on-behalf-of')).toBe('marketing-sub');
  });
});

describe('Creating a custom field', () => {
  it('posts name and type, lists the field, says so and tells the other tabs', async () => {
    const requests = recordRequests();
    const app = renderApp('/custom-fields');
    const dialog = await openCreate(app);
    await waitFor(() => expect(nameInput()).toHaveFocus());
    await app.user.type(nameInput(), 'trail_miles');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Number' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(notifications()).findByText('trail_miles was created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('trail_miles')).getByText('Number')).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'POST');
    expect(create?.path).toBe('/v3/marketing/field_definitions');
    expect(create?.body).toEqual({ name: 'trail_miles', field_type: 'Number' });

    const posted = app.dependencies.broadcast.posted;
    expect(posted).toHaveLength(1);
    expect(posted[0]).toEqual({
      channel: CUSTOM_FIELD_CREATED_CHANNEL,
      message: { id: expect.stringMatching(/^e\d+_N$/), name: 'trail_miles', type: 'number', column: null, columnIndex: null },
    });
  });

  it.each([
    ['select', SQL_KEYWORD_MESSAGE],
    ['first_name', RESERVED_FIELD_MESSAGE],
    ['created_at', SYSTEM_FIELD_MESSAGE],
    ['Loyalty_Tier', NAME_IN_USE_MESSAGE],
    ['9lives', 'must start with a letter or an underscore'],
    ['my field', 'may contain only letters, numbers and underscores'],
  ])('says why %j cannot be used as it is typed, and sends nothing', async (name, message) => {
    const requests = recordRequests();
    const app = renderApp('/custom-fields');
    const dialog = await openCreate(app);
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.type(nameInput(), name);
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('requires a name', async () => {
    const app = renderApp('/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('is a required field')).toBeInTheDocument();
    await waitFor(() => expect(nameInput()).toHaveFocus());
  });

  it('puts a 400 from the server next to the name, with no alert, and keeps what was typed', async () => {
    scenarios.apply('custom-fields-create-400');
    const app = renderApp('/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.type(nameInput(), 'brand_new');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining(NAME_IN_USE_MESSAGE)));
    expect(nameInput()).toHaveValue('brand_new');
    expect(within(notifications()).queryByRole('alert')).toBeNull();
    expect(within(notifications()).queryByText(/could not/)).toBeNull();
  });

  it('shows a 400 without a field inside the dialog, with no alert', async () => {
    server.use(
      http.post('*/v3/marketing/field_definitions', () =>
        HttpResponse.json({ errors: [{ message: 'custom field names must be unique' }] }, { status: 400 }),
      ),
    );
    const app = renderApp('/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.type(nameInput(), 'brand_new');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('custom field names must be unique')).toBeInTheDocument();
    expect(within(notifications()).queryByText('custom field names must be unique')).toBeNull();
  });

  it('shows its own message, naming the limit, when the limit is reached', async () => {
    scenarios.apply('custom-fields-create-limit');
    const app = renderApp('/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.type(nameInput(), 'one_more');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const message = 'You have reached the limit of 500 custom fields. Delete a custom field you no longer need to create another.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(notifications()).queryByText(message)).toBeNull();
    expect(app.dependencies.broadcast.posted).toEqual([]);
  });

  it('shows the create failure once, in the dialog, and keeps the form filled for Retry', async () => {
    scenarios.apply('custom-fields-create-500');
    const app = renderApp('/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.type(nameInput(), 'kept_name');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Date' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(SAVE_MESSAGES.serverFailed)).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not create|server had a problem/)).toBeNull();
    expect(nameInput()).toHaveValue('kept_name');
    expect(within(dialog).getByRole('radio', { name: 'Date' })).toBeChecked();
    scenarios.clear();
    await app.user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf('kept_name')).toBeInTheDocument());
  });

  it('closes without creating on Cancel, once the user confirms that the typed name goes', async () => {
    const requests = recordRequests();
    const app = renderApp('/custom-fields');
    const dialog = await openCreate(app);
    await app.user.type(nameInput(), 'never_sent');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('Creating from the legacy screens', () => {
  it('uses the legacy API and its wording for reserved names', async () => {
    const requests = recordRequests();
    const app = renderApp('/legacy/custom-fields/new');
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Field' });
    await app.user.type(nameInput(), 'first_name');
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining(LEGACY_RESERVED_FIELD_MESSAGE)));

    await typeName(app, 'gear_budget');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Number' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('gear_budget was created')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('gear_budget')).getByText('Number')).toBeInTheDocument());

    const create = requests.find((request) => request.method === 'POST')!;
    expect(create.path).toBe('/v3/contactdb/custom_fields');
    expect(create.body).toEqual({ name: 'gear_budget', type: 'number' });
    // The new field carries its field_definitions id (tne_id), so rename and delete work on it.
    expect(app.dependencies.broadcast.posted[0]?.message).toMatchObject({ id: expect.stringMatching(/^e\d+_N$/), type: 'number' });
  });
});

describe('Renaming a custom field', () => {
  it('renames by PATCH with the name only; the type is shown and cannot change', async () => {
    const requests = recordRequests();
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('shoe_size')).getByRole('link', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    expect(nameInput()).toHaveValue('shoe_size');
    expect(within(dialog).getByRole('radio', { name: 'Number' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Number' })).toBeDisabled();
    expect(within(dialog).getByText('The type of a custom field cannot be changed after it is created.')).toBeInTheDocument();

    await typeName(app, 'boot_size');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('boot_size was updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('boot_size')).getByText('Number')).toBeInTheDocument();
    expect(screen.queryByText('shoe_size', { exact: true })).toBeNull();
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(patch.path).toMatch(/^\/v3\/marketing\/field_definitions\/e\d+_N$/);
    expect(patch.body).toEqual({ name: 'boot_size' });
  });

  it('lets a field keep its own name but not take another’s', async () => {
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('shoe_size')).getByRole('link', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    await typeName(app, 'Shoe_Size');
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    await typeName(app, 'birthday');
    await waitFor(() => expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining(NAME_IN_USE_MESSAGE)));
  });

  it('offers a rename typed before a reload (or a sign-in) back when the dialog opens again', async () => {
    const first = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await first.user.click(within(rowOf('shoe_size')).getByRole('link', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    await typeName(first, 'boot_size');
    await waitFor(() => expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(true));
    first.unmount();

    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('shoe_size')).getByRole('link', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    expect(await within(dialog).findByText('You have changes that were not saved')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('shoe_size');
    await app.user.click(within(dialog).getByRole('button', { name: 'Restore my changes' }));
    expect(nameInput()).toHaveValue('boot_size');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.keys(localStorage).some((key) => key.startsWith('kept-edits:'))).toBe(false);
  });

  it('shows a failed rename once, inside the dialog', async () => {
    scenarios.apply('custom-fields-update-500');
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('shoe_size')).getByRole('link', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Custom Field' });
    await typeName(app, 'boot_size');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVE_MESSAGES.serverFailed)).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not save|server had a problem/)).toBeNull();
    expect(nameInput()).toHaveValue('boot_size');
  });

  it('explains that a reserved field cannot be renamed, and handles unknown ids', async () => {
    const { router } = renderApp('/custom-fields/edit/_rf0_T');
    expect(await screen.findByRole('dialog', { name: 'Reserved fields cannot be changed' })).toHaveTextContent(
      'first_name is a reserved field. Every contact has it, so it cannot be renamed.',
    );
    await router.navigate('/custom-fields/edit/e999_T');
    expect(await screen.findByRole('dialog', { name: 'Custom field not found' })).toBeInTheDocument();
  });
});

describe('Deleting a custom field', () => {
  it('asks first, naming the field and the segments it breaks, then deletes and says so', async () => {
    const requests = recordRequests();
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('referral_code')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete referral_code?' });
    expect(dialog).toHaveTextContent('Segments that use referral_code become invalid and are disabled');
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await app.user.type(within(dialog).getByLabelText('Type referral_code to confirm'), 'Referral_code');
    expect(deleteButton).toBeDisabled();
    await app.user.clear(within(dialog).getByLabelText('Type referral_code to confirm'));
    await app.user.type(within(dialog).getByLabelText('Type referral_code to confirm'), 'referral_code');
    await app.user.click(deleteButton);

    expect(await within(notifications()).findByText('referral_code was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('referral_code', { exact: true })).toBeNull();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toMatch(/^\/v3\/marketing\/field_definitions\/e\d+_T$/);
  });

  it('keeps the field when the delete is cancelled', async () => {
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    await app.user.click(within(rowOf('referral_code')).getByRole('link', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('referral_code')).toBeInTheDocument();
  });

  it('says why inside the dialog when the delete fails, and forgets it once the dialog closes', async () => {
    scenarios.apply('custom-fields-delete-500');
    const app = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    const row = rowOf('referral_code');
    await app.user.click(within(row).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Type referral_code to confirm'), 'referral_code');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const message = 'We could not delete referral_code. internal server error';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(notifications()).getByText(message)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.user.click(within(row).getByRole('link', { name: 'Delete' }));
    expect(within(await screen.findByRole('dialog')).queryByText(message)).toBeNull();
  });

  it('explains that a reserved field cannot be deleted', async () => {
    renderApp('/custom-fields/_rf21_D/delete');
    expect(await screen.findByRole('dialog', { name: 'Reserved fields cannot be changed' })).toHaveTextContent('cannot be deleted');
  });
});

describe('Fields created in another tab', () => {
  it('appear in the list; messages of another shape are ignored', async () => {
    const { dependencies } = renderApp('/custom-fields');
    await waitFor(() => expect(customRows().length).toBeGreaterThan(5));
    dependencies.broadcast.receive(CUSTOM_FIELD_CREATED_CHANNEL, { id: 'e77_D', name: 'anniversary', type: 'date', column: 'Anniversary', columnIndex: 3 });
    dependencies.broadcast.receive(CUSTOM_FIELD_CREATED_CHANNEL, { id: 'e78_T', name: 'broken' });
    await waitFor(() => expect(within(rowOf('anniversary')).getByText('Date')).toBeInTheDocument());
    expect(screen.queryByText('broken', { exact: true })).toBeNull();
  });
});
