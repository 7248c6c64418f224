// Save faults in settings forms (issue 30): the sender edit form and the unsubscribe group edit form, each
// with a hanging save (time-out shortened to 2 s in the QA panel), a 500, a 401 (values offered back after
// signing in again) and a change made elsewhere meanwhile (not written back); plus the contact import's
// errors file, which must download as the error CSV, not the app's index.html.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { TIMED_OUT, applyScenario, clearScenario, saveFaultsSuite, setSaveTimeout } from '../lib/save-faults.mjs';
import { onPath } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('save faults in settings forms', () => {
  const suite = saveFaultsSuite('save-faults-settings', { at: { path: '/senders', heading: 'Senders' } });
  const { step } = suite;
  let page;
  let senderId;
  let groupId;

  const forms = [
    {
      name: 'sender',
      path: () => `/senders/${senderId}/edit`,
      heading: 'Edit Sender',
      list: '/senders',
      field: 'City',
      other: { label: 'Nickname', patch: (value) => ({ nickname: value }), read: (body) => body.nickname },
      apiPath: () => `/marketing/senders/${senderId}`,
      stored: (body) => body.city,
    },
    {
      name: 'unsubscribe group',
      path: () => `/unsubscribe-groups/${groupId}/edit`,
      heading: 'Edit Unsubscribe Group',
      list: '/unsubscribe-groups',
      field: 'Group Description',
      other: { label: 'Group Name', patch: (value) => ({ name: value }), read: (body) => body.name },
      apiPath: () => `/asm/groups/${groupId}`,
      stored: (body) => body.description,
    },
  ];

  const input = (label) => page.getByRole('textbox', { name: label, exact: true });
  const save = () => page.getByRole('button', { name: 'Save', exact: true });

  async function open(form) {
    await page.goto(new URL(form.path(), page.url()).href);
    await page.getByRole('heading', { level: 1, name: form.heading, exact: true }).waitFor();
    await input(form.field).waitFor();
  }

  async function type(form, value) {
    await input(form.field).fill(value);
  }

  async function storedValue(form) {
    const answer = await callApi(page, 'GET', form.apiPath());
    assert.equal(answer.status, 200);
    return form.stored(answer.body);
  }

  before(async () => {
    page = suite.page;
    const senders = await callApi(page, 'GET', '/marketing/senders');
    senderId = senders.body.results.find((sender) => !sender.locked).id;
    const group = await callApi(page, 'POST', '/asm/groups', { name: `Faults ${stamp}`, description: 'Before the faults', is_default: false });
    assert.ok(group.status < 300, JSON.stringify(group.body));
    groupId = group.body.id;
  });

  for (const form of forms) {
    it(`${form.name}: a hanging save fails with a message next to the form, keeps the value, and Retry lands`, step(`${form.name}-hang`, async () => {
      await open(form);
      await setSaveTimeout(page, 2000);
      await applyScenario(page, 'saves-hang');
      const value = `Hang ${stamp}`;
      await type(form, value);
      await save().click();
      const formEl = page.locator('form', { has: input(form.field) });
      await formEl.getByText(TIMED_OUT).waitFor({ timeout: 10_000 });
      assert.equal(await input(form.field).inputValue(), value);
      assert.equal(await save().isEnabled(), true);
      await clearScenario(page);
      await formEl.getByRole('button', { name: 'Retry', exact: true }).click();
      await page.waitForURL(onPath(form.list));
      assert.equal(await storedValue(form), value);
    }));

    it(`${form.name}: a 500 is said next to the form, Save sends again and lands`, step(`${form.name}-500`, async () => {
      await open(form);
      await applyScenario(page, 'saves-500');
      const value = `Five hundred ${stamp}`;
      await type(form, value);
      await save().click();
      await page.locator('form', { has: input(form.field) }).getByText(/^Not saved: the server had a problem\./).waitFor();
      assert.equal(await input(form.field).inputValue(), value);
      await clearScenario(page);
      await save().click();
      await page.waitForURL(onPath(form.list));
      assert.equal(await storedValue(form), value);
    }));

    it(`${form.name}: a 401 during the save signs out; after signing in again the typed value is offered back`, step(`${form.name}-401`, async () => {
      await open(form);
      await applyScenario(page, 'save-session-expired');
      const value = `Signed out ${stamp}`;
      await type(form, value);
      await save().click();
      await page.waitForURL(onPath('/login'));
      await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: form.heading, exact: true }).waitFor();
      await page.getByText('You have changes that were not saved').waitFor();
      await page.getByRole('button', { name: 'Restore my changes', exact: true }).click();
      await eventually(async () => assert.equal(await input(form.field).inputValue(), value));
      await save().click();
      await page.waitForURL(onPath(form.list));
      assert.equal(await storedValue(form), value);
    }));

    it(`${form.name}: a change saved elsewhere meanwhile is not written back`, step(`${form.name}-concurrent`, async () => {
      await open(form);
      const elsewhere = `Elsewhere ${stamp}`;
      const patched = await callApi(page, 'PATCH', form.apiPath(), form.other.patch(elsewhere));
      assert.ok(patched.status < 300, JSON.stringify(patched.body));
      const value = `Here ${stamp}`;
      await type(form, value);
      await save().click();
      await page.waitForURL(onPath(form.list));
      const stored = await callApi(page, 'GET', form.apiPath());
      assert.equal(form.stored(stored.body), value);
      assert.equal(form.other.read(stored.body), elsewhere);
    }));
  }

  it('downloads an import’s errors file as the error CSV', step('import-errors', async () => {
    await page.goto(new URL('/contacts/import', page.url()).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The 2 s save time-out stays set: the dry run's existing-contacts check is a POST sent as a read (`reads`),
    // so it waits for the mock to load its contact store.
    // HubSpot's export header (test/fixtures/contact-exports/hubspot.csv), one row with a bad address.
    const csv = ['Record ID,First Name,Last Name,Email', `101,Liam,Walsh,liam.${stamp}@example.com`, '102,Mia,Chen,mia.chen-at-example.com'].join('\r\n');
    await page.getByLabel(/choose one/).setInputFiles({ name: `hubspot-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Next: read the file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Map Fields' }).waitFor();
    await page.getByRole('button', { name: 'Check the import' }).click();
    await page.getByRole('button', { name: 'Import 1 contacts' }).click();
    const imports = page.getByRole('table', { name: 'Your imports' });
    await imports.getByText('Complete with errors').waitFor({ timeout: 30_000 });
    const downloaded = page.waitForEvent('download');
    await imports.getByRole('button', { name: `Download the errors of hubspot-${stamp}.csv` }).click();
    const download = await downloaded;
    assert.equal(download.suggestedFilename(), `hubspot-${stamp}-import-errors.csv`);
    const text = await readFile(await download.path(), 'utf8');
    assert.doesNotMatch(text, /<html|<!doctype/i);
    const lines = text.trim().split(/\r\n/);
    assert.equal(lines[0], 'Row,Error,Record ID,First Name,Last Name,Email');
    assert.match(lines[1], /^3,.*,102,Mia,Chen,mia\.chen-at-example\.com$/);
  }));

  it('logs no unexpected errors', () => {
    suite.expectOnlyFaultNoise();
  });
});
