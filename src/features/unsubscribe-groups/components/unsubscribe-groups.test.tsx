import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
import { TEST_ORIGIN } from '@test/test-dependencies';
import { DATA_CHANGED_CHANNEL } from '@/shared/broadcast/data-changes';

const groupList = () => screen.getByRole('list', { name: 'Unsubscribe groups' });
const cards = () => within(groupList()).getAllByRole('listitem');
const cardOf = (name: string) => {
  const card = cards().find((item) => within(item).queryByRole('heading', { name }));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe('Unsubscribe groups list', () => {
  it('shows 25 groups with their facts and actions, then the rest on request, announcing the end', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/unsubscribe-groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe Groups' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(25));
    const newsletter = cardOf('Weekly Newsletter');
    expect(within(newsletter).getByText('Trail stories, new gear and tips, every Thursday.')).toBeInTheDocument();
    expect(within(newsletter).getByText('1,184')).toBeInTheDocument();
    expect(within(newsletter).getByText('Displayed')).toBeInTheDocument();
    expect(within(newsletter).getByText('Last email sent')).toBeInTheDocument();
    for (const name of ['Edit', 'Preview', 'Upload CSV', 'Add manually']) {
      expect(within(newsletter).getByRole('link', { name })).toHaveAccessibleDescription('Weekly Newsletter');
    }
    expect(within(newsletter).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Showing the first 25 groups.');

    await user.click(screen.getByRole('button', { name: 'Load more groups' }));
    await waitFor(() => expect(cards()).toHaveLength(32));
    expect(screen.getByText('All 32 groups are shown. You have reached the end of the list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more groups' })).toBeNull();
    expect(within(cardOf('Spring Launch 2026')).getByText('Never')).toBeInTheDocument();
    const pages = requests.filter((request) => request.method === 'GET' && request.path === '/v3/asm/groups');
    expect(pages).toHaveLength(2);
  });

  it('asks for 25 groups a page with limit and offset', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v3/asm/groups') urls.push(new URL(request.url).search);
    });
    const { user } = renderApp('/unsubscribe-groups');
    await screen.findByRole('button', { name: 'Load more groups' });
    await user.click(screen.getByRole('button', { name: 'Load more groups' }));
    await screen.findByText(/You have reached the end of the list/);
    expect(urls).toEqual(['?limit=25&offset=0', '?limit=25&offset=25']);
  });

  it('explains what unsubscribe groups are for when there are none', async () => {
    server.use(http.get('*/v3/asm/groups', () => HttpResponse.json([])));
    renderApp('/unsubscribe-groups');
    expect(await screen.findByRole('heading', { name: 'Create your first unsubscribe group' })).toBeInTheDocument();
    expect(screen.getByText(/leave just the one they no longer want/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create New Group' }).length).toBeGreaterThan(0);
  });

  it('shows a danger alert and a retry when the list fails to load', async () => {
    scenarios.apply('unsubscribe-groups-list-500');
    const { user } = renderApp('/unsubscribe-groups');
    expect(await within(await screen.findByRole('region', { name: 'Notifications' })).findByText('We could not load your unsubscribe groups.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not load your unsubscribe groups' })).toBeInTheDocument();
    scenarios.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
  });

  it('refreshes when the backend says another tab created a group', async () => {
    const { dependencies } = renderApp('/unsubscribe-groups');
    await waitFor(() => expect(cards()).toHaveLength(25));
    server.use(
      http.get('*/v3/asm/groups', () =>
        HttpResponse.json([{ id: 900, name: 'From another tab', description: 'Made elsewhere.', is_default: false, unsubscribes: 0, last_email_sent_at: null }]),
      ),
    );
    dependencies.broadcast.receive(DATA_CHANGED_CHANNEL, { type: 'data-changed', path: '/asm/groups', origin: 'another-tab' });
    expect(await screen.findByRole('heading', { name: 'From another tab' })).toBeInTheDocument();
  });

  it('shows an impersonated subuser’s groups', async () => {
    renderApp('/unsubscribe-groups', { persona: 'admin-impersonating' });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cardOf('Product Drops')).toBeInTheDocument();
  });

  it('works under /legacy too', async () => {
    renderApp('/legacy/unsubscribe-groups');
    await waitFor(() => expect(cards()).toHaveLength(25));
  });
});

