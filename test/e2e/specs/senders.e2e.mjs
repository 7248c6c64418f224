// Senders: list, create (with validation), persistence across reload, edit, resend verification, delete,
// accessibility of the list and the form, and no browser errors along the way.
// One browser context for the whole flow (fresh demo data, persisted in IndexedDB across reloads).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { waitForIndexedDbToContain } from '../lib/indexeddb.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

const FIELD_LABELS = ['From Name', 'From Email Address', 'Reply To', 'Company Address', 'Address line 2', 'City', 'State', 'Zip Code', 'Country', 'Nickname'];
// Required by the API (POST /marketing/senders: all but address_2, state, zip) and by the form (From Name).
const REQUIRED_LABELS = ['From Name', 'From Email Address', 'Reply To', 'Company Address', 'City', 'Country', 'Nickname'];
const REQUIRED_MESSAGE = /is a required field/i;

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sender = {
  'From Name': `E2E Sender ${stamp}`,
  'From Email Address': `e2e.${stamp}@example.org`,
  'Reply To': `reply.${stamp}@example.org`,
  'Company Address': `${stamp.length} Test Street`,
  'Address line 2': 'Suite 500',
  City: 'Springfield',
  State: 'CA',
  'Zip Code': '94105',
  Country: 'United States',
  Nickname: `e2e-nick-${stamp}`,
};
const editedFromName = `E2E Edited ${stamp}`;

/** The form control whose accessible name is exactly `label` (a visual "*" is aria-hidden, so not part of it). */
function field(page, label) {
  const name = { name: label, exact: true };
  return page.getByRole('textbox', name).or(page.getByRole('combobox', name));
}

/** Fills a text field, or picks an option when the control turns out to be a <select>. Returns the value shown. */
async function fillField(page, label, value) {
  const control = field(page, label);
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag !== 'select') {
    await control.fill(value);
    return value;
  }
  const options = await control.locator('option').evaluateAll((list) => list.map((option) => ({ label: option.label.trim(), value: option.value })));
  const match = options.find((option) => option.label === value || option.value === value) ?? options.find((option) => option.value);
  assert.ok(match, `the ${label} select has no options`);
  await control.selectOption(match.value);
  return match.label;
}

/** Text shown with a field: its aria-describedby/aria-errormessage targets and the widest container holding only this control. */
function textNextTo(control) {
  return control.evaluate((element) => {
    const parts = [];
    const ids = `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-errormessage') ?? ''}`.split(/\s+/).filter(Boolean);
    for (const id of ids) parts.push(document.getElementById(id)?.textContent ?? '');
    let container = null;
    for (let node = element.parentElement; node && node.tagName !== 'FORM'; node = node.parentElement) {
      if (node.querySelectorAll('input, select, textarea').length !== 1) break;
      container = node;
    }
    if (container) parts.push(container.textContent ?? '');
    return parts.join(' | ');
  });
}

