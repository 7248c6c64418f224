// Notification recipients: list, add (with validation) from a dialog, persistence across a reload, delete
// after confirmation ("<address> was deleted"), axe on each screen and no browser errors.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { waitForIndexedDbToContain } from '../lib/indexeddb.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = `e2e.${stamp}@example.org`;

describe('notifications', () => {
  const suite = browserSuite('notifications', { flow: true });
  const { step } = suite;
  let page;
  let table;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const row = (text) => table.getByRole('row').filter({ hasText: text });

  before(async () => {
    page = await suite.open();
    table = page.getByRole('table', { name: 'Notification recipients' });
  });

  it('signs in and lists the notification recipients', step('list', async () => {
    await signInTo(page, PERSONAS.owner, '/notifications', 'Notifications');
    await row('ops@lumenoutfitters.com').waitFor();
    await expectNoAxeViolations(page, '/notifications');
  }));

  it('checks the address in the add dialog', step('validation', async () => {
    await page.getByRole('link', { name: 'Add Recipient' }).click();
    await page.waitForURL(onPath('/notifications/new'));
    const dialog = page.getByRole('dialog', { name: 'Add Recipient' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the add recipient dialog');
    await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).fill('ops@lumenoutfitters.com');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('must be unique').waitFor();
    await expectNoAxeViolations(page, 'the add recipient dialog with an error');
  }, { critical: false }));

  it('adds a recipient and lists it', step('add', async () => {
    if (!(await page.getByRole('dialog', { name: 'Add Recipient' }).isVisible())) await page.goto('/notifications/new');
    const dialog = page.getByRole('dialog', { name: 'Add Recipient' });
    await dialog.getByRole('textbox', { name: 'Email Address', exact: true }).fill(address);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(onPath('/notifications'));
    await toast(`${address} was added`).waitFor();
    await row(address).waitFor();
  }));

  it('still lists it after a reload', step('reload', async () => {
    await waitForIndexedDbToContain(page, address);
    await page.reload();
    await row(address).waitFor();
  }));

  it('deletes it after confirmation', step('delete', async () => {
    await row(address).getByRole('link', { name: 'Delete' }).click();
    await page.waitForURL((url) => /^\/notifications\/[^/]+\/delete$/.test(url.pathname));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Delete ${address}?` }).waitFor();
    await expectNoAxeViolations(page, 'the delete recipient dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(`${address} was deleted`).waitFor();
    await page.waitForURL(onPath('/notifications'));
    await row(address).waitFor({ state: 'detached' });
    assert.equal(await row('ops@lumenoutfitters.com').count(), 1);
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
