// Unsubscribe groups: the list (paged, with its end announced), the add form with its preview tabs,
// a 20,000-row CSV upload while the mock fails one batch (counts, retry of exactly the failed addresses,
// every valid address in the group exactly once), the export download, delete, the same upload into
// another group reloaded mid-way and resumed, and axe on the list and the form. One browser context for
// the whole flow.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { waitForIndexedDbToContain } from '../lib/indexeddb.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const NOISE = [
  ...KNOWN_NOISE,
  // The batch the scenario fails on purpose: Chromium logs every 5xx answer.
  /status of 500 \(Internal Server Error\) \(http:\/\/[^)]+\/v3\/asm\/groups\/\d+\/suppressions:0\)/,
];
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const groupName = `E2E ${stamp}`.slice(0, 30);
const description = 'Addresses uploaded by the end-to-end test.';

/** 20,000 rows under an "email" header: every 97th row is not an address, so 206 are skipped. */
const ROWS = 20_000;
const rows = Array.from({ length: ROWS }, (_, index) => (index % 97 === 13 ? `not-an-address-${index}` : `reader${index}.${stamp}@example.com`));
const valid = rows.filter((row) => row.includes('@'));
const invalidCount = ROWS - valid.length;
const csv = `email\n${rows.join('\n')}\n`;
const number = (value) => value.toLocaleString('en-US');

