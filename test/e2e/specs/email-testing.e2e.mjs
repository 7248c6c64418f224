// Email testing from the design editor: the credits and the cost, a client required, the review, a run
// whose results come in over time (Pending, Processing, then Complete or Bounced) with inbox screenshots and
// the spam test; axe on each screen, no browser errors and no content security policy violation (the
// screenshots are data: images). The EU region never reaches the editor (marketing is off there); the
// screen's own EU state is covered by its component test.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** The seeded designs show stock photos on picsum.photos, unreachable from the test machine (see design-library.e2e.mjs). */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

describe('email testing', () => {
  const suite = browserSuite('email-testing', { flow: true });
  const { step } = suite;
  let page;
  const dialog = () => page.getByRole('dialog', { name: 'Email testing' });

  before(async () => {
    page = await suite.open();
  });

  it('opens from the editor with the credits left', step('open', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/your-designs', 'Design Library');
    const card = page.getByRole('list', { name: 'Your designs' }).getByRole('article', { name: 'October Trail Notes', exact: true });
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('link', { name: 'Email testing' }).click();
    await dialog().getByText('245 credits').waitFor();
    await dialog().getByRole('checkbox', { name: /^Gmail \(Chrome on Windows\)/ }).waitFor();
    await expectNoAxeViolations(page, 'the email testing setup');
  }));

  it('needs at least one client, then shows the cost', step('choose', async () => {
    await dialog().getByRole('button', { name: 'Review test' }).click();
    await dialog().getByText('Inbox test needs at least one client').waitFor();
    await dialog().getByRole('checkbox', { name: /^Gmail \(Chrome on Windows\)/ }).check();
    await dialog().getByRole('checkbox', { name: /^Samsung Email/ }).check();
    await dialog().getByRole('checkbox', { name: 'Spam test' }).check();
    await dialog().getByText('This test costs 3 credits; 242 credits will be left.').waitFor();
  }));

  it('reviews and runs the test; its results come in over time', step('run', async () => {
    await dialog().getByRole('button', { name: 'Review test' }).click();
    await dialog().getByRole('heading', { name: 'Review your test' }).waitFor();
    await expectNoAxeViolations(page, 'the email testing review');
    await dialog().getByRole('button', { name: 'Run test' }).click();
    await page.waitForURL((url) => /\/email_testing\/view_results\/[0-9a-f-]{36}$/.test(url.pathname));
    const results = dialog().getByRole('list', { name: 'Inbox results' });
    await results.getByText('Pending').first().waitFor();

    await dialog().getByText('All results are in.').waitFor({ timeout: 30_000 });
    await results.getByText('Complete').waitFor();
    await results.getByText('Bounced').waitFor();
    const screenshot = results.getByRole('img', { name: 'Screenshot in Gmail, Chrome on Windows' });
    assert.ok(await screenshot.evaluate((img) => img.complete && img.naturalWidth > 0), 'the screenshot shows');
    await dialog().getByText(/^Score [\d.]+ of 5: spam filters would let this email through\.$/).waitFor();
    await expectNoAxeViolations(page, 'the email test results');
  }));

  it('shows a client’s screenshot at full size', step('screenshot', async () => {
    await dialog().getByRole('img', { name: 'Screenshot in Gmail, Chrome on Windows' }).click();
    await dialog().getByRole('img', { name: /^Screenshot of October Trail Notes in Gmail/ }).waitFor();
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
