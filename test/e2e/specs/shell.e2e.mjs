// The shell: EU region page, impersonation (on-behalf-of on every request, the banner's way back), the /tne/
// full redirect, one reload and then the exception page for a chunk that will not load, the 404 page, page
// views in the QA panel, the app's service worker beside MSW's, and axe on the error pages and the navigation.
import assert from 'node:assert/strict';
// MSW's worker fetches the app's scripts on the page's behalf; Chromium shows those requests to
// context.route only with this (experimental) switch, read when the browser is launched.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
import { describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signIn, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { pathOf } from '../lib/urls.mjs';

const isApiRequest = (request) => new URL(request.url()).pathname.startsWith('/v3/');
// Chromium logs failed requests as console errors; these are the ones a test provokes on purpose.
const ABORTED_CHUNK = /net::ERR_FAILED|Failed to fetch dynamically imported module|Failed to load resource/;

/** Asks the app's service worker whether it holds an auth token. */
function workerHoldsToken(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/__app-service-worker__/');
    const worker = registration?.active;
    if (!worker) return 'no worker';
    return new Promise((resolve) => {
      const onMessage = (event) => {
        if (event.data?.type !== 'auth-token-status') return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        resolve(event.data.hasToken);
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      worker.postMessage({ type: 'auth-token-status' });
    });
  });
}

