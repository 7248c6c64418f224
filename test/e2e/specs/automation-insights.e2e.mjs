// Automation insights (issue 18): a live automation's stats (figures of all emails and of one, each email side by
// side, the uPlot chart and its data table, link clicks, a date range with its error, the CSV export), a draft's
// empty stats, the contact list at detail/contact_list (summary, who is at which step, filters by state and email),
// and the upgrade page an account on another plan sees on the stats route. axe on each screen, no browser errors.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const LIVE = 'Welcome series';
const DRAFT = 'Re-engagement';
const UUID = /\/automations\/([0-9a-f-]{36})\//;

describe('automation insights', () => {
  const suite = browserSuite('automation-insights', { flow: true });
  const { step } = suite;
  let page;
  let liveId;
  let draftId;
  const axe = (label) => expectNoAxeViolations(page, label);
  const idOf = async (name) => {
    const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
    const id = UUID.exec(href ?? '')?.[1];
    assert.ok(id, `the link of ${name} (${href}) names no automation id`);
    return id;
  };

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 1000 } });
  });

  it('finds the live and the draft automation on the index', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/automations', 'Automations');
    await page.getByRole('grid', { name: 'Automations' }).waitFor();
    liveId = await idOf(LIVE);
    draftId = await idOf(DRAFT);
  }));

  it('shows the stats of all emails: figures, each email, the chart and its table, link clicks', step('stats', async () => {
    await page.goto(`/automations/${liveId}/stats`);
    await page.getByRole('heading', { level: 1, name: `Stats: ${LIVE}` }).waitFor();
    await page.getByRole('heading', { name: 'Figures of all emails' }).waitFor();
    await page.locator('dt').getByText('Unique opens', { exact: true }).waitFor();
    const perEmail = page.getByRole('table', { name: 'Figures per email' });
    await eventually(async () => assert.ok((await perEmail.getByRole('row').count()) > 2, 'no email rows'));
    const chart = page.getByRole('img', { name: /^Chart of delivered/ });
    await chart.waitFor();
    await eventually(async () => assert.ok((await chart.locator('canvas').count()) > 0, 'uPlot drew no canvas'));
    await page.getByRole('table', { name: 'Clicks per link' }).waitFor();
    await axe('/automations/:id/stats');
    await page.getByRole('button', { name: 'Show as a table' }).click();
    await page.getByRole('table', { name: 'Delivered, unique opens and unique clicks per day' }).waitFor();
  }));

  it('shows one email through the email picker', step('one-email', async () => {
    const picker = page.getByRole('combobox', { name: 'Email' });
    const option = picker.locator('option', { hasText: /^Email \d+: / }).nth(1);
    const label = (await option.textContent()).trim();
    await picker.selectOption(await option.getAttribute('value'));
    await page.getByRole('heading', { name: `Figures of ${label}` }).waitFor();
    await page.getByRole('table', { name: 'Delivered, unique opens and unique clicks per day' }).waitFor();
    await axe('the stats of one email');
  }, { critical: false }));

  it('checks the date range and applies it', step('range', async () => {
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('Choose an end date on or after the start date.').waitFor();
    await axe('the stats with a date range error');
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('end_date') === '2026-03-31');
    await page.getByLabel('To', { exact: true }).fill('2026-03-31');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    assert.equal((await answered).status(), 200);
    await page.getByRole('button', { name: 'All time', exact: true }).click();
  }, { critical: false }));

  it('exports the stats as a CSV file', step('export', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
    assert.equal((await download).suggestedFilename(), 'welcome-series-stats.csv');
    await page.getByRole('region', { name: 'Notifications' }).getByText(`The statistics of ${LIVE} were exported.`).waitFor();
  }, { critical: false }));

  it('says a draft has no stats yet', step('draft-stats', async () => {
    await page.goto(`/automations/${draftId}/stats`);
    await page.getByRole('heading', { name: 'No stats yet' }).waitFor();
    await axe('the stats of a draft');
  }, { critical: false }));

  it('lists who is in the live automation and at which step, filtered by state and email', step('contact-list', async () => {
    await page.goto(`/automations/${liveId}/detail/contact_list`);
    await page.getByRole('heading', { level: 1, name: `Contacts in ${LIVE}` }).waitFor();
    await page.getByRole('table', { name: 'Contacts per email' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Contacts in the automation' });
    await grid.getByText(/^(Waiting for|Last sent) Email \d+/).first().waitFor();
    await axe('/automations/:id/detail/contact_list');
    await page.getByRole('combobox', { name: 'State' }).selectOption('waiting');
    await eventually(async () => {
      const states = await grid.getByRole('row').locator('[role="gridcell"]').filter({ hasText: /^(Waiting|Completed|Exited|Reached the goal|Removed)$/ }).allTextContents();
      assert.ok(states.length > 0 && states.every((state) => state === 'Waiting'), `states shown: ${states.join(', ')}`);
    });
    const email = page.getByRole('combobox', { name: 'Email' });
    await email.selectOption(await email.locator('option', { hasText: /^Email \d+: / }).first().getAttribute('value'));
    await page.getByRole('status').filter({ hasText: /matching contacts are shown|^Showing / }).waitFor();
  }));

  it('shows an account on another plan the upgrade instead of the stats', step('upgrade', async () => {
    // The basic-plan scenario answers the Advanced account as Basic (a Free one lacks the automation scope).
    await page.goto(`/automations/${liveId}/stats?mock-scenario=basic-plan`);
    await page.getByRole('heading', { name: 'Automations need the Advanced plan.' }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Advanced (opens in a new tab)' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: `Stats: ${LIVE}` }).count(), 0);
    await axe('the upgrade page on the stats route');
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
