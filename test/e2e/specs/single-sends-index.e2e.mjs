// The single sends index and creation (issue 17): from the index to a new draft by keyboard only, then filters,
// duplicate ("Copy of <name>"), delete at /single-sends/:id/delete, bulk delete at /single-sends/bulk_delete,
// the design selector's tabs and a template start. axe on each screen and dialog, no browser errors and no
// content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';
import { tabTo } from '../lib/keyboard.mjs';

/** The system designs' stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sendName = `Keyboard launch ${stamp}`;

describe('single sends index', () => {
  const suite = browserSuite('single-sends-index', { flow: true });
  const { step } = suite;
  let page;
  let sendId;
  const grid = () => page.getByRole('grid', { name: 'Single Sends' });
  const rowOf = (name) => grid().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const dialog = (name) => page.getByRole('dialog', { name });
  const axe = (label) => expectNoAxeViolations(page, label);
  const nameFilter = () => page.getByRole('searchbox', { name: 'Filter by name' });

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 1000 } });
  });

  it('shows the index, newest update first, with its filters', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/single-sends', 'Single Sends');
    await grid().waitFor();
    await eventually(async () => assert.ok((await grid().getByRole('row').count()) > 3));
    for (const header of ['Name', 'Status', 'Channel', 'Categories', 'Send time or last update']) {
      await grid().getByRole('columnheader', { name: header }).waitFor();
    }
    await page.getByRole('group', { name: 'Status' }).waitFor();
    await page.getByRole('group', { name: 'Channel' }).waitFor();
    await axe('/single-sends');
  }));

  it('creates a draft from the index by keyboard only', step('keyboard-create', async () => {
    await page.locator('body').focus();
    await tabTo(page, 'Create a Single Send');
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath('/single-sends/new'));
    await page.getByRole('heading', { level: 1, name: 'Create a Single Send' }).waitFor();
    await axe('/single-sends/new');
    await tabTo(page, 'Single Send Name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(sendName);
    await tabTo(page, /^Email: design editor/);
    // Arrow keys move the radio choice: the code editor.
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getByRole('radio', { name: 'Email: code editor' }).isChecked(), true);
    await tabTo(page, 'Create Single Send');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => new RegExp(`^/single-sends/${UUID}/editor$`).test(url.pathname), { timeout: 20_000 });
    sendId = pathOf(page).split('/')[2];
  }));

  it('finds the new draft by name and duplicates it as "Copy of <name>"', step('filter-duplicate', async () => {
    await page.goto('/single-sends');
    await grid().waitFor();
    await nameFilter().fill(stamp);
    await rowOf(sendName).waitFor();
    await eventually(async () => assert.equal(await grid().getByRole('row').count(), 2));
    await rowOf(sendName).getByRole('button', { name: `Duplicate ${sendName}` }).click();
    await page.getByText(`Copy of ${sendName} was created.`).waitFor();
    await rowOf(`Copy of ${sendName}`).waitFor();
    await page.getByRole('checkbox', { name: 'Draft' }).check();
    await rowOf(sendName).waitFor();
    await axe('/single-sends filtered');
  }));

  it('deletes the copy after a confirmation', step('delete', async () => {
    await rowOf(`Copy of ${sendName}`).getByRole('link', { name: `Delete Copy of ${sendName}` }).click();
    await page.waitForURL((url) => new RegExp(`^/single-sends/${UUID}/delete$`).test(url.pathname));
    const confirm = dialog(`Delete Copy of ${sendName}?`);
    await confirm.waitFor();
    await axe('/single-sends/:id/delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Copy of ${sendName} was deleted.`).waitFor();
    await page.waitForURL(onPath('/single-sends'));
    await rowOf(`Copy of ${sendName}`).waitFor({ state: 'detached' });
  }));

  it('previews the draft', step('preview', async () => {
    await page.goto(`/single-sends/${sendId}/preview`);
    await page.getByRole('heading', { level: 1, name: `Preview: ${sendName}` }).waitFor();
    await page.locator(`iframe[title="Email preview: ${sendName}"]`).waitFor();
    // axe cannot run inside the sandboxed frame (no scripts): the email is the sender's content, not the app.
    await expectNoAxeViolations(page, '/single-sends/:id/preview', { exclude: ['iframe'] });
  }));

  it('bulk deletes the chosen drafts at /single-sends/bulk_delete', step('bulk-delete', async () => {
    await page.goto('/single-sends');
    await grid().waitFor();
    await nameFilter().fill(stamp);
    await rowOf(sendName).getByRole('button', { name: `Duplicate ${sendName}` }).click();
    await rowOf(`Copy of ${sendName}`).waitFor();
    await page.getByRole('checkbox', { name: `Select ${sendName}` }).check();
    await page.getByRole('checkbox', { name: `Select Copy of ${sendName}` }).check();
    await page.getByRole('link', { name: 'Delete selected' }).click();
    await page.waitForURL(onPath('/single-sends/bulk_delete'));
    const confirm = dialog('Delete 2 single sends?');
    await confirm.waitFor();
    await axe('/single-sends/bulk_delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 single sends were deleted.').waitFor();
    await page.waitForURL(onPath('/single-sends'));
    await page.getByText('No single sends match these filters.').waitFor();
  }));

  it('shows the system designs and starts a draft from one', step('selector', async () => {
    await page.goto('/single-sends/new/selector/sendgrid-designs');
    const list = page.getByRole('list', { name: 'System designs' });
    await list.waitFor();
    await axe('/single-sends/new/selector/sendgrid-designs');
    await list.getByRole('link', { name: /^Use / }).first().click();
    await page.waitForURL((url) => /^\/single-sends\/new\/selector\/template\/[^/]+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Create Single Send' }).waitFor();
    await axe('/single-sends/new/selector/template/:templateId');
    await page.getByRole('button', { name: 'Create Single Send' }).click();
    await page.waitForURL((url) => new RegExp(`^/single-sends/${UUID}/editor$`).test(url.pathname), { timeout: 20_000 });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
