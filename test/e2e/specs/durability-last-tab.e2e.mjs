// Issue 25: a tab opened as the last one closes is answered by the mock backend. MSW's own worker
// unregisters itself when its last tab goes (a reload of the only tab counts); a tab opened in that moment
// started without a controlling worker and its API requests went to the network (404s, then a sign-out).
// public/mock-service-worker.js keeps the worker registered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { browserSuite } from '../lib/suite.mjs';

describe('durability: a tab opened as the last one closes is answered by the mock backend', () => {
  const suite = browserSuite('durability-last-tab');
  const { step } = suite;

  it('shows rows in two tabs opened after the only tab was reloaded and closed', step('last-tab', async () => {
    const page = await suite.open();
    await signInTo(page, PERSONAS.owner, '/senders', 'Senders');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    await page.close();
    for (const tab of [await page.context().newPage(), await page.context().newPage()]) {
      await tab.goto('/senders');
      await tab.getByRole('table', { name: 'Senders' }).getByRole('row').nth(1).waitFor();
      assert.equal(await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/mock-service-worker.js')), true);
    }
  }));
});
