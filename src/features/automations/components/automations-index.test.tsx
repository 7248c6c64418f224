import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { automationsOf, insertAutomation } from '@mocks/db/automations';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

/** jsdom lays nothing out: the grid gets a viewport of `rows` rows, as a browser would give it. */
function layOut(rows: number) {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? rows * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 1200 : 0;
  });
}

beforeEach(() => layOut(40));
afterEach(() => vi.restoreAllMocks());

const UUID = '[0-9a-f-]{36}';
const grid = () => screen.getByRole('grid', { name: 'Automations' });
const rowNames = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) => within(row).queryAllByRole('link').slice(0, 1).map((link) => link.textContent ?? ''));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('[role="row"]') as HTMLElement;
const avery = () => automationsOf('avery');
const withStatus = (status: string) => avery().find((automation) => automation.status === status)!;

async function openIndex(path = '/automations', persona?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, persona);
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(1));
  return view;
}

describe('the automations index', () => {
  it('lists every automation newest update first: name, Live or Draft, entry, emails, last update', async () => {
    const requests = recordRequests();
    await openIndex();
    expect(screen.getByRole('heading', { level: 1, name: 'Automations' })).toBeInTheDocument();
    expect(rowNames()).toEqual(avery().map((automation) => automation.name));
    for (const header of ['Name', 'Status', 'Entry', 'Emails', 'Last update']) expect(within(grid()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const live = withStatus('live');
    expect(within(rowOf(live.name)).getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: live.name })).toHaveAttribute('href', `/automations/${live.id}/detail`);
    // Lists show live or draft (spec §4); a paused or disabled one says which beside it.
    for (const status of ['paused', 'disabled'] as const) {
      const row = within(rowOf(withStatus(status).name));
      expect(row.getByText('Draft')).toBeInTheDocument();
      expect(row.getByText(status === 'paused' ? 'Paused' : 'Disabled')).toBeInTheDocument();
    }
    expect(within(rowOf(live.name)).getByTitle(/^(List|Segment): /)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'GET' && request.path === '/v3/marketing/automations' && request.search.includes('page_size=25'))).toBe(true);
  });

  it('pages 25 at a time, placeholders standing for the rows still to come', async () => {
    const [template] = avery();
    const more = 40 - avery().length;
    for (let n = 1; n <= more; n += 1) {
      const at = new Date(Date.parse('2030-01-01T00:00:00Z') + n * 1000).toISOString();
      insertAutomation({ ...template!, id: crypto.randomUUID(), name: `Bulk automation ${n}`, status: 'draft', updated_at: at, created_at: at });
    }
    const total = avery().length;
    layOut(10);
    const { user } = renderApp('/automations');
    await screen.findByText(`Showing 25 of ${total} automations.`);
    expect(grid()).toHaveAttribute('aria-rowcount', String(total + 1));
    await user.click(screen.getByRole('button', { name: 'Load more automations' }));
    expect(await screen.findByText(`All ${total} automations are shown.`)).toBeInTheDocument();
  });

  it('searches by name', async () => {
    const requests = recordRequests();
    const { user } = await openIndex();
    const target = avery()[1]!;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), target.name);
    await waitFor(() => expect(rowNames()).toEqual([target.name]));
    expect(requests.some((request) => new URLSearchParams(request.search).get('name') === target.name)).toBe(true);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz-no-such-automation');
    expect(await screen.findByText('No automations match this name.')).toBeInTheDocument();
  });

  it('duplicates an automation as "Copy of <name>", first in the list', async () => {
    const { user } = await openIndex();
    const source = withStatus('draft');
    await user.click(within(rowOf(source.name)).getByRole('button', { name: `Duplicate ${source.name}` }));
    expect(await screen.findByText(`Copy of ${source.name} was created.`)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()[0]).toBe(`Copy of ${source.name}`));
    expect(within(rowOf(`Copy of ${source.name}`)).getByText('Draft')).toBeInTheDocument();
  });

  it('says the exit-criteria limit when a duplicate would pass it', async () => {
    server.use(
      http.post('*/v3/marketing/automations/:id/duplicate', () =>
        HttpResponse.json({ errors: [{ field: 'exit_criteria', error_id: 'exit_criteria_limit', message: AUTOMATION_MESSAGES.exitCriteriaLimit }] }, { status: 400 }),
      ),
    );
    const { user } = await openIndex();
    const source = withStatus('draft');
    await user.click(within(rowOf(source.name)).getByRole('button', { name: `Duplicate ${source.name}` }));
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByText(AUTOMATION_MESSAGES.exitCriteriaLimit)).toBeInTheDocument();
  });

  it('sets a draft live, or lists what the server says is missing with the way to fix it', async () => {
    server.use(
      http.post('*/v3/marketing/automations/:id/live', () =>
        HttpResponse.json(
          {
            errors: [
              { field: 'suppression_group_id', message: AUTOMATION_MESSAGES.unsubscribe },
              { field: 'messages', message: AUTOMATION_MESSAGES.messageSender, message_number: 1 },
              { field: 'messages', message: AUTOMATION_MESSAGES.messageSender, message_number: 2 },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openIndex();
    const draft = withStatus('draft');
    await user.click(within(rowOf(draft.name)).getByRole('button', { name: `Set ${draft.name} live` }));
    const dialog = await screen.findByRole('dialog', { name: `${draft.name} cannot be set live yet` });
    const problems = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toEqual([AUTOMATION_MESSAGES.unsubscribe, `Email 1: ${AUTOMATION_MESSAGES.messageSender}`, `Email 2: ${AUTOMATION_MESSAGES.messageSender}`]);
    expect(within(dialog).getByRole('link', { name: `Open ${draft.name} to fix them` })).toHaveAttribute('href', `/automations/${draft.id}/detail`);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a paused automation live once the server sets it live', async () => {
    const requests = recordRequests();
    server.use(
      http.post('*/v3/marketing/automations/:id/live', async ({ params }) => {
        const record = avery().find((automation) => automation.id === params.id)!;
        return HttpResponse.json({ ...record, status: 'live', live_at: new Date().toISOString() });
      }),
    );
    const { user } = await openIndex();
    const paused = withStatus('paused');
    await user.click(within(rowOf(paused.name)).getByRole('button', { name: `Set ${paused.name} live` }));
    expect(await screen.findByText(`${paused.name} is live.`)).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(paused.name)).getByText('Live')).toBeInTheDocument());
    expect(within(rowOf(paused.name)).getByRole('button', { name: `Disable ${paused.name}` })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === `/v3/marketing/automations/${paused.id}/live`)).toBe(true);
  });

  it('disables a live automation after a confirmation that says it stops all emails', async () => {
    const requests = recordRequests();
    const { user } = await openIndex();
    const live = withStatus('live');
    await user.click(within(rowOf(live.name)).getByRole('button', { name: `Disable ${live.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Disable ${live.name}?` });
    expect(within(dialog).getByText(/disabling stops all emails/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(`${live.name} was disabled.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf(live.name)).getByText('Disabled')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === `/v3/marketing/automations/${live.id}/disable`)).toBe(true);
    expect(avery().find((automation) => automation.id === live.id)?.status).toBe('disabled');
  });

  it('cancelling the disable leaves the automation live', async () => {
    const requests = recordRequests();
    const { user } = await openIndex();
    const live = withStatus('live');
    await user.click(within(rowOf(live.name)).getByRole('button', { name: `Disable ${live.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.path.endsWith('/disable'))).toBe(false);
  });

  it('deletes one automation after a confirmation at /automations/:id/delete', async () => {
    const target = withStatus('draft');
    const { user, router } = renderApp(`/automations/${target.id}/delete`);
    const dialog = await screen.findByRole('dialog', { name: `Delete ${target.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${target.name} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations'));
    expect(avery().some((automation) => automation.id === target.id)).toBe(false);
  });

  it('gives the 404 page for a delete path without a valid id', async () => {
    renderApp('/automations/not-a-uuid/delete');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });

  it('bulk deletes the chosen automations at /automations/bulk_delete', async () => {
    const requests = recordRequests();
    const { user, router } = await openIndex();
    const [first, second] = avery();
    await user.click(screen.getByRole('checkbox', { name: `Select ${first!.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${second!.name}` }));
    await user.click(screen.getByRole('link', { name: 'Delete selected' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations/bulk_delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 automations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 automations were deleted.')).toBeInTheDocument();
    const deletes = requests.filter((request) => request.method === 'DELETE' && request.path === '/v3/marketing/automations');
    expect(deletes).toHaveLength(1);
    expect(new URLSearchParams(deletes[0]!.search).get('ids')!.split(',').sort()).toEqual([first!.id, second!.id].sort());
    await waitFor(() => expect(router.state.location.pathname).toBe('/automations'));
    expect(avery().some((automation) => automation.id === first!.id || automation.id === second!.id)).toBe(false);
  });

  it('invites to create the first automation when there is none', async () => {
    server.use(http.get('*/v3/marketing/automations', ({ request }) => HttpResponse.json({ result: [], _metadata: { self: request.url, count: 0 } })));
    renderApp('/automations');
    expect(await screen.findByRole('heading', { name: 'Create your first automation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a starting point' })).toHaveAttribute('href', '/automations/choose');
  });

  it('is the same index under /legacy/automations, its links staying there', async () => {
    await openIndex('/legacy/automations');
    expect(screen.getByRole('link', { name: 'Create an Automation' })).toHaveAttribute('href', '/legacy/automations/selector');
    const live = withStatus('live');
    expect(screen.getByRole('link', { name: live.name })).toHaveAttribute('href', `/legacy/automations/${live.id}/detail`);
  });
});

describe('creating an automation', () => {
  it('the selector names the automation after its starting point and opens the new draft', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/automations/selector');
    const dialog = await screen.findByRole('dialog', { name: 'Create an automation' });
    const name = within(dialog).getByRole('textbox', { name: /Automation Name/ });
    expect(name).toHaveValue('Untitled Automation');
    await user.click(within(dialog).getByRole('radio', { name: 'Welcome series' }));
    expect(name).toHaveValue('Untitled Welcome Series');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/automations/${UUID}/detail$`)));
    const post = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/automations');
    expect(post?.body).toEqual({ template: 'welcome', name: 'Untitled Welcome Series' });
    const id = router.state.location.pathname.split('/')[2]!;
    expect(avery().find((automation) => automation.id === id)).toMatchObject({ name: 'Untitled Welcome Series', status: 'draft' });
  });

  it('asks for a name next to the field', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/automations/selector');
    const dialog = await screen.findByRole('dialog', { name: 'Create an automation' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Automation Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(AUTOMATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/v3/marketing/automations')).toBe(false);
  });

  it('keeps what was typed when the server fails', async () => {
    server.use(http.post('*/v3/marketing/automations', () => HttpResponse.json({ errors: [{ field: null, message: 'boom' }] }, { status: 500 })));
    const { user } = renderApp('/automations/selector');
    const dialog = await screen.findByRole('dialog', { name: 'Create an automation' });
    const name = within(dialog).getByRole('textbox', { name: /Automation Name/ });
    await user.clear(name);
    await user.type(name, 'Spring welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('We could not create the automation.')).toBeInTheDocument();
    expect(name).toHaveValue('Spring welcome');
  });

  it('the choose page outlines each starting point; "Use this" makes the draft under its default name', async () => {
    const requests = recordRequests();
    const { user, router } = renderApp('/automations/choose');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a starting point' })).toBeInTheDocument();
    expect(screen.getByText('Starts as “Untitled Automation”.')).toBeInTheDocument();
    expect(screen.getByText('Starts as “Untitled Welcome Series”.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Welcome series outline' })).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Use this: Blank automation' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/automations/${UUID}/detail$`)));
    expect(requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/automations')?.body).toEqual({ template: 'blank' });
    const id = router.state.location.pathname.split('/')[2]!;
    expect(avery().find((automation) => automation.id === id)?.name).toBe('Untitled Automation');
  });
});

describe('the Advanced plan gate', () => {
  it('shows an account on another plan what automations do and the upgrade, on every automations route', async () => {
    scenarios.apply('basic-plan');
    for (const path of ['/automations', '/automations/choose', '/automations/selector', `/automations/${withStatus('draft').id}/delete`]) {
      const requests = recordRequests();
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: AUTOMATION_MESSAGES.featureNeedsAdvanced })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Upgrade to Advanced (opens in a new tab)' })).toHaveAttribute('href', 'https://app.sendgrid.com/account/billing');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requests.some((request) => request.path.startsWith('/v3/marketing/automations'))).toBe(false);
      unmount();
    }
  });

  it('lets the Advanced account of an impersonated subuser in', async () => {
    renderApp('/automations', { persona: 'admin-impersonating' });
    expect(await screen.findByRole('grid', { name: 'Automations' })).toBeInTheDocument();
    expect(screen.queryByText(AUTOMATION_MESSAGES.featureNeedsAdvanced)).not.toBeInTheDocument();
  });
});
