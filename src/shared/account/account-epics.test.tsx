import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore, type AppStore } from '@/app/store';
import { signInAs, server, type PersonaId } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { createFakeLocation, createTestDependencies } from '@test/test-dependencies';
import { AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '../session/cookie-names';
import { CONTACT_COUNT_FAILED_MESSAGE, EMAIL_TESTING_UNAVAILABLE_MESSAGE } from './account-messages';
import type { AccountResourceName } from './account-resources';
import {
  selectAccountResourceState,
  selectContactCounts,
  selectContactUsage,
  selectHasNewMarketingAccess,
  selectPlan,
  selectScopeAccessRequest,
  selectScopes,
  selectSendCredits,
  selectUsername,
  selectUserTimezone,
} from './account-selectors';
import { accountResourceRefreshRequested, accountResourcesRequested, scopeAccessRequested } from './account-slice';
import { UTC_TIMEZONE } from './types';
import { useAccountResources, type AccountResourcesStatus } from './use-account-resources';

function start(persona: PersonaId, pathname = '/') {
  const session = signInAs(persona);
  Cookies.set(AUTH_TOKEN_COOKIE, session.token, { path: '/' });
  if (session.impersonating) Cookies.set(IMPERSONATION_COOKIE, session.impersonating, { path: '/' });
  const deps = createTestDependencies(createFakeLocation(pathname));
  const requests = recordRequests();
  const store = createAppStore(deps);
  const calls = (path: string) => requests.filter((request) => request.path === `/v3${path}`);
  return { store, deps, requests, calls };
}

const statusOf = (store: AppStore, name: AccountResourceName) =>
  selectAccountResourceState(store.getState(), name).request.status;

const settled = (store: AppStore, ...names: AccountResourceName[]) =>
  vi.waitFor(() => {
    for (const name of names) expect(['Complete', 'Error']).toContain(statusOf(store, name));
  });

const alerts = (store: AppStore) => store.getState().alerts.items.map(({ type, message }) => ({ type, message }));

describe('cached account service', () => {
  it('sends one request per resource however many screens ask at once', async () => {
    const { store, calls } = start('owner-advanced');
    for (let i = 0; i < 10; i += 1) store.dispatch(accountResourcesRequested(['scopes', 'featureToggles', 'scopes']));
    await settled(store, 'scopes', 'featureToggles');
    store.dispatch(accountResourcesRequested(['scopes']));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(calls('/scopes')).toHaveLength(1);
    expect(calls('/feature_toggles')).toHaveLength(1);
    expect(selectScopes(store.getState())).toContain('marketing.automation.read');
    expect(selectHasNewMarketingAccess(store.getState())).toBe(true);
  });

  it('serves ten components with one request through the hook', async () => {
    const { store, calls } = start('owner-free');
    const seen: AccountResourcesStatus[] = [];
    function Widget() {
      seen.push(useAccountResources(['contactCounts', 'entitlements', 'account']));
      return null;
    }
    render(
      <Provider store={store}>
        {Array.from({ length: 10 }, (_, index) => (
          <Widget key={index} />
        ))}
      </Provider>,
    );
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ loaded: true, failed: [] }));
    expect(seen[0]).toEqual({ loaded: false, failed: [] });
    expect(calls('/marketing/contacts/count')).toHaveLength(1);
    expect(calls('/accounts/offerings')).toHaveLength(1);
    expect(calls('/user/account')).toHaveLength(1);
    expect(selectPlan(store.getState())).toBe('free');
    expect(selectContactUsage(store.getState())).toEqual({
      count: 1_840, billable: 1_840, limit: 2_000, ratio: 0.92, nearLimit: true, mustUpgrade: true,
    });
  });

  it('reloads a resource on refresh', async () => {
    const { store, calls } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['sendCredits']));
    await settled(store, 'sendCredits');
    act(() => {
      store.dispatch(accountResourceRefreshRequested('sendCredits'));
    });
    expect(statusOf(store, 'sendCredits')).toBe('InFlight');
    expect(selectSendCredits(store.getState())).toBeDefined();
    await settled(store, 'sendCredits');
    expect(calls('/marketing/credits/email')).toHaveLength(2);
  });

  it('treats a failed profile as a 401: logs out to the login page', async () => {
    scenarios.apply('account-profile-500');
    const { store, deps } = start('owner-advanced', '/senders');
    store.dispatch(accountResourcesRequested(['profile']));
    await vi.waitFor(() => expect(deps.location.assign).toHaveBeenCalledWith('/login?redirect_to=%2Fsenders'));
    expect(statusOf(store, 'profile')).toBe('Error');
    expect(alerts(store)).toEqual([]);
  });

  it('retries the timezone twice, 250 ms apart, then uses UTC without an alert', async () => {
    scenarios.apply('timezone-500');
    const { store, calls } = start('owner-advanced');
    const times: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v3/user/timezone') times.push(performance.now());
    });
    store.dispatch(accountResourcesRequested(['timezone']));
    await vi.waitFor(() => expect(statusOf(store, 'timezone')).toBe('Error'), { timeout: 3000 });

    expect(calls('/user/timezone')).toHaveLength(3);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(245);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(245);
    expect(selectUserTimezone(store.getState())).toEqual(UTC_TIMEZONE);
    expect(alerts(store)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls('/user/timezone')).toHaveLength(3);
  });

  it('keeps to the two timezone retries of the spec on a 503: the api client does not retry it as well', async () => {
    scenarios.failEndpoint({ method: 'GET', path: '/user/timezone', status: 503 });
    const { store, calls } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['timezone']));
    await vi.waitFor(() => expect(statusOf(store, 'timezone')).toBe('Error'), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls('/user/timezone')).toHaveLength(3);
  });

  it('does not retry a timezone answered with a 4xx other than 408 and 429', async () => {
    scenarios.failEndpoint({ method: 'GET', path: '/user/timezone', status: 404 });
    const { store, calls } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['timezone']));
    await vi.waitFor(() => expect(statusOf(store, 'timezone')).toBe('Error'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls('/user/timezone')).toHaveLength(1);
    expect(selectUserTimezone(store.getState())).toEqual(UTC_TIMEZONE);
  });

  it('gets the timezone on the third attempt when the first two fail', async () => {
    scenarios.apply('timezone-flaky');
    const { store, calls } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['timezone']));
    await vi.waitFor(() => expect(statusOf(store, 'timezone')).toBe('Complete'), { timeout: 3000 });
    expect(calls('/user/timezone')).toHaveLength(3);
    expect(selectUserTimezone(store.getState())).toMatchObject({ code: 'America/Los_Angeles', name: 'Pacific Time (US & Canada)' });
    expect([-25_200, -28_800]).toContain(selectUserTimezone(store.getState()).offsetSeconds);
  });

  it('maps the send credits', async () => {
    const { store } = start('owner-free');
    store.dispatch(accountResourcesRequested(['sendCredits']));
    await settled(store, 'sendCredits');
    expect(selectSendCredits(store.getState())).toEqual({
      isHardLimit: true, softLimit: null, hardLimit: 6_000, remain: 1_185, total: 6_000, used: 4_815, overage: 0,
    });
  });

  it('adds the billable breakdown to the billable count and marks the new marketing version', async () => {
    const { store, calls } = start('owner-advanced', '/contacts');
    store.dispatch(accountResourcesRequested(['contactCounts', 'scopes']));
    await settled(store, 'contactCounts', 'scopes');
    expect(selectContactCounts(store.getState())).toEqual({ contactCount: 4_210, billableCount: 7_550 });
    expect(calls('/marketing/contacts/count')[0]?.headers.get('x-marketing-version')).toBe('NLVX');
    expect(calls('/scopes')[0]?.headers.get('x-marketing-version')).toBeNull();
  });

  it('leaves the marketing version header out on legacy pages', async () => {
    const { store, calls } = start('owner-advanced', '/legacy/contacts');
    store.dispatch(accountResourcesRequested(['contactCounts']));
    await settled(store, 'contactCounts');
    expect(calls('/marketing/contacts/count')[0]?.headers.get('x-marketing-version')).toBeNull();
  });

  it('alerts when the contact count fails', async () => {
    scenarios.apply('contacts-count-500');
    const { store } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['contactCounts']));
    await settled(store, 'contactCounts');
    expect(statusOf(store, 'contactCounts')).toBe('Error');
    expect(selectContactUsage(store.getState())).toBeUndefined();
    expect(alerts(store)).toEqual([{ type: 'danger', message: 'We could not fetch the count of all your contacts.' }]);
    expect(CONTACT_COUNT_FAILED_MESSAGE).toBe('We could not fetch the count of all your contacts.');
  });

  it('alerts with the exact email testing message when its credits fail', async () => {
    scenarios.apply('email-testing-credits-500');
    const { store } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['emailTestingCredits']));
    await settled(store, 'emailTestingCredits');
    expect(alerts(store)).toEqual([
      {
        type: 'danger',
        message:
          "We're sorry, we encountered an issue with Email Testing. Please retry. If the issue continues, please contact Support.",
      },
    ]);
    expect(EMAIL_TESTING_UNAVAILABLE_MESSAGE).toBe(alerts(store)[0]?.message);
  });

  it('records other failures quietly', async () => {
    scenarios.failEndpoint({ method: 'GET', path: '/scopes', status: 500 });
    const { store } = start('owner-advanced');
    store.dispatch(accountResourcesRequested(['scopes']));
    await settled(store, 'scopes');
    expect(selectAccountResourceState(store.getState(), 'scopes').request).toEqual({
      status: 'Error',
      error: { status: 500, message: 'internal server error', fieldErrors: {} },
    });
    expect(selectScopes(store.getState())).toBeUndefined();
    expect(alerts(store)).toEqual([]);
  });

  it('answers for the subuser when an administrator impersonates', async () => {
    const { store, calls } = start('admin-impersonating');
    store.dispatch(accountResourcesRequested(['username', 'scopes']));
    await settled(store, 'username', 'scopes');
    expect(calls('/user/username')[0]?.headers.get('on-behalf-of')).toBe('marketing-sub');
    expect(calls('/scopes')[0]?.headers.get('on-behalf-of')).toBe('marketing-sub');
    expect(selectUsername(store.getState())).toEqual({ username: 'marketing-sub', userId: 1_402_240 });
    expect(selectScopes(store.getState())).toContain('marketing.read');
  });

  it('requests scope access once per click, then reports a pending request', async () => {
    const { store, requests } = start('owner-free');
    store.dispatch(scopeAccessRequested('Automation'));
    store.dispatch(scopeAccessRequested('Automation'));
    await vi.waitFor(() => expect(selectScopeAccessRequest(store.getState()).request.status).toBe('Complete'));
    const posts = requests.filter((request) => request.method === 'POST' && request.path === '/v3/scopes/requests');
    expect(posts).toHaveLength(1);
    await vi.waitFor(() => expect(posts[0]?.body).toEqual({ scope_group_name: 'Automation' }));
    expect(alerts(store)).toEqual([
      { type: 'success', message: 'Your request for Automation access was sent to your administrator.' },
    ]);

    store.dispatch(scopeAccessRequested('Automation'));
    await vi.waitFor(() => expect(selectScopeAccessRequest(store.getState()).request.status).toBe('Error'));
    expect(alerts(store).at(-1)).toEqual({
      type: 'danger',
      message: 'We could not request access. an access request for Automation is already pending',
    });
  });
});
