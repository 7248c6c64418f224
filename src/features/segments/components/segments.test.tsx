import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { server } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';
// Loaded ahead: the first lazy load of a page would otherwise spend the test's wait on compiling it.
import './SegmentBuilderPage';
import './SegmentDetailPage';
import './SegmentsPage';
import { MAX_SEGMENTS, SEGMENT_LIMIT_MESSAGE } from '../limits';
import { DELETED_FIELD_MESSAGE, LIMIT_REACHED_NOTICE, TOO_ADVANCED_MESSAGE, TOO_MANY_REFRESHES_MESSAGE, V1_NOTICE } from '../messages';

const INDEX = '/contacts/segments';
const segmentsTable = () => screen.findByRole('table', { name: 'Segments' });
const rowOf = async (name: string) => {
  const table = await segmentsTable();
  const row = await waitFor(() => within(table).getByText(name, { exact: true }).closest('tr'));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** Opens a segment's detail from the index, by its name. */
async function openDetail(name: string, path = INDEX) {
  const app = renderApp(path);
  await app.user.click((await rowOf(name)).getByRole('link', { name }));
  await screen.findByRole('heading', { level: 1, name });
  // The heading shows the name known from the index before the segment itself has loaded.
  await waitFor(() => expect(screen.queryByText('Loading the segment')).toBeNull());
  return app;
}

describe('segments index', () => {
  it('lists each segment with its parent, count, last refresh and status, and V1 segments read-only with their notice', async () => {
    renderApp(INDEX);
    expect(await screen.findByRole('heading', { level: 1, name: 'Segments' })).toBeInTheDocument();
    const gold = await rowOf('Gold and Platinum members');
    expect(gold.getByText('All Contacts')).toBeInTheDocument();
    expect(gold.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', expect.stringMatching(/\/contacts\/segments\/[^/]+\/edit$/));

    const invalid = await rowOf('Old VIP codes');
    expect(invalid.getByText('Invalid')).toBeInTheDocument();
    expect(invalid.getByText(/vip_code/)).toBeInTheDocument();

    const legacy = screen.getByRole('table', { name: 'V1 segments' });
    expect(screen.getByText(V1_NOTICE)).toBeInTheDocument();
    const seattle = within(within(legacy).getByText('Seattle shoppers (2021)').closest('tr')!);
    expect(seattle.getByText('212')).toBeInTheDocument();
    expect(seattle.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(seattle.getByRole('link', { name: 'Delete' })).toHaveAttribute('href', expect.stringMatching(/\/contacts\/segments\/v1\/[^/]+\/delete$/));
  });

  it('stops at 200 segments: no create button, and the builder says the limit and sends nothing', async () => {
    const summary = (index: number) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Segment ${index}`,
      contacts_count: 0,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      parent_list_ids: [],
      query_version: '2',
      status: { query_validation: 'VALID' },
    });
    server.use(
      http.get('*/v3/marketing/segments/2.0', () => HttpResponse.json({ results: Array.from({ length: MAX_SEGMENTS }, (_, index) => summary(index)) })),
    );
    const { user, router } = renderApp(INDEX);
    expect(await screen.findByText(LIMIT_REACHED_NOTICE(MAX_SEGMENTS))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Segment' })).toBeNull();

    await router.navigate(`${INDEX}/create`);
    expect(await screen.findByText(SEGMENT_LIMIT_MESSAGE)).toBeInTheDocument();
    const requests = recordRequests();
    await user.type(await screen.findByRole('textbox', { name: /^Segment Name/ }), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Remove condition 1 of group 1' }));
    await user.click(screen.getByRole('button', { name: 'Create Segment' }));
    expect(requests.filter((request) => request.method === 'POST' && request.path === '/v3/marketing/segments/2.0')).toEqual([]);
  });

  it('works under /legacy too', async () => {
    renderApp(`/legacy${INDEX}`);
    const gold = await rowOf('Gold and Platinum members');
    expect(gold.getByRole('link', { name: 'Gold and Platinum members' })).toHaveAttribute('href', expect.stringMatching(/^\/legacy\/contacts\/segments\//));
  });

  it('deletes a segment after confirming, keeping its contacts, and says so', async () => {
    const requests = recordRequests();
    const { user } = renderApp(INDEX);
    await user.click((await rowOf('Gold and Platinum members')).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Gold and Platinum members?' });
    expect(within(dialog).getByText(/The contacts in it are not deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(notifications()).findByText('Gold and Platinum members was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gold and Platinum members')).toBeNull());
    expect(requests.some((request) => request.method === 'DELETE' && /\/marketing\/segments\/2\.0\/[^/]+$/.test(request.path))).toBe(true);
  });

  it('deletes a V1 segment through the legacy endpoint', async () => {
    const requests = recordRequests();
    const { user } = renderApp(INDEX);
    const legacy = await screen.findByRole('table', { name: 'V1 segments' });
    await user.click(within(within(legacy).getByText('Seattle shoppers (2021)').closest('tr')!).getByRole('link', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Seattle shoppers (2021)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(notifications()).findByText('Seattle shoppers (2021) was deleted')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && /\/marketing\/segments\/[^/2][^/]*$/.test(request.path))).toBe(true);
  });
});

describe('segment detail', () => {
  // jsdom lays nothing out: the sample's virtual grid gets a viewport ten rows high, as a browser would give it.
  beforeEach(() => {
    const isGrid = (element: HTMLElement) => element.getAttribute('role') === 'grid';
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return isGrid(this) ? 10 * ROW_HEIGHT : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isGrid(this) ? 960 : 0;
    });
  });

  it('shows the count, the parent, the sample and its update times, and the conditions in words', async () => {
    await openDetail('Gold and Platinum members');
    expect(screen.getByText('Contacts', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Sample updated', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Next sample update', { selector: 'dt' })).toBeInTheDocument();
    const words = await screen.findByRole('list', { name: 'Conditions in words' });
    expect(words).toHaveTextContent(/loyalty_tier.*Gold.*or.*loyalty_tier.*Platinum/);
    expect(await screen.findByRole('grid', { name: 'Sample of contacts in this segment' })).toBeInTheDocument();
  });

  it('explains why a sampled contact is in the segment, condition by condition, with its values', async () => {
    const { user } = await openDetail('Gold and Platinum members');
    const grid = await screen.findByRole('grid', { name: 'Sample of contacts in this segment' });
    const why = await within(grid).findAllByRole('button', { name: /^Why is .+ in this segment\?$/ });
    await user.click(why[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^Why is .+ in this segment\?$/ });
    expect(within(dialog).getByText(/meets every group of conditions/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Met').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('loyalty_tier = "Gold"')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/: "(Gold|Platinum)"$/)).toHaveLength(2);
  });

  it('shows a query the builder cannot show read-only with its count, and still duplicates it with the same query', async () => {
    const requests = recordRequests();
    const { user, router } = await openDetail('Gmail and Yahoo addresses');
    expect(screen.getByText(/Query too advanced for rendering/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(TOO_ADVANCED_MESSAGE.replace('.', '\\.')))).toBeInTheDocument();
    const query = screen.getByLabelText('Query');
    expect(query).toHaveTextContent('array_contains');

    await user.click(screen.getByRole('link', { name: 'Duplicate' }));
    const name = await screen.findByRole('textbox', { name: /^Segment Name/ });
    expect(name).toHaveValue('Copy of Gmail and Yahoo addresses');
    expect(screen.getByLabelText('Query')).toHaveTextContent(query.textContent ?? '');
    await user.click(screen.getByRole('button', { name: 'Create Segment' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/contacts\/segments\/[0-9a-f-]{36}$/));
    const created = requests.find((request) => request.method === 'POST' && request.path === '/v3/marketing/segments/2.0');
    expect(created?.body).toEqual({ name: 'Copy of Gmail and Yahoo addresses', query_dsl: query.textContent });
  });

  it('shows an invalid segment as invalid, names the deleted field, and offers to edit it', async () => {
    const { user } = await openDetail('Old VIP codes');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Invalid segment');
    expect(notice).toHaveTextContent('it uses the custom field vip_code, which was deleted');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: 'Edit segment' }));
    const field = await screen.findByRole('combobox', { name: 'Field' });
    expect(field).toHaveDisplayValue('Deleted field vip_code');
    expect(screen.getByText(DELETED_FIELD_MESSAGE)).toBeInTheDocument();
  });
});

describe('refresh', () => {
  it('shows the refreshes left and, once used, when the next one is possible', async () => {
    const requests = recordRequests();
    const { user } = await openDetail('Gold and Platinum members');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveAccessibleDescription('2 refreshes left today.');
    await user.click(refresh);
    expect(await within(notifications()).findByText(/Gold and Platinum members is being refreshed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription(
      /^1 refresh left today\. A segment can be refreshed once an hour: the next refresh is possible at .+\.$/,
    );
    const sent = requests.find((request) => request.path.includes('/refresh/'));
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ user_time_zone: expect.stringMatching(/^[A-Za-z_]+\/[A-Za-z_]+$|^UTC$/) });
  });

  it('gives a 429 its own message, not a failure alert', async () => {
    server.use(
      http.post('*/v3/marketing/segments/2.0/refresh/:id', () =>
        HttpResponse.json({ errors: [{ field: null, message: 'too many requests: an account can refresh segments 10 times a day' }] }, { status: 429 }),
      ),
    );
    const { user } = await openDetail('Gold and Platinum members');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(TOO_MANY_REFRESHES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Refresh limit reached')).toBeInTheDocument();
    expect(within(notifications()).queryByText(/could not refresh/)).toBeNull();
    // The segment had refreshes left, so the account's ten are used up: every segment waits for midnight.
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription(/^Your account used its 10 refreshes for today\./);
  });
});