describe('Deleting a group that holds addresses', () => {
  it('asks for the group’s name to be typed, exactly, before Delete sends the request', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/unsubscribe-groups/1/edit/preview/unsubscribe/delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Weekly Newsletter?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('The 1,184 addresses that left this group are deleted with it.'));
    const field = within(dialog).getByRole('textbox', { name: 'Type Weekly Newsletter to confirm' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();

    await user.type(field, 'weekly newsletter{Enter}');
    expect(remove).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Weekly Newsletter');
    expect(remove).toBeEnabled();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(remove);

    expect(await within(notifications()).findByText('Weekly Newsletter was deleted')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/v3/asm/groups/1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/unsubscribe-groups'));
  });
});

describe('Exporting a group’s unsubscribes', () => {
  it('asks for a CSV export and has the browser download it, named after the group', async () => {
    const requests = recordRequests();
    const { user, location } = renderApp('/unsubscribe-groups');
    await waitFor(() => expect(cards()).toHaveLength(25));
    await user.click(within(cardOf('Weekly Newsletter')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(location.download).toHaveBeenCalledTimes(1));
    const [url, filename] = location.download.mock.calls[0]!;
    expect(filename).toBe('weekly-newsletter-unsubscribes.csv');
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/v3/mock-downloads/[0-9a-f-]{36}\\.csv$`));
    const exportRequest = requests.find((request) => request.method === 'POST' && request.path.startsWith('/v3/download/asm/groups/'));
    expect(exportRequest?.headers.get('accept')).toBe('text/csv');
    expect(await within(notifications()).findByText('The unsubscribe list of Weekly Newsletter is downloading')).toBeInTheDocument();
    const csv = await (await fetch(url)).text();
    expect(csv.split('\r\n')[0]).toBe('email,group_id,group_name,unsubscribed_at');
    expect(csv.trim().split('\r\n')).toHaveLength(1185);
  });

  it('says the export failed, in the spec’s words, when the request fails', async () => {
    scenarios.apply('unsubscribe-groups-export-500');
    const { user, location } = renderApp('/unsubscribe-groups');
    await waitFor(() => expect(cards()).toHaveLength(25));
    await user.click(within(cardOf('Weekly Newsletter')).getByRole('button', { name: 'Export' }));
    expect(
      await within(notifications()).findByText('We were unable to export your unsubscribe list. Please try again or contact Support.'),
    ).toBeInTheDocument();
    expect(location.download).not.toHaveBeenCalled();
  });

  it('shows an error when the answer has no download URL', async () => {
    scenarios.apply('unsubscribe-groups-export-no-url');
    const { user, location } = renderApp('/unsubscribe-groups');
    await waitFor(() => expect(cards()).toHaveLength(25));
    await user.click(within(cardOf('Weekly Newsletter')).getByRole('button', { name: 'Export' }));
    expect(
      await within(notifications()).findByText('We were unable to export your unsubscribe list. Please try again or contact Support.'),
    ).toBeInTheDocument();
    expect(location.download).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(document.cookie)', 'https://evil.example/steal.csv', 'data:text/csv,a', '//evil.example/x.csv'])(
    'never navigates to a hostile download URL: %s',
    async (hostile) => {
      server.use(http.post('*/v3/download/asm/groups/:id/suppressions', () => HttpResponse.json({ download_url: hostile })));
      const { user, location } = renderApp('/unsubscribe-groups');
      await waitFor(() => expect(cards()).toHaveLength(25));
      await user.click(within(cardOf('Weekly Newsletter')).getByRole('button', { name: 'Export' }));
      expect(await within(notifications()).findByText(/We were unable to export your unsubscribe list/)).toBeInTheDocument();
      expect(location.download).not.toHaveBeenCalled();
    },
  );
});
