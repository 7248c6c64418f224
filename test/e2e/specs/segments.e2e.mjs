// Segments: a list with contacts and a custom field made through the API from the page, a segment of that
// list built with the keyboard only (a text, a number, a date and an event condition) while the live count
// follows, saved; refreshed until the limit says when the next refresh is possible; duplicated; the custom
// field it uses deleted, and the segment shown invalid with the field named; deleted. axe on each screen.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';
import { callApi as callPageApi } from '../lib/api.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const listName = `E2E segment list ${stamp}`;
const fieldName = `e2e_points_${stamp}`;
const firstName = `Segmenta${stamp}`;
const segmentName = `E2E segment ${stamp}`;
const copyName = `Copy of ${segmentName}`;
const emails = [1, 2, 3].map((n) => `e2e-segment-${stamp}-${n}@example.com`);
const SEGMENT_PATH = /^\/contacts\/segments\/[0-9a-f-]{36}$/;

describe('segments', () => {
  const suite = browserSuite('segments', { flow: true });
  const { step } = suite;
  let page;
  let listId;
  let segmentPath;
  const axe = (label) => expectNoAxeViolations(page, label, { include: ['#main'] });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const dialog = (name) => page.getByRole('dialog', { name });
  const group = (number) => page.getByRole('group', { name: new RegExp(`^Group ${number}:`) });
  const condition = (number) => group(number).getByRole('group', { name: 'Condition 1' });

  const callApi = (method, path, body) => callPageApi(page, method, path, body);

  const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);

  /** Presses Tab until `locator` has focus: it is reached by the keyboard, as a user would reach it. */
  async function tabTo(locator, { backwards = false, max = 80 } = {}) {
    for (let presses = 0; presses < max; presses += 1) {
      if (await isFocused(locator)) return;
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${locator}`);
  }

  /** Chooses an option of the focused native select by typing its start (the browser's type-ahead). */
  async function typeAhead(select, text, expected) {
    await select.focus();
    await page.keyboard.type(text);
    await eventually(async () => assert.equal(await select.evaluate((element) => element.selectedOptions[0]?.textContent), expected));
  }

  before(async () => {
    page = await suite.open();
  });

  it('signs in and lists the segments', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/contacts/segments', 'Segments');
    await page.getByRole('table', { name: 'Segments' }).getByRole('link', { name: 'Gold and Platinum members' }).waitFor();
    await page.getByRole('table', { name: 'V1 segments' }).waitFor();
    await page.getByText(/V1 segments stopped being processed after December 31, 2022/).waitFor();
    await axe('/contacts/segments');
  }));

  it('makes a list of contacts with a custom number field (through the API, from the page)', step('data', async () => {
    const field = await callApi('POST', '/marketing/field_definitions', { name: fieldName, field_type: 'Number' });
    assert.equal(field.status, 200);
    const list = await callApi('POST', '/marketing/lists', { name: listName });
    assert.equal(list.status, 201);
    listId = list.body.id;
    const added = await callApi('PUT', '/marketing/contacts', {
      list_ids: [listId],
      contacts: emails.map((email, index) => ({ email, first_name: firstName, custom_fields: { [field.body.id]: 100 * (index + 1) } })),
    });
    assert.equal(added.status, 202);
    await eventually(async () => assert.equal((await callApi('GET', `/marketing/contacts/imports/${added.body.job_id}`)).body.status, 'completed'));
  }));

  it('builds a segment of the list with the keyboard only, the count following the conditions', step('build', async () => {
    await page.getByRole('link', { name: 'Create Segment' }).first().click();
    await page.waitForURL(onPath('/contacts/segments/create'));
    await page.getByRole('heading', { level: 1, name: 'Create a Segment' }).waitFor();
    await axe('/contacts/segments/create');

    const name = page.getByRole('textbox', { name: /^Segment Name/ });
    await tabTo(name);
    await page.keyboard.type(segmentName);

    await tabTo(page.getByRole('radio', { name: 'All Contacts' }));
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getByRole('radio', { name: 'Contacts in one list' }).isChecked(), true);
    const parent = page.getByRole('combobox', { name: /^Parent list/ });
    await tabTo(parent);
    await page.keyboard.type(listName);
    await page.getByRole('option', { name: new RegExp(listName) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    // Text: first name = the contacts' name.
    await tabTo(condition(1).getByRole('combobox', { name: 'Field' }));
    await typeAhead(condition(1).getByRole('combobox', { name: 'Field' }), 'First Name', 'First Name');
    await tabTo(condition(1).getByRole('combobox', { name: 'Operator' }));
    await typeAhead(condition(1).getByRole('combobox', { name: 'Operator' }), '=', '=');
    await tabTo(condition(1).getByRole('textbox', { name: /^Value/ }));
    await page.keyboard.type(firstName);
    await page.getByText('3 contacts match these conditions.').waitFor();

    // Number: the custom field at least 200 (two of the three).
    await tabTo(page.getByRole('button', { name: 'Add an AND group' }));
    await page.keyboard.press('Enter');
    assert.equal(await isFocused(condition(2).getByRole('combobox', { name: 'Field' })), true, 'focus moves to the new condition');
    await typeAhead(condition(2).getByRole('combobox', { name: 'Field' }), fieldName, fieldName);
    await tabTo(condition(2).getByRole('combobox', { name: 'Operator' }));
    await typeAhead(condition(2).getByRole('combobox', { name: 'Operator' }), '>=', '>=');
    await tabTo(condition(2).getByRole('spinbutton', { name: /^Value/ }));
    await page.keyboard.type('200');
    await page.getByText('2 contacts match these conditions.').waitFor();

    // Date: created within the last 30 days.
    await tabTo(page.getByRole('button', { name: 'Add an AND group' }));
    await page.keyboard.press('Enter');
    await typeAhead(condition(3).getByRole('combobox', { name: 'Field' }), 'Created At', 'Created At');
    await tabTo(condition(3).getByRole('combobox', { name: 'Operator' }));
    await typeAhead(condition(3).getByRole('combobox', { name: 'Operator' }), 'within', 'within');
    await tabTo(condition(3).getByRole('spinbutton', { name: /^Days/ }));
    await page.keyboard.type('30');

    // Event: did not open, from ANY send, at any time (new contacts opened nothing).
    await tabTo(page.getByRole('button', { name: 'Add an AND group' }));
    await page.keyboard.press('Enter');
    await typeAhead(condition(4).getByRole('combobox', { name: 'Field' }), 'Email opened', 'Email opened');
    await tabTo(condition(4).getByRole('combobox', { name: 'Operator' }));
    await typeAhead(condition(4).getByRole('combobox', { name: 'Operator' }), 'did', 'did not open');
    await condition(4).getByRole('combobox', { name: 'Sent by' }).waitFor();

    await page.getByText('2 contacts match these conditions.').waitFor();
    const sample = page.getByRole('list', { name: 'Sample of matching contacts' });
    await eventually(async () => assert.equal(await sample.getByRole('listitem').count(), 2));
    await axe('/contacts/segments/create with four conditions');

    // Why is a sampled contact here: every condition met, with its values.
    await sample.getByRole('button', { name: /^Why is .+ in this segment\?$/ }).first().click();
    const why = dialog(/^Why is .+ in this segment\?$/);
    await why.getByText(/meets every group of conditions/).waitFor();
    await axe('why dialog');
    await page.keyboard.press('Escape');
    await why.waitFor({ state: 'detached' });

    await tabTo(page.getByRole('button', { name: 'Create Segment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => SEGMENT_PATH.test(url.pathname));
    segmentPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: segmentName }).waitFor();
    await notifications().getByText(`${segmentName} was created`).waitFor();
  }));

  it('shows the segment: its count once counted, the sample, the conditions in words', step('detail', async () => {
    await page.getByText('Valid', { exact: true }).waitFor({ timeout: 20_000 });
    const count = page.locator('dt', { hasText: /^Contacts$/ }).locator('xpath=following-sibling::dd');
    await eventually(async () => assert.equal(await count.innerText(), '2'));
    await page.getByRole('list', { name: 'Conditions in words' }).getByText(new RegExp(fieldName)).waitFor();
    await page.getByRole('grid', { name: 'Sample of contacts in this segment' }).waitFor();
    await axe('/contacts/segments/:id');
  }));

  it('refreshes until the limit says when the next refresh is possible', step('refresh', async () => {
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await page.getByText('2 refreshes left today.').waitFor();
    await refresh.click();
    await notifications().getByText(`${segmentName} is being refreshed. Its count updates when the refresh finishes.`).waitFor();
    await page.getByText(/^1 refresh left today\. A segment can be refreshed once an hour: the next refresh is possible at .+\.$/).waitFor();
    assert.equal(await refresh.isDisabled(), true);
    // The server refuses as the button does: a 429 in its own words.
    const refused = await callApi('POST', `/marketing/segments/2.0/refresh/${segmentPath.split('/').at(-1)}`, { user_time_zone: 'UTC' });
    assert.equal(refused.status, 429);
    await axe('/contacts/segments/:id after a refresh');
  }));

  it('duplicates the segment with "Copy of" and the same conditions', step('duplicate', async () => {
    await page.getByRole('link', { name: 'Duplicate' }).click();
    await page.waitForURL((url) => /^\/contacts\/segments\/duplicate\/[0-9a-f-]{36}$/.test(url.pathname));
    const name = page.getByRole('textbox', { name: /^Segment Name/ });
    await eventually(async () => assert.equal(await name.inputValue(), copyName));
    assert.equal(await condition(2).getByRole('spinbutton', { name: /^Value/ }).inputValue(), '200');
    await page.getByText('2 contacts match these conditions.').waitFor();
    await axe('/contacts/segments/duplicate/:id');
    await page.getByRole('button', { name: 'Create Segment' }).click();
    await page.waitForURL((url) => SEGMENT_PATH.test(url.pathname) && url.pathname !== segmentPath);
    await page.getByRole('heading', { level: 1, name: copyName }).waitFor();
  }));

  it('deleting the custom field it uses makes the segment invalid, naming the field and offering to edit it', step('invalid', async () => {
    const fields = (await callApi('GET', '/marketing/field_definitions')).body.custom_fields;
    const field = fields.find((candidate) => candidate.name === fieldName);
    await page.goto(`/custom-fields/${field.id}/delete`);
    const confirm = dialog(`Delete ${fieldName}?`);
    await confirm.waitFor();
    const phrase = confirm.getByRole('textbox');
    if (await phrase.count()) await phrase.fill(fieldName);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await notifications().getByText(`${fieldName} was deleted`).waitFor();

    await page.goto('/contacts/segments');
    const row = page.getByRole('table', { name: 'Segments' }).getByRole('row').filter({ has: page.getByRole('link', { name: segmentName, exact: true }) });
    await row.getByText('Invalid', { exact: true }).waitFor();
    await row.getByRole('link', { name: segmentName, exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Invalid segment' });
    await notice.getByText(`it uses the custom field ${fieldName}, which was deleted`, { exact: false }).waitFor();
    await axe('/contacts/segments/:id (invalid)');
    await notice.getByRole('link', { name: 'Edit segment' }).click();
    await page.waitForURL((url) => /^\/contacts\/segments\/[0-9a-f-]{36}\/edit$/.test(url.pathname));
    await page.getByText('This custom field was deleted. Choose another field, or remove the condition.').waitFor();
    await axe('/contacts/segments/:id/edit (invalid)');
  }));

  it('deletes the copy after a confirmation; its contacts stay', step('delete', async () => {
    await page.goto('/contacts/segments');
    const row = page.getByRole('table', { name: 'Segments' }).getByRole('row').filter({ has: page.getByRole('link', { name: copyName, exact: true }) });
    await row.getByRole('link', { name: 'Delete' }).click();
    const confirm = dialog(`Delete ${copyName}?`);
    await confirm.getByText(/The contacts in it are not deleted/).waitFor();
    await axe('/contacts/segments/:id/delete');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await notifications().getByText(`${copyName} was deleted`).waitFor();
    await page.waitForURL(onPath('/contacts/segments'));
    assert.equal(await page.getByRole('link', { name: copyName, exact: true }).count(), 0);
    assert.equal((await callApi('GET', `/marketing/lists/${listId}/contacts/count`)).body.contact_count, emails.length);
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    // The refresh step's own call past the limit: Chromium logs the 429 it asked for.
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, /status of 429 \(Too Many Requests\).*\/marketing\/segments\/2\.0\/refresh\//] });
  });
});
