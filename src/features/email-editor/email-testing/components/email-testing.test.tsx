import { act, fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectEmailTestingCredits } from '@/shared/account/account-selectors';
import { ACCOUNT_REGION_COOKIE } from '@/shared/session/cookie-names';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios/registry';
import { recordRequests } from '@test/record-requests';
import { EDITOR_BASE, renderEditorScreen } from '@test/render-editor-screen';
import { designSession } from '../../testing/design-content';
// Loaded ahead: the run renders the email with it, and a lazy import would wait on the fake clock.
import '../../render/html-to-text';
import { EmailTestingScreen } from '../EmailTestingScreen';
import { BILLING_URL, SUPPORT_URL } from '../links';
import { messages } from '../messages';

const HTML = '<p>Our autumn collection is here.</p><a href="{{{unsubscribe}}}">Unsubscribe</a>';
const session = designSession({ title: 'Autumn launch', content: { editor: 'code', document: null, html: HTML, plainText: '' } });
const TESTING = `${EDITOR_BASE}/email_testing`;

const renderTesting = (subPath = '/email_testing') => renderEditorScreen(EmailTestingScreen, session, { subPath });
const dialog = () => screen.findByRole('dialog', { name: 'Email testing' });
const clientBox = (name: RegExp) => screen.findByRole('checkbox', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('setting up an email test', () => {
  it('shows the credits left and what the chosen test costs', async () => {
    const { user } = renderTesting();
    const screenDialog = await dialog();
    expect(await within(screenDialog).findByText('245 credits')).toBeInTheDocument();

    await user.click(await clientBox(/^Gmail \(Chrome on Windows\)/));
    await user.click(await clientBox(/^iPhone Mail/));
    await user.click(screen.getByRole('checkbox', { name: 'Spam test' }));
    expect(within(screenDialog).getByText('This test costs 3 credits; 242 credits will be left.')).toBeInTheDocument();
    expect(within(screenDialog).getByRole('link', { name: 'Buy email testing credits (opens in a new tab)' })).toHaveAttribute('href', BILLING_URL);
  });

  it('needs at least one client', async () => {
    const { user, router } = renderTesting();
    await clientBox(/^Gmail \(Chrome on Windows\)/);
    await user.click(screen.getByRole('button', { name: 'Review test' }));
    expect(screen.getByText(messages.clientRequired)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Inbox clients/ })).toHaveAccessibleDescription(expect.stringContaining(messages.clientRequired));
    expect(router.state.location.pathname).toBe(TESTING);
  });

  it('asks free accounts to upgrade when their few credits do not cover the test', async () => {
    server.use(
      http.get('*/v3/user/account', () => HttpResponse.json({ type: 'free', reputation: 100, is_reseller_customer: false })),
      http.get('*/v3/marketing/compatibility_testing/credits', () => HttpResponse.json({ entitled: true, remain: 3 })),
    );
    const { user } = renderTesting();
    for (const name of [/^Gmail \(/, /^Outlook 365/, /^Apple Mail/, /^Yahoo Mail/]) await user.click(await clientBox(name));
    expect(screen.getByText('This test costs 4 credits: you have 3 credits. Choose fewer clients or get more credits.')).toBeInTheDocument();
    expect(screen.getByText(/Free plans cannot buy more credits/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan (opens in a new tab)' })).toHaveAttribute('href', BILLING_URL);

    await user.click(screen.getByRole('button', { name: 'Review test' }));
    expect(await screen.findByRole('heading', { name: 'Review your test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run test' })).toBeDisabled();
  });

  it('is not available in the EU region, and asks the server nothing', async () => {
    Cookies.set(ACCOUNT_REGION_COOKIE, 'eu', { path: '/' });
    const requests = recordRequests();
    renderTesting();
    expect(await within(await dialog()).findByText(messages.euUnavailable)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path.includes('compatibility_testing'))).toEqual([]);
  });

  it('shows the spec’s failure with a link to contact Support, and retries', async () => {
    scenarios.apply('email-testing-clients-500');
    const { user } = renderTesting();
    const failure = await within(await dialog()).findByRole('alert');
    expect(failure).toHaveTextContent(`${messages.failed}Retry`);
    expect(within(failure).getByRole('link', { name: 'contact Support (opens in a new tab)' })).toHaveAttribute('href', SUPPORT_URL);

    scenarios.clear();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await clientBox(/^Gmail \(Chrome on Windows\)/)).toBeInTheDocument();
  });

  it('shows the failure where the credits go when they cannot be loaded', async () => {
    scenarios.apply('email-testing-credits-500');
    renderTesting();
    const failure = await within(await dialog()).findByRole('alert');
    expect(failure).toHaveTextContent(messages.failed);
    expect(within(failure).getByRole('link', { name: 'contact Support (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe('running a test and its results', () => {
  it('runs the reviewed test, charges its credits and shows each client’s status as results come in', async () => {
    const requests = recordRequests();
    const { user, router, store } = renderTesting();
    await user.click(await clientBox(/^Gmail \(Chrome on Windows\)/));
    await user.click(await clientBox(/^Samsung Email/));
    await user.click(screen.getByRole('checkbox', { name: 'Spam test' }));
    await user.click(screen.getByRole('button', { name: 'Review test' }));

    const review = await dialog();
    expect(await within(review).findByText('Autumn launch')).toBeInTheDocument();
    expect(within(review).getByText('This test costs 3 credits; 242 credits will be left.')).toBeInTheDocument();

    // From here the clock is the test's: the mock's results move with it.
    vi.useFakeTimers();
    fireEvent.click(within(review).getByRole('button', { name: 'Run test' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.pathname).toMatch(new RegExp(`^${TESTING}/view_results/[0-9a-f-]{36}$`));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Autumn launch',
      html_content: HTML,
      client_ids: ['gmail-chrome', 'samsung-email'],
      spam_test: true,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(selectEmailTestingCredits(store.getState())).toEqual({ entitled: true, remain: 242 });

    const results = () => within(screen.getByRole('list', { name: 'Inbox results' }));
    const statuses = () => results().getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent + ': ' + item.textContent?.match(/(Pending|Processing|Complete|Bounced)/)?.[0]);
    expect(statuses()).toEqual(['Gmail: Pending', 'Samsung Email: Pending']);
    expect(screen.getByText('0 of 2 inbox results are in. This screen updates as they arrive.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(statuses()).toEqual(['Gmail: Processing', 'Samsung Email: Pending']);

    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(statuses()).toEqual(['Gmail: Complete', 'Samsung Email: Processing']);
    expect(results().getByRole('img', { name: 'Screenshot in Gmail, Chrome on Windows' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(statuses()).toEqual(['Gmail: Complete', 'Samsung Email: Bounced']);
    expect(results().getByText(/The test inbox refused the email/)).toBeInTheDocument();
    expect(screen.getByText('All results are in.')).toBeInTheDocument();
    expect(screen.getByText(/^Score \d+(\.\d)? of 5: spam filters would let this email through\.$/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /MIME_HTML_ONLY/ })).toBeInTheDocument();

    // Finished: no more polls.
    const polls = requests.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requests.length).toBe(polls);
  });

  it('lists past runs, opens one, and shows a client’s screenshot at full size', async () => {
    const { user } = renderTesting('/email_testing/view_results');
    const table = await screen.findByRole('table', { name: 'Email tests, newest first' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Autumn Collection Launch',
      'Welcome Series: Email 1',
    ]);

    await user.click(within(table).getByRole('link', { name: 'Autumn Collection Launch' }));
    expect(await screen.findByText('All results are in.')).toBeInTheDocument();
    await user.click(screen.getByRole('img', { name: 'Screenshot in Apple Mail, macOS 15' }));
    expect(await screen.findByRole('img', { name: 'Screenshot of Autumn Collection Launch in Apple Mail, macOS 15' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to all clients' }));
    expect(await screen.findByRole('list', { name: 'Inbox results' })).toBeInTheDocument();
  });

  it('says so when a run’s results cannot be loaded', async () => {
    scenarios.apply('email-testing-results-500');
    renderTesting('/email_testing/view_results');
    const failure = await within(await dialog()).findByRole('alert');
    expect(failure).toHaveTextContent(messages.failed);
  });
});
