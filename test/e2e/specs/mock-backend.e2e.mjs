// The mock backend's QA tools in the built app: a scenario chosen by query parameter, the QA panel
// clearing it, and the session-expiry scenario leading to one logout with a return address.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { browserSuite } from '../lib/suite.mjs';

describe('mock backend scenarios', () => {
  const suite = browserSuite('mock');
  const { step } = suite;

  before(() => suite.open());

  it('applies ?mock-scenario= and the app shows the failure', step('query-scenario', async () => {
    const { page } = suite.session;
    await signIn(page, PERSONAS.owner, '/');
    await page.goto('/senders?mock-scenario=senders-list-500');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.getByText('We could not load your senders.').waitFor();
    await page.getByRole('button', { name: 'Try again', exact: true }).waitFor();
    assert.ok(!page.url().includes('mock-scenario'), `the scenario stayed in the address: ${page.url()}`);
  }));

  it('clears the scenario from the QA panel, and the retry then loads the list', step('qa-panel-clear', async () => {
    const { page } = suite.session;
    await page.getByText('QA panel', { exact: true }).click();
    await page.getByRole('button', { name: 'Clear scenario', exact: true }).click();
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByRole('table', { name: 'Senders' }).waitFor();
  }));

  it('expires the session: the next request sends the user to sign in, returning here after', step('session-expired', async () => {
    const { page } = suite.session;
    await page.goto('/senders?mock-scenario=session-expired');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect_to') === '/senders');
    await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/senders');
    await page.getByRole('table', { name: 'Senders' }).waitFor();
  }));
});
