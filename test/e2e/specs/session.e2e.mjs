// Session: the sign-in page, the unauthenticated redirect with redirect_to, and that redirect_to
// never leaves the app's origin (open-redirect protection).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { baseURL } from '../lib/browser.mjs';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { browserSuite } from '../lib/suite.mjs';

// A 401 from the API is how the app learns it has no session; Chromium logs that response as an error.
const EXPECTED_401 = /Failed to load resource: the server responded with a status of 401/;

describe('session', () => {
  const suite = browserSuite('session');
  const { step, open } = suite;

  it('sends an anonymous visitor of /senders to /login?redirect_to=%2Fsenders', step('redirect-to-login', async () => {
    const page = await open();
    await page.goto('/senders');
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('redirect_to'), '/senders');
    assert.ok(url.search.includes('redirect_to=%2Fsenders'), `redirect_to is not encoded as in the contract: ${url.search}`);
  }));

  it('shows the sign-in page with the personas, accessibly', step('login-page', async () => {
    const { page } = suite.session;
    await page.getByRole('heading', { name: 'Sign in to the demo' }).waitFor();
    for (const name of Object.values(PERSONAS)) await page.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reset demo data' }).waitFor();
    await expectNoAxeViolations(page, '/login');
  }));

  it('returns to /senders after choosing a persona', step('return', async () => {
    const { page } = suite.session;
    await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/senders');
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    suite.session.expectNoErrors({ ignore: [EXPECTED_401] });
  }));

  it('keeps the token in its cookie only, never in Web Storage', step('token-storage', async () => {
    const { page } = suite.session;
    const cookies = await page.context().cookies();
    const token = cookies.find((cookie) => cookie.name === 'mako_auth_token')?.value;
    assert.ok(token, `no auth cookie after sign-in (cookies: ${cookies.map((cookie) => cookie.name).join(', ')})`);
    const stored = await page.evaluate(() => {
      const dump = (storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`).join('\n');
      return `${dump(window.localStorage)}\n${dump(window.sessionStorage)}`;
    });
    assert.ok(!stored.includes(token), 'the auth token was found in localStorage or sessionStorage');
  }));

  it('logs out from the top bar: back to sign-in, cookie gone, token revoked', step('logout', async () => {
    const { page } = suite.session;
    const revoked = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith('/v3/public/tokens'));
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await revoked;
    await page.waitForURL((url) => url.pathname === '/login');
    const cookies = await page.context().cookies();
    assert.equal(cookies.find((cookie) => cookie.name === 'mako_auth_token'), undefined, 'the auth cookie survived logging out');
    await page.goto('/senders');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect_to') === '/senders');
  }));

  // The last three are paths the URL parser turns into //evil.example (dot segments, an encoded dot, a backslash).
  const foreignTargets = ['https://evil.example', '//evil.example', '/\\evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..\\/evil.example'];
  for (const [index, target] of foreignTargets.entries()) {
    it(`ignores redirect_to=${target} and lands on / of the app`, step(`open-redirect-${index + 1}`, async () => {
      const page = await open();
      const origin = new URL(baseURL()).origin;
      const visited = [];
      const requested = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) requested.push(request.url());
      });
      await signIn(page, PERSONAS.owner, target);
      const firstAway = visited.find((address) => address !== 'about:blank' && !address.startsWith(`${origin}/login`));
      assert.equal(firstAway, `${origin}/`, `after sign-in the app went to ${firstAway} (visited: ${visited.join(' → ')}; document requests: ${requested.join(' → ')})`);
      assert.equal(new URL(page.url()).origin, origin, `left the app's origin: ${page.url()}`);
      suite.session.expectNoErrors({ ignore: [EXPECTED_401] });
    }));
  }
});
