// Contact import: as the administrator acting for marketing-sub (1,240 contacts, a 100,000-contact plan),
// first a small import that adds 3,760 contacts; then a generated 100,000-row CSV into a list created on
// the way, with a custom field created on the mapping screen, 0.5 % invalid rows, 0.5 % rows with a value the
// Number field cannot take (imported without it) and 5 % rows that update existing contacts; then a HubSpot
// export whose phone numbers are partly not +1. The dry run's numbers must be the final report's; axe on
// every step and dialog.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const listName = `Imported ${stamp}`;
const fieldName = `loyalty_${stamp}`;
const number = (value) => value.toLocaleString('en-US');

const ROWS = 100_000;
const UPDATES = 5_000;
/** Rows with a bad address (refused) and rows with text in the Number column (imported without it). */
const INVALID = 500;
const NOT_NUMBERS = 500;
const CREATES = ROWS - UPDATES - INVALID;
/** Rows of the first, small import: with the account's own contacts they make the 5,000 updated later. */
const SEEDED = 3_760;

/**
 * Email, First Name, Loyalty Points: the `existing` addresses first (updates); after them every 95th row is
 * bad (1,000 rows: half bad addresses, half text in the Number column); the rest are new contacts.
 */
function bigCsv(existing) {
  const lines = ['Email,First Name,Loyalty Points'];
  let bad = 0;
  for (let index = 0; index < ROWS; index += 1) {
    if (index < UPDATES) lines.push(`${existing[index]},Updated ${index},${index}`);
    else if ((index - UPDATES) % 95 === 0) {
      bad += 1;
      lines.push(bad % 2 === 0 ? `not-an-address-${index},Bad,1` : `bad.points.${index}.${stamp}@example.com,Bad,lots`);
    } else lines.push(`new.${index}.${stamp}@example.com,New ${index},${index % 500}`);
  }
  assert.equal(bad, INVALID + NOT_NUMBERS);
  return `${lines.join('\n')}\n`;
}