describe('shell', () => {
  const suite = browserSuite('shell');
  const { step, open } = suite;

  it('shows the navigation and the account menu accessibly, and the app worker holds the token', step('navigation', async () => {
    const page = await open();
    await signIn(page, PERSONAS.owner, '/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Automations' }).waitFor();
    for (const label of ['Contacts', 'Custom Fields', 'Single Sends', 'Design Library', 'Dynamic Templates', 'Signup Forms', 'Ads', 'Senders', 'Unsubscribe Groups', 'Integrations', 'Notifications']) {
      await navigation.getByRole('link', { name: label, exact: true }).waitFor();
    }
    const menu = page.getByRole('button', { name: 'avery account menu' });
    await menu.click();
    const details = page.getByRole('region', { name: 'Your account' });
    await details.getByText('Marketing Campaigns Advanced 100K').waitFor();
    await details.getByText(/America\/Los_Angeles/).waitFor();
    await expectNoAxeViolations(page, 'navigation with the account menu open');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.active?.scriptURL ?? ''));
    assert.ok(workers.some((url) => url.endsWith('/mock-service-worker.js')), `MSW's worker is missing: ${workers.join(', ')}`);
    assert.ok(workers.some((url) => url.endsWith('/app-service-worker.js')), `the app's worker is missing: ${workers.join(', ')}`);
    await eventually(async () => assert.equal(await workerHoldsToken(page), true));
    suite.session.expectNoErrors();
  }));

  it('records a page view for every location change, visible in the QA panel', step('page-views', async () => {
    const { page } = suite.session;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Senders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Automations', exact: true }).waitFor();
    await page.getByText('QA panel', { exact: true }).click();
    const views = page.getByRole('list', { name: 'Latest page views' });
    await eventually(async () => assert.deepEqual(await views.getByRole('listitem').allTextContents(), ['/automations', '/senders', '/']));
  }));

  it('shows the 404 page for an unknown path, accessibly', step('not-found', async () => {
    const { page } = suite.session;
    await page.goto('/this/page/does-not-exist');
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    await expectNoAxeViolations(page, '404 page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }));

  it('loads /tne/senders again, in full, as /senders', step('tne', async () => {
    const { page } = suite.session;
    const documents = [];
    const onRequest = (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto('/tne/senders');
    await page.waitForURL((url) => url.pathname === '/senders');
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    page.off('request', onRequest);
    assert.deepEqual(documents, ['/tne/senders', '/senders']);
  }));

  it('logs out and takes the token away from the service worker', step('logout-worker', async () => {
    const { page } = suite.session;
    await page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await eventually(async () => assert.equal(await workerHoldsToken(page), false));
  }));

  it('reloads once when a page script will not load, then shows the exception page: never a loop', step('chunk', async () => {
    const page = await open();
    await signIn(page, PERSONAS.owner, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Senders' }).waitFor();
    let aborted = 0;
    await page.context().route(
      (url) => /\/SendersPage[^/]*\.(js|tsx)$/.test(url.pathname),
      (route) => {
        aborted += 1;
        return route.abort();
      },
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Senders' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ timeout: 30_000 });
    await page.getByText(/Loading chunk \S+ failed\./).waitFor();
    assert.equal(pathOf(page), '/senders');
    // Give a looping reload every chance to show itself.
    await page.waitForTimeout(2000);
    assert.equal(loads, 1, `expected exactly one reload, saw ${loads}`);
    assert.ok(aborted >= 2, `the chunk was requested ${aborted} time(s)`);
    await expectNoAxeViolations(page, 'exception page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    suite.session.expectNoErrors({ ignore: [ABORTED_CHUNK] });
  }));

  it('shows the EU persona the EU unavailable page on a marketing route, accessibly', step('eu', async () => {
    const page = await open();
    await signIn(page, PERSONAS.eu, '/senders');
    await page.getByRole('heading', { name: 'Not available in the EU region' }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Unsubscribe Groups' }).waitFor();
    assert.equal(await navigation.getByRole('link', { name: 'Senders' }).count(), 0, 'the EU navigation offers Senders');
    await expectNoAxeViolations(page, 'EU unavailable page');
    suite.session.expectNoErrors();
  }));

  it('shows the no-access page with a request to an administrator, accessibly', step('no-access', async () => {
    const page = await open();
    await signIn(page, PERSONAS.free, '/automations');
    await page.getByRole('heading', { name: "You don't have access to Automations" }).waitFor();
    await expectNoAxeViolations(page, 'no-access page');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/v3/scopes/requests'));
    await page.getByRole('button', { name: 'Request access from an administrator' }).click();
    assert.deepEqual((await sent).postDataJSON(), { scope_group_name: 'marketing_automation' });
    await page.getByText('Request sent').waitFor();
    suite.session.expectNoErrors();
  }));

  it('sends on-behalf-of with every request while impersonating, and the banner returns to the parent account', step('impersonation', async () => {
    const page = await open();
    const apiRequests = [];
    page.on('request', (request) => {
      if (isApiRequest(request)) apiRequests.push(request);
    });
    await signInTo(page, PERSONAS.admin, '/senders', 'Senders');
    await page.getByRole('table', { name: 'Senders' }).getByText('Lumen Marketing News').waitFor();
    const banner = page.getByRole('region', { name: 'Impersonation' });
    await banner.getByText('marketing-sub').waitFor();
    assert.ok(apiRequests.length >= 4, `only ${apiRequests.length} API requests seen`);
    const headers = await Promise.all(apiRequests.map(async (request) => [new URL(request.url()).pathname, (await request.allHeaders())['on-behalf-of']]));
    assert.deepEqual(headers.filter(([, value]) => value !== 'marketing-sub'), [], 'requests without on-behalf-of: marketing-sub');

    apiRequests.length = 0;
    await banner.getByRole('button', { name: 'Return to parent account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /account menu$/ }).waitFor();
    await eventually(() => assert.ok(apiRequests.length > 0));
    assert.equal(await page.getByRole('region', { name: 'Impersonation' }).count(), 0);
    const cookies = await page.context().cookies();
    assert.equal(cookies.find((cookie) => cookie.name === 'mako_impersonate'), undefined, 'the impersonation cookie survived');
    const afterReturn = await Promise.all(apiRequests.map(async (request) => (await request.allHeaders())['on-behalf-of']));
    assert.deepEqual(afterReturn.filter(Boolean), [], 'requests still carry on-behalf-of after returning');
    await page.getByRole('button', { name: 'ada-admin account menu' }).waitFor();
    suite.session.expectNoErrors();
  }));
});
