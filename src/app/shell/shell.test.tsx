import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import type { AnalyticsEvent } from '@/shared/analytics/analytics-sink';
import { CONTACT_COUNT_FAILED_MESSAGE, EMAIL_TESTING_UNAVAILABLE_MESSAGE } from '@/shared/account/account-messages';
import { AUTH_TOKEN_COOKIE, IMPERSONATION_COOKIE } from '@/shared/session/cookie-names';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const pageViews = (events: readonly AnalyticsEvent[]) => events.flatMap((event) => (event.type === 'page-view' ? [[event.path, event.legacy]] : []));

describe('page views', () => {
  it('sends one page view per location change, through the sink, marking legacy paths', async () => {
    const { router, dependencies } = renderApp('/senders');
    await screen.findByRole('table', { name: 'Senders' });
    await router.navigate('/senders/info');
    await screen.findByRole('heading', { level: 1, name: 'About senders' });
    await router.navigate('/legacy/senders');
    await waitFor(() =>
      expect(pageViews(dependencies.analytics.events)).toEqual([
        ['/senders', false],
        ['/senders/info', false],
        ['/legacy/senders', true],
      ]),
    );
  });
});

describe('the /tne/ prefix', () => {
  it('loads the same path without the prefix as a full page, and sends no page view for it', async () => {
    const { location, dependencies } = renderApp('/tne/senders?tab=all');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/senders?tab=all'));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Redirecting')).toBeInTheDocument();
    expect(pageViews(dependencies.analytics.events)).toEqual([]);
  });

  it('prefixes the top-level links with /tne under the embedded tne context, for the host page to follow', async () => {
    renderApp('/?context=tne');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const senders = await within(navigation).findByRole('link', { name: 'Senders' });
    expect(senders).toHaveAttribute('href', '/tne/senders');
    expect(senders).toHaveAttribute('target', '_top');
    expect(within(navigation).getByRole('link', { name: 'Design Library' })).toHaveAttribute('href', '/tne/design-library/your-designs');
  });
});

describe('impersonation', () => {
  it('names the subuser and returns to the parent account', async () => {
    const { user, location } = renderApp('/', { persona: 'admin-impersonating' });
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('You are viewing the account of subuser marketing-sub');
    await user.click(within(banner).getByRole('button', { name: 'Return to parent account' }));
    expect(Cookies.get(IMPERSONATION_COOKIE)).toBeUndefined();
    expect(Cookies.get(AUTH_TOKEN_COOKIE)).toBeDefined();
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it('shows no banner to a user acting for themselves', async () => {
    renderApp('/');
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Senders' });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  it('shows the username, plan and timezone, and logs out through the provider tokens endpoint', async () => {
    const requests = recordRequests();
    const { user, location, dependencies } = renderApp('/');
    const token = Cookies.get(AUTH_TOKEN_COOKIE);
    const trigger = await screen.findByRole('button', { name: 'avery account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const facts = screen.getByRole('region', { name: 'Your account' });
    expect(within(facts).getByText('Username').nextSibling).toHaveTextContent('avery');
    await waitFor(() => expect(within(facts).getByText('Plan').nextSibling).toHaveTextContent('Marketing Campaigns Advanced 100K'));
    await waitFor(() => expect(within(facts).getByText('Timezone').nextSibling).toHaveTextContent('America/Los_Angeles'));

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await user.click(within(screen.getByRole('group', { name: 'Account' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login'));
    const revoke = requests.find((request) => request.method === 'DELETE' && request.path === '/v3/public/tokens');
    expect(revoke?.body).toEqual({ token });
    expect(dependencies.tokenWorker.tokens.at(-1)).toBeNull();
  });
});

describe('credits in the account menu', () => {
  it('shows the sends and email tests left', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'avery account menu' }));
    const details = screen.getByRole('region', { name: 'Your account' });
    await waitFor(() => expect(within(details).getByText('Email tests left').nextSibling).toHaveTextContent(/^\d[\d,]*$/));
    expect(within(details).getByText('Email sends left').nextSibling).toHaveTextContent(/^[\d,]+ of [\d,]+$/);
  });

  it('tells an EU subuser that email testing is not available, without asking for credits', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/', { persona: 'subuser-eu' });
    await user.click(await screen.findByRole('button', { name: 'elena-eu account menu' }));
    const details = screen.getByRole('region', { name: 'Your account' });
    await waitFor(() => expect(within(details).getByText('Email tests left').nextSibling).toHaveTextContent('Not available to your account'));
    expect(requests.some((request) => request.path.includes('compatibility_testing'))).toBe(false);
  });

  it('shows the email testing alert when the credits cannot be loaded', async () => {
    scenarios.apply('email-testing-credits-500');
    renderApp('/');
    expect(await screen.findByText(EMAIL_TESTING_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
  });
});

describe('service worker', () => {
  it('is started with the auth token', () => {
    const { dependencies } = renderApp('/');
    expect(dependencies.tokenWorker.started).toBe(true);
    expect(dependencies.tokenWorker.tokens).toEqual([Cookies.get(AUTH_TOKEN_COOKIE)]);
  });
});

describe('banners', () => {
  it.each(['/', '/custom-fields', '/unsubscribe-groups', '/legacy/templates'])('shows the anti-spoof banner on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('region', { name: 'Sender authentication' })).toBeInTheDocument();
  });

  it.each(['/senders', '/senders/new', '/legacy/senders'])('hides the anti-spoof banner on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Sender authentication' })).not.toBeInTheDocument();
  });

  it('says discreetly that a legacy path is the legacy experience', async () => {
    renderApp('/legacy/senders');
    expect(await screen.findByText('Legacy experience')).toBeInTheDocument();
  });

  it('warns a free account near its contact limit and asks it to upgrade', async () => {
    renderApp('/', { persona: 'owner-free' });
    const banner = await screen.findByRole('region', { name: 'Contact limit' });
    expect(banner).toHaveTextContent(/You have used [\d,]+ of your 2,000 contacts \(9\d%\)/);
    expect(within(banner).getByRole('link', { name: 'Upgrade plan (opens in a new tab)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('asks a trial account past its contact limit to upgrade too: its account type is free', async () => {
    // Frankie's free account on the trial plan, with 2,400 of its 2,000 contacts.
    server.use(
      http.get('*/v3/accounts/offerings', ({ request }) =>
        new URL(request.url).searchParams.has('_pricing')
          ? undefined
          : HttpResponse.json({ mc: { plan: 'trial', contacts_limit: 2_000, automation: { entitled: false } }, compat: { email_testing: { entitled: false } } }),
      ),
      http.get('*/v3/marketing/contacts/count', () => HttpResponse.json({ contact_count: 2_400, billable_count: 2_400 })),
    );
    renderApp('/', { persona: 'owner-free' });
    const banner = await screen.findByRole('region', { name: 'Contact limit' });
    expect(banner).toHaveTextContent('You have used 2,400 of your 2,000 contacts (120%). Upgrade your plan to keep adding contacts.');
    expect(within(banner).getByRole('link', { name: 'Upgrade plan (opens in a new tab)' })).toBeInTheDocument();
  });

  it('does not warn an account well below its limit', async () => {
    const requests = recordRequests();
    renderApp('/');
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/marketing/contacts/count')).toBe(true));
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Senders' });
    expect(screen.queryByRole('region', { name: 'Contact limit' })).not.toBeInTheDocument();
  });

  it('shows the contact count failure alert', async () => {
    scenarios.apply('contacts-count-500');
    renderApp('/');
    expect(await screen.findByText(CONTACT_COUNT_FAILED_MESSAGE)).toBeInTheDocument();
  });
});
