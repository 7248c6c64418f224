// Contact exports: export a list from its page, follow it to Active Exports, download the file (formula-safe,
// the import's columns), restart an export that failed, and delete one. axe on each screen and dialog.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';

const LIST = 'VIP customers';

describe('contact exports', () => {
  const suite = browserSuite('contact-exports', { flow: true });
  const { step } = suite;
  let page;
  const axe = (label) => expectNoAxeViolations(page, label, { include: ['#main'] });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const activeExports = () => page.getByRole('table', { name: 'Active exports' });

  before(async () => {
    page = await suite.open();
  });

  it("exports a list from the list's page", step('export-list', async () => {
    await signInTo(page, PERSONAS.owner, '/contacts', 'Contacts');
    await page.getByRole('grid', { name: 'Lists' }).getByRole('link', { name: LIST }).click();
    await page.getByRole('heading', { level: 1, name: LIST }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: `Export List: ${LIST}` });
    await dialog.waitFor();
    await axe('export dialog');
    await dialog.getByRole('button', { name: 'Export' }).click();
    await notifications().getByText(/Your export has started/).waitFor();
    await notifications().getByText('Your contact export is ready to download in Active Exports.').waitFor({ timeout: 30_000 });
  }));

  it('lists it in Active Exports and downloads its formula-safe CSV', step('download', async () => {
    await page.getByRole('navigation', { name: 'Contacts sections' }).getByRole('link', { name: 'Exports' }).click();
    await page.waitForURL(onPath('/contacts/exports'));
    const row = activeExports().getByRole('row').filter({ hasText: `List: ${LIST}` });
    await row.getByText('Ready for download').waitFor();
    await row.getByText(/^1[12] h \d+ min left$/).waitFor();
    await axe('/contacts/exports');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.split('\r\n').filter((line) => line !== '');
    assert.ok(header.startsWith('EMAIL,FIRST_NAME,LAST_NAME,ALTERNATE_EMAILS,'), header);
    assert.ok(header.endsWith(',CREATED_AT,UPDATED_AT,CONTACT_ID'), header);
    const count = Number((await row.textContent()).match(/([\d,]+) contacts/)[1].replace(/,/g, ''));
    assert.equal(lines.length, count);
    assert.ok(lines.every((line) => !/^[=+\-@]/.test(line)), 'a line starts like a formula');
  }));

  it('shows a failed export with its message and restarts it', step('restart', async () => {
    await page.goto('/contacts/exports?mock-scenario=contact-exports-fail');
    await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
    const form = page.getByRole('form', { name: 'New export' });
    await form.getByRole('radio', { name: 'All contacts' }).check();
    await form.getByRole('button', { name: 'Export' }).click();
    const failed = activeExports().getByRole('row').filter({ hasText: 'Failed' });
    await failed.getByText(/could not be completed/).waitFor({ timeout: 30_000 });
    await axe('/contacts/exports with a failed export');
    await page.evaluate(() => sessionStorage.removeItem('mock-scenario'));
    await page.reload();
    await activeExports().getByRole('row').filter({ hasText: 'Failed' }).getByRole('button', { name: 'Restart' }).click();
    await activeExports().getByRole('row').filter({ hasText: 'All contacts' }).filter({ hasText: 'Ready for download' }).waitFor({ timeout: 30_000 });
  }));

  it('deletes an export after confirming', step('delete', async () => {
    const failedRow = activeExports().getByRole('row').filter({ hasText: 'Failed' });
    await failedRow.getByRole('link', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the export of all contacts?' });
    await dialog.waitFor();
    await axe('delete export dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notifications().getByText('All contacts export was deleted').waitFor();
    await page.waitForURL(onPath('/contacts/exports'));
    assert.equal(await activeExports().getByRole('row').filter({ hasText: 'Failed' }).count(), 0);
  }));
});