describe('contact import', () => {
  const suite = browserSuite('contact-import', { flow: true });
  const { step } = suite;
  let page;
  let existing = [];
  const axe = (label) => expectNoAxeViolations(page, label, { include: ['#main'] });
  const fact = (within, term) => within.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  const fieldSelect = (header) => page.getByRole('combobox', { name: `Contact field for ${header}` });

  /** The acting account's contact emails, through the API's paged browsing as the signed-in administrator. */
  const accountEmails = () =>
    page.evaluate(async () => {
      const cookie = (name) => decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]+)`))?.[1] ?? '');
      const headers = { Authorization: `Bearer ${cookie('mako_auth_token')}`, 'on-behalf-of': cookie('mako_impersonate') };
      const emails = [];
      let url = '/v3/marketing/contacts?page_size=1000';
      while (url) {
        const answer = await (await fetch(url, { headers })).json();
        emails.push(...answer.result.map((contact) => contact.email).filter(Boolean));
        url = answer._metadata?.next;
      }
      return emails;
    });

  const chooseFile = async (name, content) => {
    await page.getByLabel(/choose one/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await page.getByText(`Chosen: ${name}`).waitFor();
  };

  const checkAndImport = async (total) => {
    await page.getByRole('button', { name: 'Check the import' }).click();
    const summary = page.getByLabel('What the import will do');
    await summary.waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: `Import ${number(total)} contacts` }).click();
    await page.waitForURL(onPath('/contacts/import/done'));
    return summary;
  };

  before(async () => {
    page = await suite.open({ timeout: 30_000 });
  });

  it('opens the import as the administrator acting for marketing-sub', step('open', async () => {
    await signInTo(page, PERSONAS.admin, '/contacts/import', 'Import Contacts');
    existing = await accountEmails();
    assert.equal(existing.length, 1_240);
  }));

  it('has no axe violations on the first step', step('axe-choose', () => axe('/contacts/import'), { critical: false }));

  it('imports 3,760 new contacts first', step('seed', async () => {
    const seeded = Array.from({ length: SEEDED }, (_, index) => `seed.${index}.${stamp}@example.com`);
    await chooseFile('seed.csv', `email\n${seeded.join('\n')}\n`);
    await page.getByRole('button', { name: 'Next: read the file' }).click();
    await page.waitForURL(onPath('/contacts/import/map-fields'));
    await checkAndImport(SEEDED);
    const result = page.getByLabel('Import result');
    await result.waitFor({ timeout: 90_000 });
    assert.equal(await fact(result, 'Created').innerText(), number(SEEDED));
    existing = [...existing, ...seeded];
  }));

  it('chooses the 100,000-row file and a list created on the way', step('choose', async () => {
    await page.getByRole('link', { name: 'Import another file' }).click();
    await page.waitForURL(onPath('/contacts/import'));
    await chooseFile('contacts.csv', bigCsv(existing));
    const lists = page.getByRole('combobox', { name: 'Lists' });
    await lists.fill(listName);
    await page.getByRole('option', { name: `Create list “${listName}”` }).click();
    await eventually(async () => assert.match(await page.getByRole('main').innerText(), new RegExp(listName)), { timeout: 10_000 });
  }));

  it('reads the file in a worker, with progress, then maps the known columns', step('read', async () => {
    await page.getByRole('button', { name: 'Next: read the file' }).click();
    await page.waitForURL(onPath('/contacts/import/map-fields'), { timeout: 30_000 });
    await eventually(async () => assert.equal(await fieldSelect('Email').inputValue(), '_rf2_T'));
    assert.equal(await fieldSelect('First Name').inputValue(), '_rf0_T');
    assert.equal(await fieldSelect('Loyalty Points').inputValue(), '');
  }));

  it('has no axe violations on the mapping screen', step('axe-map', () => axe('/contacts/import/map-fields'), { critical: false }));

  it('creates a Number custom field for a column and maps the column to it', step('create-field', async () => {
    await page.getByRole('link', { name: 'Create a custom field for Loyalty Points' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Custom Field' });
    await dialog.waitFor();
    await axe('/contacts/import/map-fields/create-custom-field');
    assert.ok(await dialog.getByRole('radio', { name: 'Number' }).isChecked(), 'the samples are numbers');
    await dialog.getByRole('textbox', { name: /Field Name/ }).fill(fieldName);
    await dialog.getByRole('button', { name: 'Create and map' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => assert.match(await fieldSelect('Loyalty Points').locator('option:checked').innerText(), new RegExp(fieldName)));
  }));

  let expected;
  it('checks the import: new, updated and invalid rows, and why', step('dry-run', async () => {
    await page.getByRole('button', { name: 'Check the import' }).click();
    const summary = page.getByLabel('What the import will do');
    await summary.waitFor({ timeout: 60_000 });
    expected = {
      rows: await fact(summary, 'Contacts in the file').innerText(),
      creates: await fact(summary, 'New contacts').innerText(),
      updates: await fact(summary, 'Existing contacts updated').innerText(),
      invalid: await fact(summary, 'Invalid rows, not imported').innerText(),
    };
    assert.deepEqual(expected, { rows: number(ROWS), creates: number(CREATES), updates: number(UPDATES), invalid: number(INVALID) });
    const why = await page.getByRole('table', { name: 'Why rows are invalid' }).innerText();
    assert.match(why, /Invalid email address\s+500/);
    assert.doesNotMatch(why, /Not a number/);
    const leftOut = await page.getByRole('list', { name: 'Values that will not be imported' }).innerText();
    assert.match(leftOut, new RegExp(`${number(NOT_NUMBERS)} values of Number fields were not imported: not a number`));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the error report (CSV)' }).click();
    assert.equal((await download).suggestedFilename(), 'contacts-errors.csv');
  }));

  it('has no axe violations with the check’s report', step('axe-dry-run', () => axe('/contacts/import/map-fields (report)'), { critical: false }));

  it('uploads, follows the job, and reports exactly what the check said', step('import', async () => {
    await page.getByRole('button', { name: `Import ${number(CREATES + UPDATES)} contacts` }).click();
    await page.waitForURL(onPath('/contacts/import/done'));
    await axe('/contacts/import/done (processing)');
    const result = page.getByLabel('Import result');
    await result.waitFor({ timeout: 180_000 });
    assert.deepEqual(
      {
        rows: await fact(result, 'Rows').innerText(),
        creates: await fact(result, 'Created').innerText(),
        updates: await fact(result, 'Updated').innerText(),
        invalid: await fact(result, 'Errors').innerText(),
      },
      expected,
    );
    assert.equal(await fact(result, 'Imported without some values').innerText(), number(NOT_NUMBERS));
    await page.getByRole('region', { name: 'Notifications' }).getByText('Your import of contacts.csv is complete, but some rows were not imported.').waitFor();
    const imports = await page.getByRole('table', { name: 'Your imports' }).innerText();
    assert.match(imports, /contacts\.csv\s+\S+ \d+, \d{4}\s+Complete with errors\s+100,000\s+94,500\s+5,000\s+500/);
  }));

  it('has no axe violations on the done screen', step('axe-done', () => axe('/contacts/import/done'), { critical: false }));

  it('keeps every contact of a HubSpot export and names the phone numbers it leaves out', step('hubspot', async () => {
    // HubSpot's export headers (test/fixtures/contact-exports/README.md); two numbers are not +1.
    const csv = [
      'Record ID,First Name,Last Name,Email,Phone Number,State/Region,Country/Region,Company Name',
      `1,Liam,Walsh,liam.${stamp}@example.com,(646) 555-0101,New York,United States,"Walsh, Hart & Co"`,
      `2,Noah,Fischer,noah.${stamp}@example.com,+49 30 123456,Berlin,Germany,Fischer GmbH`,
      `3,Olivia,Rossi,olivia.${stamp}@example.com,ext. 42,Lombardy,Italy,`,
      `4,Pablo,Diaz,pablo.${stamp}@example.com,305.555.0105,Florida,United States,Diaz Foods`,
    ].join('\r\n');
    await page.getByRole('link', { name: 'Import another file' }).click();
    await page.waitForURL(onPath('/contacts/import'));
    await chooseFile('hubspot-contacts.csv', csv);
    await page.getByRole('button', { name: 'Next: read the file' }).click();
    await page.waitForURL(onPath('/contacts/import/map-fields'));
    await eventually(async () => assert.equal(await fieldSelect('Email').inputValue(), '_rf2_T'));
    assert.match(await fieldSelect('State/Region').locator('option:checked').innerText(), /State/);
    assert.match(await fieldSelect('Country/Region').locator('option:checked').innerText(), /Country/);
    await page.getByRole('button', { name: 'Check the import' }).click();
    const leftOut = page.getByRole('list', { name: 'Values that will not be imported' });
    await leftOut.waitFor({ timeout: 30_000 });
    assert.match(await leftOut.innerText(), /2 phone numbers were not imported: not a \+1 number/);
    assert.match(await page.getByRole('table', { name: /First values not imported/ }).innerText(), /“\+49 30 123456” is not a \+1 number/);
    await page.getByRole('button', { name: 'Import 4 contacts' }).click();
    await page.waitForURL(onPath('/contacts/import/done'));
    const result = page.getByLabel('Import result');
    await result.waitFor({ timeout: 60_000 });
    assert.equal(await fact(result, 'Created').innerText(), '4');
    assert.equal(await fact(result, 'Imported without some values').innerText(), '2');
  }));
});