describe('unsubscribe groups', () => {
  const suite = browserSuite('unsubscribe-groups', { flow: true });
  const { step } = suite;
  let page;
  let groupId;
  const list = () => page.getByRole('list', { name: 'Unsubscribe groups' });
  const card = (name) => list().getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const fact = (term) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  /** The addresses the mock backend holds for the group, through the API as the signed-in user. */
  const storedAddresses = (id) =>
    page.evaluate(async (group) => {
      const token = document.cookie.match(/(?:^|; )mako_auth_token=([^;]+)/)?.[1];
      const response = await fetch(`/v3/asm/groups/${group}/suppressions`, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
      return response.json();
    }, id);
  const chooseCsv = async () => {
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({ name: 'unsubscribes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await eventually(async () => assert.equal(await fact('Valid addresses to upload').innerText(), number(valid.length)));
  };

  before(async () => {
    page = await suite.open({ timeout: 30_000 });
  });

  it('lists 25 groups, then the rest, announcing the end', step('list', async () => {
    await signIn(page, PERSONAS.owner, '/unsubscribe-groups');
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe Groups' }).waitFor();
    await card('Weekly Newsletter').waitFor();
    assert.equal(await list().getByRole('listitem').count(), 25);
    await page.getByRole('button', { name: 'Load more groups' }).click();
    await page.getByText('You have reached the end of the list.').waitFor();
    assert.equal(await list().getByRole('listitem').count(), 32);
  }));

  it('has no axe violations on the list', step('axe-list', async () => {
    await expectNoAxeViolations(page, '/unsubscribe-groups');
  }, { critical: false }));

  it('creates a group, previewing it on both recipient pages', step('create', async () => {
    await page.getByRole('link', { name: 'Create New Group' }).first().click();
    await page.waitForURL((url) => url.pathname === '/unsubscribe-groups/new/preview/unsubscribe');
    await page.getByRole('heading', { level: 1, name: 'Create an Unsubscribe Group' }).waitFor();
    await expectNoAxeViolations(page, 'the add form');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('is a required field').first().waitFor();
    await expectNoAxeViolations(page, 'the add form with validation errors');

    await page.getByRole('textbox', { name: 'Group Name', exact: true }).fill(groupName);
    await page.getByRole('textbox', { name: 'Group Description', exact: true }).fill(description);
    const preview = page.getByRole('figure', { name: 'How the unsubscribe page looks to a recipient' });
    await preview.getByText(`Unsubscribe from ${groupName}?`).waitFor();
    await page.getByRole('tab', { name: 'Preferences page' }).click();
    await page.waitForURL((url) => url.pathname === '/unsubscribe-groups/new/preview/preferences');
    await page.getByRole('figure', { name: 'How the preferences page looks to a recipient' }).waitFor();
    await expectNoAxeViolations(page, 'the add form on the preferences tab');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await notifications().getByText(`${groupName} was created`).waitFor();
    await card(groupName).waitFor();
    const edit = await card(groupName).getByRole('link', { name: 'Edit' }).getAttribute('href');
    groupId = /\/unsubscribe-groups\/(\d+)\//.exec(edit)?.[1];
    assert.ok(groupId, `no group id in ${edit}`);
  }));

  it('uploads 20,000 rows while one batch fails, shows the right counts, and retries only the failed addresses', step('upload', async () => {
    // The scenario fails the next POST to a group's suppressions (one batch), once.
    await page.goto(`/unsubscribe-groups/${groupId}/upload-csv?mock-scenario=unsubscribe-groups-suppressions-batch-fail`);
    await page.getByRole('heading', { level: 1, name: 'Upload a CSV of Unsubscribes' }).waitFor();
    await chooseCsv();
    assert.equal(await fact('Invalid addresses skipped').innerText(), number(invalidCount));
    assert.equal(await fact('Repeated addresses skipped').innerText(), '0');

    await page.getByRole('button', { name: `Upload ${number(valid.length)} addresses` }).click();
    await notifications().getByText(`1,000 of ${number(valid.length)} addresses could not be added to ${groupName} (internal server error).`, { exact: false }).waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/unsubscribe-groups');
    const groupCard = card(groupName);
    await groupCard.getByText('1,000 addresses did not go in').waitFor();
    await groupCard.getByText('1–100 of 1,000').waitFor();
    const failed = await groupCard.getByRole('list', { name: 'Addresses that did not go in' }).getByRole('listitem').allInnerTexts();
    assert.equal(failed.length, 100);
    assert.ok(failed.every((email) => valid.includes(email)), 'the failed list holds addresses that were not in the file');

    await groupCard.getByRole('button', { name: 'Retry failed addresses' }).click();
    await notifications().getByText(`Upload complete: ${number(valid.length)} addresses added to ${groupName}`).waitFor({ timeout: 60_000 });
    await groupCard.getByText(number(valid.length), { exact: true }).waitFor();
    assert.equal(await groupCard.getByText(/did not go in/).count(), 0);
  }));

  it('holds every valid address exactly once', step('exactly-once', async () => {
    const stored = await storedAddresses(groupId);
    assert.equal(stored.length, valid.length);
    assert.deepEqual([...stored].sort(), [...valid].sort());
  }));

  it('exports the group as a formula-safe CSV download', step('export', async () => {
    const downloadEvent = page.waitForEvent('download');
    await card(groupName).getByRole('button', { name: 'Export' }).click();
    const download = await downloadEvent;
    assert.equal(download.suggestedFilename(), `${groupName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-unsubscribes.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    const lines = text.trim().split(/\r\n/);
    assert.equal(lines[0], 'email,group_id,group_name,unsubscribed_at');
    assert.equal(lines.length, valid.length + 1);
    assert.equal(new URL(page.url()).pathname, '/unsubscribe-groups', 'the export navigated away from the app');
    await notifications().getByText(`The unsubscribe list of ${groupName} is downloading`).waitFor();
  }, { critical: false }));

  it('deletes the group after a confirmation that says later opt-outs become global', step('delete', async () => {
    await card(groupName).getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Unsubscribe Group' }).waitFor();
    await page.getByRole('link', { name: 'Delete Group' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${groupName}?` });
    await dialog.getByText(/become global unsubscribes/).waitFor();
    // The group holds the uploaded addresses: Delete waits for its name.
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    assert.equal(await remove.isDisabled(), true);
    await dialog.getByRole('textbox', { name: `Type ${groupName} to confirm` }).fill(groupName);
    await remove.click();
    await notifications().getByText(`${groupName} was deleted`).waitFor();
    await list().waitFor();
    await card(groupName).waitFor({ state: 'detached' });
  }));

  it('keeps an upload through a reload in the middle of it, and Resume sends the rest', step('reload-resume', async () => {
    await page.goto('/unsubscribe-groups');
    const target = card('Ambassador Program');
    const href = await target.getByRole('link', { name: 'Upload CSV' }).getAttribute('href');
    const targetId = /\/unsubscribe-groups\/(\d+)\//.exec(href)?.[1];
    assert.deepEqual(await storedAddresses(targetId), []);

    // Every batch takes 2 s, so the page reloads while five are in flight.
    await page.goto(`/unsubscribe-groups/${targetId}/upload-csv?mock-scenario=unsubscribe-groups-suppressions-slow`);
    await chooseCsv();
    await page.getByRole('button', { name: `Upload ${number(valid.length)} addresses` }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading addresses to Ambassador Program' });
    await eventually(async () => assert.ok(Number(await progress.getAttribute('value')) >= 5000), { timeout: 30_000 });
    await waitForIndexedDbToContain(page, '"added":5000');
    // A running upload asks before the page unloads: leave.
    const leave = (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    page.on('dialog', leave);
    try {
      await page.reload();
    } finally {
      page.off('dialog', leave);
    }

    const interrupted = page.getByText(/^Upload interrupted: [\d,]+ addresses not sent yet$/);
    await interrupted.waitFor();
    const notSent = Number((await interrupted.innerText()).match(/[\d,]+/)[0].replace(/,/g, ''));
    assert.ok(notSent > 0 && notSent <= valid.length - 5000, `${notSent} addresses left to send`);
    await page.getByText(`The upload added ${number(valid.length - notSent)} of ${number(valid.length)} addresses to Ambassador Program.`).waitFor();
    await page.getByRole('button', { name: 'Resume upload' }).click();
    await notifications().getByText(`Upload complete: ${number(valid.length)} addresses added to Ambassador Program`).waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/unsubscribe-groups');

    const stored = await storedAddresses(targetId);
    assert.equal(stored.length, valid.length);
    assert.deepEqual([...stored].sort(), [...valid].sort());
    // Nothing left to offer after another reload.
    await page.reload();
    await card('Ambassador Program').getByText(number(valid.length), { exact: true }).waitFor();
    assert.equal(await card('Ambassador Program').getByText(/Upload interrupted|did not go in/).count(), 0);
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: NOISE });
  });
});
