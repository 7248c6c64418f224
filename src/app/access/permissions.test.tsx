import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server, type PersonaId } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-app';

const ALL_AREAS = [
  'Contacts',
  'Custom Fields',
  'Single Sends',
  'Automations',
  'Design Library',
  'Dynamic Templates',
  'Signup Forms',
  'Ads',
  'Senders',
  'Unsubscribe Groups',
  'Integrations',
  'Notifications',
];

/** The navigation's links once the user's scopes are in. */
async function navigationLinks() {
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(within(navigation).getAllByRole('link').length).toBeGreaterThan(1));
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('who sees which area (navigation per persona)', () => {
  it.each<[PersonaId, string[]]>([
    ['owner-advanced', ALL_AREAS],
    ['owner-free', ALL_AREAS.filter((area) => area !== 'Automations')],
    ['subuser-eu', ['Dynamic Templates', 'Unsubscribe Groups']],
    ['admin-impersonating', ALL_AREAS],
  ])('%s', async (persona, areas) => {
    renderApp('/', { persona });
    expect(await navigationLinks()).toEqual(['Home', ...areas]);
  });

  it('links every area to its top-level path', async () => {
    renderApp('/');
    await navigationLinks();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(navigation)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/contacts',
      '/custom-fields',
      '/single-sends',
      '/automations',
      '/design-library/your-designs',
      '/dynamic-templates',
      '/forms/signup',
      '/ads',
      '/senders',
      '/unsubscribe-groups',
      '/integrations',
      '/notifications',
    ]);
  });
});

describe('what each persona gets on a gated route', () => {
  it('the EU subuser gets the EU unavailable page on a marketing route, and no marketing call is made', async () => {
    const requests = recordRequests();
    renderApp('/senders', { persona: 'subuser-eu' });
    expect(await screen.findByRole('heading', { name: 'Not available in the EU region' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Senders' })).not.toBeInTheDocument();
    await navigationLinks();
    expect(requests.filter((request) => request.path.startsWith('/v3/marketing/'))).toEqual([]);
  });

  it('the EU subuser still opens the Email API areas', async () => {
    renderApp('/dynamic-templates', { persona: 'subuser-eu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dynamic Templates' })).toBeInTheDocument();
  });

  it('the EU region page also covers the legacy twin', async () => {
    renderApp('/legacy/senders', { persona: 'subuser-eu' });
    expect(await screen.findByRole('heading', { name: 'Not available in the EU region' })).toBeInTheDocument();
  });

  it('a user without the automation scope gets the no-access page and can ask an administrator', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/automations', { persona: 'owner-free' });
    expect(await screen.findByRole('heading', { name: "You don't have access to Automations" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request access from an administrator' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/v3/scopes/requests');
    await waitFor(() => expect(sent?.body).toEqual({ scope_group_name: 'marketing_automation' }));
    expect(screen.queryByRole('button', { name: 'Request access from an administrator' })).not.toBeInTheDocument();
  });

  it('says why next to the button when the access request fails, and lets the user try again', async () => {
    server.use(
      http.post('*/v3/scopes/requests', () => HttpResponse.json({ errors: [{ field: null, message: 'approvals are paused' }] }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = renderApp('/automations', { persona: 'owner-free' });
    await user.click(await screen.findByRole('button', { name: 'Request access from an administrator' }));
    expect(await screen.findByText('We could not send your request')).toBeInTheDocument();
    expect(screen.getByText('approvals are paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request access from an administrator' }));
    expect(await screen.findByText('Request sent')).toBeInTheDocument();
  });

  it('the owner with automations opens the area', async () => {
    renderApp('/automations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Automations' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('the impersonating administrator works with the subuser scopes, every call carrying on-behalf-of', async () => {
    const requests = recordRequests();
    renderApp('/senders', { persona: 'admin-impersonating' });
    expect(await screen.findByRole('table', { name: 'Senders' })).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(3);
    const withoutHeader = requests.filter((request) => request.headers.get('on-behalf-of') !== 'marketing-sub');
    expect(withoutHeader.map((request) => request.path)).toEqual([]);
  });
});

describe('the new-version marketing access flag', () => {
  it('sends a user without it to the legacy twin of a new-experience path', async () => {
    scenarios.apply('no-new-marketing-access');
    const { router } = renderApp('/senders');
    expect(await screen.findByRole('table', { name: 'Senders' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/legacy/senders'));
    expect(screen.getByText('Legacy experience')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Senders' })).toHaveAttribute('href', '/legacy/senders');
  });
});

describe("the page's own requests and the access check", () => {
  it('sends the senders request while the scopes are still loading, and shows the page only once they allow it', async () => {
    const requests = recordRequests();
    let answerScopes = () => undefined as void;
    const scopesHeld = new Promise<void>((resolve) => {
      answerScopes = resolve;
    });
    // Falls through to the mock's own scopes handler once released.
    server.use(http.get('*/v3/scopes', () => scopesHeld.then(() => undefined)));
    renderApp('/senders');
    await waitFor(() => expect(requests.some((request) => request.path === '/v3/marketing/senders')).toBe(true), { timeout: 10_000 });
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Senders' })).not.toBeInTheDocument();
    answerScopes();
    expect(await screen.findByRole('table', { name: 'Senders' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/v3/marketing/senders')).toHaveLength(1);
  });
});
