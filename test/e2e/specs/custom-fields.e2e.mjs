// Custom fields: list (reserved and custom), create a Number field, the name rules' exact messages as the
// user types (an SQL reserved keyword, a duplicate), rename, delete with confirmation, accessibility of the
// list and the dialogs, and no browser errors along the way. One browser context for the whole flow.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';

const SQL_KEYWORD_MESSAGE = "can't name custom field with SQL reserved keywords";
const NAME_IN_USE_MESSAGE = 'field name is already in use';
const RESERVED_FIELD_MESSAGE = "can't name custom field with reserved field names";

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fieldName = `e2e_score_${stamp}`;
const renamed = `e2e_points_${stamp}`;

/** axe on this feature's screen: the main area, which holds the page and its dialogs (the shell has its own checks). */
const expectScreenAccessible = (page, label) => expectNoAxeViolations(page, label, { include: ['#main'] });

/** The text tied to a control by aria-describedby (hint, error). */
const descriptionOf = (control) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

describe('custom fields', () => {
  const suite = browserSuite('custom-fields', { flow: true });
  const { step } = suite;
  let page;
  let customTable;
  const row = (name) => customTable.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  const dialog = (name) => page.getByRole('dialog', { name });
  const nameField = () => page.getByRole('textbox', { name: 'Field Name', exact: true });

  before(async () => {
    page = await suite.open();
    customTable = page.getByRole('table', { name: 'Custom fields' });
  });

  it('signs in and shows the custom and reserved fields', step('list', async () => {
    await signInTo(page, PERSONAS.owner, '/custom-fields', 'Custom Fields');
    await row('loyalty_tier').waitFor();
    assert.match(await row('lifetime_value').innerText(), /Number/);
    const reserved = page.getByRole('table', { name: 'Reserved fields' });
    await reserved.getByText('first_name', { exact: true }).waitFor();
    assert.equal(await reserved.getByRole('link').count(), 0, 'reserved fields offer no actions');
  }));

  it('has no axe violations on /custom-fields', step('axe-list', async () => {
    await expectScreenAccessible(page, '/custom-fields');
  }, { critical: false }));

  it('sorts the custom fields by name', step('sort', async () => {
    const header = customTable.getByRole('columnheader', { name: 'Field Name' });
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');
    await header.getByRole('button', { name: 'Field Name' }).click();
    assert.equal(await header.getAttribute('aria-sort'), 'descending');
    const names = await customTable.locator('tbody tr td:first-child').allInnerTexts();
    assert.deepEqual(names, [...names].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base' })));
    await header.getByRole('button', { name: 'Field Name' }).click();
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');
  }, { critical: false }));

  it('opens the create dialog, with the name field focused', step('open-create', async () => {
    await page.getByRole('link', { name: 'New Custom Field' }).first().click();
    await page.waitForURL(onPath('/custom-fields/new'));
    await dialog('New Custom Field').waitFor();
    await eventually(async () => assert.equal(await nameField().evaluate((element) => element === document.activeElement), true));
  }));

  it('has no axe violations in the create dialog', step('axe-create', async () => {
    await expectScreenAccessible(page, '/custom-fields/new');
  }, { critical: false }));

  it('says why an SQL reserved keyword, a reserved field and a duplicate cannot be used, as they are typed', step('rules', async () => {
    for (const [typed, message] of [
      ['select', SQL_KEYWORD_MESSAGE],
      ['first_name', RESERVED_FIELD_MESSAGE],
      ['Loyalty_Tier', NAME_IN_USE_MESSAGE],
    ]) {
      await nameField().fill(typed);
      await dialog('New Custom Field').getByText(message, { exact: true }).waitFor();
      await eventually(async () => assert.match(await descriptionOf(nameField()), new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
      assert.equal(await nameField().getAttribute('aria-invalid'), 'true');
    }
    await expectScreenAccessible(page, '/custom-fields/new with a name error');
  }));

  it('creates a Number field and lists it', step('create', async () => {
    await nameField().fill(fieldName);
    await dialog('New Custom Field').getByRole('radio', { name: 'Number' }).check();
    await dialog('New Custom Field').getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(onPath('/custom-fields'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(`${fieldName} was created`).waitFor();
    await row(fieldName).waitFor();
    assert.match(await row(fieldName).innerText(), /Number/);
  }));

  it('a second field cannot take the new name, in another case', step('duplicate-new-name', async () => {
    await page.getByRole('link', { name: 'New Custom Field' }).first().click();
    await dialog('New Custom Field').waitFor();
    await nameField().fill(fieldName.toUpperCase());
    await dialog('New Custom Field').getByText(NAME_IN_USE_MESSAGE, { exact: true }).waitFor();
    await dialog('New Custom Field').getByRole('button', { name: 'Cancel', exact: true }).click();
    // Cancel with a typed name asks first (unsaved changes); leaving discards it.
    await dialog('Leave this page?').getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL(onPath('/custom-fields'));
  }, { critical: false }));

  it('renames the field; its type cannot change', step('rename', async () => {
    await row(fieldName).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => /^\/custom-fields\/edit\/e\d+_N$/.test(url.pathname));
    const edit = dialog('Edit Custom Field');
    await edit.waitFor();
    assert.equal(await nameField().inputValue(), fieldName);
    assert.equal(await edit.getByRole('radio', { name: 'Number' }).isChecked(), true);
    assert.equal(await edit.getByRole('radio', { name: 'Number' }).isDisabled(), true);
    await edit.getByText('The type of a custom field cannot be changed after it is created.').waitFor();
    await expectScreenAccessible(page, '/custom-fields/edit/:id');
    await nameField().fill(renamed);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(onPath('/custom-fields'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(`${renamed} was updated`).waitFor();
    await row(renamed).waitFor();
    assert.equal(await row(fieldName).count(), 0);
  }));

  it('deletes the field after a confirmation that names it and warns about segments', step('delete', async () => {
    await row(renamed).getByRole('link', { name: 'Delete' }).click();
    await page.waitForURL((url) => /^\/custom-fields\/e\d+_N\/delete$/.test(url.pathname));
    const confirm = dialog(`Delete ${renamed}?`);
    await confirm.waitFor();
    assert.match(await confirm.innerText(), /Segments that use .* become invalid and are disabled/);
    await expectScreenAccessible(page, '/custom-fields/:id/delete');
    const deleteButton = confirm.getByRole('button', { name: 'Delete', exact: true });
    assert.equal(await deleteButton.isDisabled(), true);
    await confirm.getByLabel(`Type ${renamed} to confirm`).fill(renamed);
    await deleteButton.click();
    await page.waitForURL(onPath('/custom-fields'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(`${renamed} was deleted`).waitFor();
    await row(renamed).waitFor({ state: 'detached' });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