describe('senders', () => {
  const suite = browserSuite('senders', { flow: true });
  const { step } = suite;
  let page;
  let table;
  const senderRow = (text) => table.getByRole('row').filter({ hasText: text });

  before(async () => {
    page = await suite.open();
    table = page.getByRole('table', { name: 'Senders' });
  });

  it('signs in as the advanced owner and shows the senders list', step('list', async () => {
    await signIn(page, PERSONAS.owner, '/senders');
    assert.equal(pathOf(page), '/senders');
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    await table.waitFor();
    await table.getByRole('link', { name: 'Edit' }).first().waitFor(); // the seed's senders are listed
    await page.getByRole('link', { name: 'Create New Sender' }).waitFor();
  }));

  it('has no axe violations on /senders', step('axe-list', async () => {
    await expectNoAxeViolations(page, '/senders');
  }, { critical: false }));

  it('shows locked senders without a Delete link', step('locked', async (t) => {
    const locked = table.getByRole('row').filter({ hasText: /Locked/ });
    const count = await locked.count();
    if (count === 0) t.diagnostic('the seed data has no locked sender; nothing to check');
    for (let index = 0; index < count; index += 1) {
      assert.equal(await locked.nth(index).getByRole('link', { name: 'Delete' }).count(), 0, `locked row ${index} offers Delete`);
    }
  }, { critical: false }));

  it('opens the create form', step('open-create', async () => {
    await page.getByRole('link', { name: 'Create New Sender' }).click();
    await page.waitForURL(onPath('/senders/new'));
    await page.getByRole('heading', { level: 1, name: 'Create a Sender' }).waitFor();
    for (const label of FIELD_LABELS) await field(page, label).waitFor();
  }));

  it('has no axe violations on /senders/new', step('axe-create', async () => {
    await expectNoAxeViolations(page, '/senders/new');
  }, { critical: false }));

  it('validates the empty form, with the errors next to the fields and no axe violations', step('validation', async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(REQUIRED_MESSAGE).first().waitFor();
    assert.equal(pathOf(page), '/senders/new', 'an empty form must not be submitted');
    for (const label of REQUIRED_LABELS) {
      await eventually(async () => assert.match(await textNextTo(field(page, label)), REQUIRED_MESSAGE, `no "is a required field" message next to ${label}`));
    }
    await expectNoAxeViolations(page, '/senders/new with validation errors');
  }, { critical: false }));

  it('creates a sender and lists it', step('create', async () => {
    for (const label of FIELD_LABELS) sender[label] = await fillField(page, label, sender[label]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(onPath('/senders'));
    const row = senderRow(sender.Nickname);
    await row.waitFor();
    await eventually(async () => {
      const text = await row.innerText();
      for (const label of ['Nickname', 'From Name', 'From Email Address', 'Reply To', 'Company Address']) {
        assert.ok(text.includes(sender[label]), `the new row lacks ${label} "${sender[label]}": ${text}`);
      }
      assert.match(text, /\b(Verified|Unverified)\b/, `the new row has no status badge: ${text}`);
    });
  }));

  it('still lists the new sender after a reload', step('reload', async () => {
    // The row is written as the request is answered; waiting for it keeps the reload from racing the write.
    await waitForIndexedDbToContain(page, sender.Nickname);
    await page.reload();
    await table.waitFor();
    await senderRow(sender.Nickname).waitFor();
  }));

  it('edits the sender', step('edit', async () => {
    await senderRow(sender.Nickname).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => /^\/senders\/[^/]+\/edit$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Edit Sender' }).waitFor();
    for (const label of ['From Name', 'From Email Address', 'Reply To', 'Company Address', 'City', 'Nickname']) {
      await eventually(async () => assert.equal(await field(page, label).inputValue(), sender[label], `${label} is not prefilled`));
    }
    await field(page, 'From Name').fill(editedFromName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(onPath('/senders'));
    await senderRow(sender.Nickname).filter({ hasText: editedFromName }).waitFor();
  }));

  it('resends verification for an unverified sender', step('resend', async (t) => {
    const resend = { name: 'Resend verification' };
    let row = senderRow(sender.Nickname);
    if ((await row.getByRole('button', resend).count()) === 0) {
      t.diagnostic('the new sender is verified (authenticated domain?); using another unverified sender');
      row = table.getByRole('row').filter({ has: page.getByRole('button', resend) }).first();
      assert.ok((await row.count()) > 0, 'no unverified sender with a "Resend verification" button in the list');
    }
    await row.getByRole('button', resend).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Verification email sent').first().waitFor();
  }, { critical: false }));

  it('deletes the sender after confirmation (Cancel keeps it)', step('delete', async () => {
    const row = senderRow(sender.Nickname);
    await row.getByRole('link', { name: 'Delete' }).click();
    await page.waitForURL((url) => /^\/senders\/[^/]+\/delete$/.test(url.pathname));
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(onPath('/senders'));
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor();

    await row.getByRole('link', { name: 'Delete' }).click();
    await page.waitForURL((url) => /^\/senders\/[^/]+\/delete$/.test(url.pathname));
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(onPath('/senders'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(`${sender.Nickname} was deleted`).first().waitFor();
    await row.waitFor({ state: 'detached' });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
