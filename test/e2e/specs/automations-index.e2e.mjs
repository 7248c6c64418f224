// The automations index and creation (issue 18): the index (Live or Draft, entry, emails, last update), a new
// draft from the selector dialog by keyboard only, search, duplicate ("Copy of <name>"), set live refused with
// the server's problems listed, disable confirmed ("disabling stops all emails") and set live again, delete at
// /automations/:id/delete, bulk delete at /automations/bulk_delete, the choose page, and the upgrade page a
// plan without automations sees instead. axe on each screen and dialog, no browser errors and no content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';
import { tabTo } from '../lib/keyboard.mjs';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const onDetail = (url) => new RegExp(`^/automations/${UUID}/detail$`).test(url.pathname);

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const draftName = `Keyboard welcome ${stamp}`;

describe('automations index', () => {
  const suite = browserSuite('automations-index', { flow: true });
  const { step } = suite;
  let page;
  let liveName;
  const grid = () => page.getByRole('grid', { name: 'Automations' });
  const rowOf = (name) => grid().getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const dialog = (name) => page.getByRole('dialog', { name });
  const axe = (label) => expectNoAxeViolations(page, label);
  const search = () => page.getByRole('searchbox', { name: 'Search by name' });

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 1000 } });
  });

  it('shows the index: name, Live or Draft, entry, emails, last update', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/automations', 'Automations');
    await grid().waitFor();
    await eventually(async () => assert.ok((await grid().getByRole('row').count()) > 3));
    for (const header of ['Name', 'Status', 'Entry', 'Emails', 'Last update']) await grid().getByRole('columnheader', { name: header }).waitFor();
    const liveRow = grid().getByRole('row').filter({ has: page.getByText('Live', { exact: true }) }).first();
    liveName = (await liveRow.getByRole('link').first().textContent()).trim();
    await grid().getByText('Paused', { exact: true }).first().waitFor();
    await axe('/automations');
  }));

  it('creates a welcome series from the selector by keyboard only', step('keyboard-create', async () => {
    await page.locator('body').focus();
    await tabTo(page, 'Create an Automation');
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath('/automations/selector'));
    const create = dialog('Create an automation');
    await create.waitFor();
    await axe('/automations/selector');
    await tabTo(page, /^Blank automation/);
    // Arrow keys move the radio choice: the welcome series, whose name the field takes.
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getByRole('radio', { name: 'Welcome series' }).isChecked(), true);
    assert.equal(await create.getByRole('textbox', { name: /Automation Name/ }).inputValue(), 'Untitled Welcome Series');
    await tabTo(page, 'Automation Name');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(draftName);
    await tabTo(page, 'Create');
    await page.keyboard.press('Enter');
    await page.waitForURL(onDetail, { timeout: 20_000 });
  }));

  it('finds the draft by name and duplicates it as "Copy of <name>"', step('search-duplicate', async () => {
    await page.goto('/automations');
    await grid().waitFor();
    await search().fill(stamp);
    await rowOf(draftName).waitFor();
    await eventually(async () => assert.equal(await grid().getByRole('row').count(), 2));
    await rowOf(draftName).getByText('Draft', { exact: true }).waitFor();
    await rowOf(draftName).getByRole('button', { name: `Duplicate ${draftName}` }).click();
    await page.getByText(`Copy of ${draftName} was created.`).waitFor();
    await rowOf(`Copy of ${draftName}`).waitFor();
    await axe('/automations searched');
  }));

  it('lists what a draft misses when it cannot be set live', step('set-live-refused', async () => {
    await rowOf(draftName).getByRole('button', { name: `Set ${draftName} live` }).click();
    const problems = dialog(`${draftName} cannot be set live yet`);
    await problems.waitFor();
    assert.ok((await problems.getByRole('listitem').count()) > 0);
    await problems.getByRole('link', { name: `Open ${draftName} to fix them` }).waitFor();
    await axe('set live problems');
    await problems.getByRole('button', { name: 'Close' }).last().click();
    await problems.waitFor({ state: 'detached' });
  }));

  it('disables a live automation after the confirmation, then sets it live again', step('disable-set-live', async () => {
    await search().fill('');
    await rowOf(liveName).waitFor();
    await rowOf(liveName).getByRole('button', { name: `Disable ${liveName}` }).click();
    const confirm = dialog(`Disable ${liveName}?`);
    await confirm.waitFor();
    await confirm.getByText(/disabling stops all emails/).waitFor();
    await axe('disable confirmation');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await page.getByText(`${liveName} was disabled.`).waitFor();
    await rowOf(liveName).getByText('Disabled', { exact: true }).waitFor();
    await rowOf(liveName).getByRole('button', { name: `Set ${liveName} live` }).click();
    await page.getByText(`${liveName} is live.`).waitFor();
    await rowOf(liveName).getByRole('button', { name: `Disable ${liveName}` }).waitFor();
  }));

  it('deletes the copy after a confirmation', step('delete', async () => {
    await search().fill(stamp);
    await rowOf(`Copy of ${draftName}`).getByRole('link', { name: `Delete Copy of ${draftName}` }).click();
    await page.waitForURL((url) => new RegExp(`^/automations/${UUID}/delete$`).test(url.pathname));
    const confirm = dialog(`Delete Copy of ${draftName}?`);
    await confirm.waitFor();
    await axe('/automations/:id/delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Copy of ${draftName} was deleted.`).waitFor();
    await page.waitForURL(onPath('/automations'));
    await rowOf(`Copy of ${draftName}`).waitFor({ state: 'detached' });
  }));

  it('bulk deletes the chosen drafts at /automations/bulk_delete', step('bulk-delete', async () => {
    await rowOf(draftName).getByRole('button', { name: `Duplicate ${draftName}` }).click();
    await rowOf(`Copy of ${draftName}`).waitFor();
    await page.getByRole('checkbox', { name: `Select ${draftName}` }).check();
    await page.getByRole('checkbox', { name: `Select Copy of ${draftName}` }).check();
    await page.getByRole('link', { name: 'Delete selected' }).click();
    await page.waitForURL(onPath('/automations/bulk_delete'));
    const confirm = dialog('Delete 2 automations?');
    await confirm.waitFor();
    await axe('/automations/bulk_delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('2 automations were deleted.').waitFor();
    await page.waitForURL(onPath('/automations'));
    await page.getByText('No automations match this name.').waitFor();
  }));

  it('outlines the starting points on the choose page and makes a draft from one', step('choose', async () => {
    await page.goto('/automations/choose');
    await page.getByRole('heading', { level: 1, name: 'Choose a starting point' }).waitFor();
    await page.getByRole('list', { name: 'Re-engagement series outline' }).waitFor();
    await axe('/automations/choose');
    await page.getByRole('button', { name: 'Use this: Re-engagement series' }).click();
    await page.waitForURL(onDetail, { timeout: 20_000 });
  }));

  it('shows an account on another plan what automations do and the upgrade instead', step('upgrade', async () => {
    // The basic-plan scenario answers the Advanced account as Basic (a Free one lacks the automation scope).
    page = await suite.open({ viewport: { width: 1024, height: 800 } });
    await signInTo(page, PERSONAS.owner, '/automations', 'Automations');
    await page.goto('/automations?mock-scenario=basic-plan');
    await page.getByRole('heading', { name: 'Automations need the Advanced plan.' }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Advanced (opens in a new tab)' }).waitFor();
    assert.equal(await page.getByRole('grid').count(), 0);
    await axe('/automations upgrade');
    await page.goto('/automations/choose');
    await page.getByRole('heading', { name: 'Automations need the Advanced plan.' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /^Use this/ }).count(), 0);
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
