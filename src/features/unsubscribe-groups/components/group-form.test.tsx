import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { SAVE_MESSAGES } from '@/shared/form/save-problem/save-messages';

/** The list item of the group card named `name` (found by its h2: role queries are slow on 32 cards). */
const cardNamed = async (name: string) => (await screen.findByText(name, { selector: 'h2' }, { timeout: 5000 })).closest('li')!;
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const group = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Group ${id}`,
  description: `Description ${id}`,
  is_default: false,
  unsubscribes: 0,
  last_email_sent_at: null,
  ...overrides,
});
/** Answers GET /asm/groups with `groups`, paged like the mock. */
const serveGroups = (groups: ReturnType<typeof group>[]) =>
  server.use(
    http.get('*/v3/asm/groups', ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? groups.length);
      return HttpResponse.json(groups.slice(offset, offset + limit));
    }),
  );

const openCreate = async () => {
  const view = renderApp('/unsubscribe-groups/new/preview/unsubscribe');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create an Unsubscribe Group' })).toBeInTheDocument();
  return view;
};

describe('Creating an unsubscribe group', () => {
  it('posts name, description and is_default, and returns to the list with the group', async () => {
    const requests = recordRequests();
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Group Name'), 'Gear Swap');
    await user.type(screen.getByLabelText('Group Description'), 'Trade in used gear at our stores.');
    await user.click(screen.getByRole('checkbox', { name: 'Display on preferences page' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await within(notifications()).findByText('Gear Swap was created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    const create = requests.find((request) => request.method === 'POST' && request.path === '/v3/asm/groups');
    expect(create?.body).toEqual({ name: 'Gear Swap', description: 'Trade in used gear at our stores.', is_default: true });
  });

  it('shows live character counters and the spec’s messages, and sends nothing while invalid', async () => {
    const requests = recordRequests();
    const { user } = await openCreate();
    const name = screen.getByLabelText('Group Name');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('0 / 30'));
    await user.type(name, 'Weekly newsletter');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('17 / 30'));
    expect(name).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Group Description')).toHaveAttribute('maxlength', '100');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('must be unique')));
    expect(screen.getByLabelText('Group Description')).toHaveAccessibleDescription(expect.stringContaining('is a required field'));
    expect(name).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('previews the unsubscribe and preferences pages with what is typed, tab by tab in the address', async () => {
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Group Name'), 'Gear Swap');
    await user.type(screen.getByLabelText('Group Description'), 'Trade in used gear.');
    const tabs = screen.getByRole('tablist', { name: 'Preview' });
    expect(within(tabs).getByRole('tab', { name: 'Unsubscribe page' })).toHaveAttribute('aria-selected', 'true');
    const unsubscribePage = screen.getByRole('figure', { name: 'How the unsubscribe page looks to a recipient' });
    expect(within(unsubscribePage).getByText('Unsubscribe from Gear Swap?')).toBeInTheDocument();
    expect(within(unsubscribePage).getByText('Trade in used gear.')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Preferences page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups/new/preview/preferences'));
    const preferences = await screen.findByRole('figure', { name: 'How the preferences page looks to a recipient' });
    expect(within(preferences).getByText(/Gear Swap is not shown on this page/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Display on preferences page' }));
    expect(within(preferences).getByText('This group')).toBeInTheDocument();
    // The other displayed groups are listed too, and what was typed survived the tab change.
    await waitFor(() => expect(within(preferences).getByText('Weekly Newsletter')).toBeInTheDocument());
    expect(screen.getByLabelText('Group Name')).toHaveValue('Gear Swap');
  });

  it('opens on the tab named by the address', async () => {
    renderApp('/unsubscribe-groups/new/preview/preferences');
    const tab = await screen.findByRole('tab', { name: 'Preferences page' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the preferences page is full, before the server refuses', async () => {
    serveGroups(Array.from({ length: 25 }, (_, index) => group(index + 1, { is_default: true })));
    const requests = recordRequests();
    const { user } = await openCreate();
    await screen.findByText(/25 of 25 groups are already shown on the preferences page/);
    await user.type(screen.getByLabelText('Group Name'), 'One more');
    await user.type(screen.getByLabelText('Group Description'), 'x');
    await user.click(screen.getByRole('checkbox', { name: 'Display on preferences page' }));
    expect(screen.getByRole('checkbox', { name: 'Display on preferences page' })).toHaveAccessibleDescription(
      expect.stringContaining('must not exceed 25 groups on the preferences page'),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says when the account has 200 groups, loading every page to know', async () => {
    serveGroups(Array.from({ length: 200 }, (_, index) => group(index + 1)));
    await openCreate();
    expect(await screen.findByText('Group limit reached')).toBeInTheDocument();
    expect(screen.getByText(/You have 200 unsubscribe groups, the most an account can have/)).toBeInTheDocument();
  });

  it('shows a server refusal and a server error inside the form, once, keeping what was typed', async () => {
    scenarios.apply('unsubscribe-groups-create-500');
    const { user, router } = await openCreate();
    await user.type(screen.getByLabelText('Group Name'), 'Kept');
    await user.type(screen.getByLabelText('Group Description'), 'Kept too.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const form = screen.getByRole('button', { name: 'Create' }).closest('form')!;
    expect(await within(form).findByText(SAVE_MESSAGES.serverFailed)).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not create/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe-groups/new/preview/unsubscribe');
    expect(screen.getByLabelText('Group Name')).toHaveValue('Kept');

    scenarios.clear();
    server.use(
      http.post('*/v3/asm/groups', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'You have reached the maximum number of unsubscribe groups (200).' }] }, { status: 403 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('You have reached the maximum number of unsubscribe groups (200).')).toBeInTheDocument();
  });

  it('puts a server field error next to its field', async () => {
    server.use(http.post('*/v3/asm/groups', () => HttpResponse.json({ errors: [{ field: 'name', message: 'must be unique' }] }, { status: 400 })));
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Group Name'), 'Race');
    await user.type(screen.getByLabelText('Group Description'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('Group Name')).toHaveAccessibleDescription(expect.stringContaining('must be unique')));
  });
});

describe('Editing and deleting a group', () => {
  it('edits a group by PATCH with only the changed fields and returns to the list', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/unsubscribe-groups');
    const card = await cardNamed('Weekly Newsletter');
    await user.click(within(card).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Unsubscribe Group' })).toBeInTheDocument();
    const description = await screen.findByLabelText('Group Description');
    expect(description).toHaveValue('Trail stories, new gear and tips, every Thursday.');
    expect(screen.getByRole('checkbox', { name: 'Display on preferences page' })).toBeChecked();
    await user.clear(description);
    await user.type(description, 'Our best stories, every Thursday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(notifications()).findByText('Weekly Newsletter was updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    expect(await screen.findByText('Our best stories, every Thursday.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toMatch(/^\/v3\/asm\/groups\/\d+$/);
    // Only what changed: a field someone else changed meanwhile is not written back.
    expect(patch?.body).toEqual({ description: 'Our best stories, every Thursday.' });
  });

  it('keeps a displayed group displayed when the preferences page is full', async () => {
    serveGroups(Array.from({ length: 25 }, (_, index) => group(index + 1, { is_default: true })));
    const requests = recordRequests();
    const { user } = renderApp('/unsubscribe-groups/3/edit/preview/unsubscribe');
    const name = await screen.findByLabelText('Group Name');
    await user.type(name, ' renamed');
    server.use(http.patch('*/v3/asm/groups/:id', () => HttpResponse.json(group(3, { name: 'Group 3 renamed', is_default: true }), { status: 201 })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
  });

  it('confirms a delete, saying later opt-outs become global, then returns to the list', async () => {
    // Ambassador Program holds no addresses: a plain confirmation, no name to type.
    const { user, router } = renderApp('/unsubscribe-groups/20/edit/preview/unsubscribe');
    await screen.findByLabelText('Group Name');
    const name = (screen.getByLabelText('Group Name') as HTMLInputElement).value;
    await user.click(screen.getByRole('link', { name: 'Delete Group' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${name}?` });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('become global unsubscribes'));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(notifications()).findByText(`${name} was deleted`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
    await waitFor(() => expect(screen.queryByRole('heading', { name })).toBeNull());
  });

  it('shows a failed delete inside the dialog', async () => {
    scenarios.apply('unsubscribe-groups-delete-500');
    const { user } = renderApp('/unsubscribe-groups/20/edit/preview/unsubscribe/delete');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('internal server error')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Group Name')).toBeInTheDocument();
  });

  it('says when the group does not exist', async () => {
    renderApp('/unsubscribe-groups/99999/edit/preview/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'Unsubscribe group not found' })).toBeInTheDocument();
  });
});

describe('Previewing a group', () => {
  it('shows the group on both recipient pages without a form', async () => {
    const { user, router } = renderApp('/unsubscribe-groups/1/preview/unsubscribe');
    const heading = await screen.findByRole('heading', { level: 1, name: /^Preview: / });
    const name = heading.textContent!.replace('Preview: ', '');
    expect(screen.getByText(`Unsubscribe from ${name}?`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Preferences page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups/1/preview/preferences'));
    expect(await screen.findByRole('figure', { name: 'How the preferences page looks to a recipient' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Group' })).toHaveAttribute('href', '/unsubscribe-groups/1/edit/preview/preferences');
  });
});
