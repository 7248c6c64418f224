import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { allMessages } from '@/shared/sending/automation-tree';
import { AUTH_TOKEN_COOKIE } from '@/shared/session/cookie-names';
import { ROW_HEIGHT } from '@/shared/ui/data-table/use-virtual-rows';
import { automationsOf, type AutomationRecord } from '@mocks/db/automations';
import { signInAs } from '@mocks/node';
import { recordRequests } from '@test/record-requests';
import { createTestDependencies } from '@test/test-dependencies';
import { CONTACTS_REFRESH_MS } from '../epics';
import { AutomationContactListPage } from './AutomationContactListPage';

const automationOf = (predicate: (automation: AutomationRecord) => boolean) => {
  const automation = automationsOf('avery').find(predicate);
  if (!automation) throw new Error('no such seeded automation');
  return automation;
};
/** jsdom lays nothing out: the grid gets a viewport of 20 rows, as a browser would give it. */
function layOutGrid() {
  const isGrid = (element: Element) => element.getAttribute('role') === 'grid';
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 20 * ROW_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isGrid(this) ? 1200 : 0;
  });
}

const welcomeSeries = () => automationOf((automation) => automation.name === 'Welcome series');

/** The page as the detail table mounts it (detail/contact_list), without the rest of the automations area. */
function renderContactList(id: string) {
  Cookies.set(AUTH_TOKEN_COOKIE, signInAs('owner-advanced').token, { path: '/' });
  const store = createAppStore(createTestDependencies());
  const router = createMemoryRouter(
    [
      { path: '/automations/:id/detail/contact_list', Component: AutomationContactListPage },
      { path: '/automations/:id/detail', element: <h1>Detail</h1> },
    ],
    { initialEntries: [`/automations/${id}/detail/contact_list`] },
  );
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user };
}

const contactsRequests = (requests: ReturnType<typeof recordRequests>, id: string) =>
  requests.filter((request) => request.method === 'GET' && request.path === `/v3/marketing/automations/${id}/contacts`);

describe('Automation contact list', () => {
  beforeEach(layOutGrid);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows who is in the automation and at which step, with the summary by state and per email', async () => {
    const automation = welcomeSeries();
    renderContactList(automation.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Contacts in ${automation.name}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: automation.name })).toHaveAttribute('href', `/automations/${automation.id}/detail`);
    const perEmail = await screen.findByRole('table', { name: 'Contacts per email' });
    expect(within(perEmail).getAllByRole('row')).toHaveLength(allMessages(automation.steps).length + 1);
    const grid = await screen.findByRole('grid', { name: 'Contacts in the automation' });
    await waitFor(() => expect(within(grid).getAllByText(/^(Waiting for|Last sent) Email \d+/).length).toBeGreaterThan(0));
    expect(screen.getByText('All contacts', { selector: 'dt' })).toBeInTheDocument();
  });

  it('filters by state and by email', async () => {
    const automation = welcomeSeries();
    const first = allMessages(automation.steps)[0]!;
    const requests = recordRequests();
    const { user } = renderContactList(automation.id);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'waiting');
    await waitFor(() => expect(contactsRequests(requests, automation.id).some((request) => request.search.includes('state=waiting'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Email' }), String(first.number));
    await waitFor(() =>
      expect(contactsRequests(requests, automation.id).some((request) => request.search.includes('state=waiting') && request.search.includes(`message_number=${first.number}`))).toBe(
        true,
      ),
    );
  });

  it('reads the list of a live automation again while it is shown, and stops when it is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const automation = welcomeSeries();
    const requests = recordRequests();
    const { router } = renderContactList(automation.id);
    const count = () => contactsRequests(requests, automation.id).length;
    await screen.findByRole('grid', { name: 'Contacts in the automation' });
    await waitFor(() => expect(count()).toBeGreaterThan(0));
    const before = count();
    await act(() => vi.advanceTimersByTimeAsync(CONTACTS_REFRESH_MS));
    await waitFor(() => expect(count()).toBeGreaterThan(before));
    await act(() => router.navigate(`/automations/${automation.id}/detail`));
    const left = count();
    await act(() => vi.advanceTimersByTimeAsync(CONTACTS_REFRESH_MS * 3));
    expect(count()).toBe(left);
  });

  it('says who will enter a draft that has no contacts yet', async () => {
    const draft = automationOf((automation) => automation.status === 'draft');
    renderContactList(draft.id);
    expect(await screen.findByRole('heading', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getByText(/Contacts enter once this automation is live/)).toBeInTheDocument();
  });
});
