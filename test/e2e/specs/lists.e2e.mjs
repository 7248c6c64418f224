// Lists: the lists beside all contacts, create a list (the name rules as typed), add contacts to it (through
// the API, from the page), its page with its count, rename, delete it with its contacts (a job the poller
// follows), and the locked-list screen of a list a segment is built on. axe on each screen and dialog.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';
import { callApi as callPageApi } from '../lib/api.mjs';

const NAME_IN_USE_MESSAGE = 'list name is already in use';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const listName = `E2E shoppers ${stamp}`;
const renamed = `E2E holiday shoppers ${stamp}`;
const emails = [1, 2, 3].map((n) => `e2e-${stamp}-${n}@example.com`);

describe('lists', () => {
  const suite = browserSuite('lists', { flow: true });
  const { step } = suite;
  let page;
  let listId;
  const axe = (label) => expectNoAxeViolations(page, label, { include: ['#main'] });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const dialog = (name) => page.getByRole('dialog', { name });

  const callApi = (method, path, body) => callPageApi(page, method, path, body);

  before(async () => {
    page = await suite.open();
  });

  it('signs in and shows the lists beside all contacts', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/contacts', 'Contacts');
    const lists = page.getByRole('grid', { name: 'Lists' });
    await lists.getByRole('link', { name: 'Newsletter subscribers' }).waitFor();
    await page.getByText(/All \d+ lists are shown\. You have reached the end of the list\./).waitFor();
    await axe('/contacts');
  }));

  it('creates a list, saying a taken name is in use as it is typed', step('create', async () => {
    await page.getByRole('link', { name: 'Create list' }).first().click();
    await page.waitForURL(onPath('/contacts/new_list'));
    await page.getByRole('heading', { level: 1, name: 'Create a List' }).waitFor();
    const name = page.getByRole('textbox', { name: 'List Name' });
    await name.fill('newsletter SUBSCRIBERS');
    await page.getByText(NAME_IN_USE_MESSAGE, { exact: true }).waitFor();
    assert.equal(await name.getAttribute('aria-invalid'), 'true');
    await axe('/contacts/new_list with a name error');
    await name.fill(listName);
    await page.getByRole('button', { name: 'Create List' }).click();
    await page.waitForURL((url) => /^\/contacts\/lists\/[0-9a-f-]{36}$/.test(url.pathname));
    listId = new URL(page.url()).pathname.split('/').at(-1);
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    await notifications().getByText(`${listName} was created`).waitFor();
  }));

  it('adds contacts to the list (PUT /marketing/contacts with list_ids) and shows its count on its page', step('add-contacts', async () => {
    const added = await callApi('PUT', '/marketing/contacts', { list_ids: [listId], contacts: emails.map((email) => ({ email })) });
    assert.equal(added.status, 202);
    await eventually(async () => assert.equal((await callApi('GET', `/marketing/contacts/imports/${added.body.job_id}`)).body.status, 'completed'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    await page.getByText('3 contacts', { exact: true }).waitFor();
    await axe('/contacts/lists/:id');
  }));

  it('renames the list in a dialog over its page', step('rename', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(onPath(`/contacts/lists/${listId}/edit`));
    const rename = dialog('Rename List');
    await rename.waitFor();
    await axe('/contacts/lists/:id/edit');
    await rename.getByRole('textbox', { name: 'List Name' }).fill(renamed);
    await rename.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(onPath(`/contacts/lists/${listId}`));
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await notifications().getByText(`The list was renamed ${renamed}`).waitFor();
  }));

  it('deletes the list with its contacts: the list goes at once, the contacts when the job ends', step('delete', async () => {
    const before = (await callApi('GET', '/marketing/contacts/count')).body.contact_count;
    await page.getByRole('link', { name: 'Delete', exact: true }).click();
    await page.waitForURL(onPath(`/contacts/lists/${listId}/delete`));
    const confirm = dialog(`Delete ${renamed}`);
    await confirm.getByRole('radio', { name: /Keep the contacts/ }).waitFor();
    await axe('/contacts/lists/:id/delete');
    await confirm.getByRole('radio', { name: /Delete the contacts too/ }).check();
    await confirm.getByRole('button', { name: 'Delete List and Contacts' }).click();
    await page.waitForURL(onPath('/contacts'));
    await notifications().getByText(`${renamed} was deleted`).waitFor();
    await notifications().getByText(`The contacts of ${renamed} were deleted`).waitFor();
    assert.equal((await callApi('GET', '/marketing/contacts/count')).body.contact_count, before - emails.length, 'the list’s contacts are gone');
    assert.equal(await page.getByRole('grid', { name: 'Lists' }).getByRole('link', { name: renamed }).count(), 0);
  }));

  it('shows the locked-list screen for a list a segment is built on, naming the segment', step('locked', async () => {
    const { body } = await callApi('GET', '/marketing/lists?page_size=1000');
    let locked;
    for (const list of body.result) {
      const usage = (await callApi('GET', `/marketing/lists/${list.id}/usage`)).body;
      if (usage.segments.length > 0) {
        locked = { list, segment: usage.segments[0] };
        break;
      }
    }
    assert.ok(locked, 'a seeded segment is built on one of avery’s lists');
    await page.goto(`/contacts/lists/${locked.list.id}/delete`);
    const screen = dialog(`${locked.list.name} can't be deleted`);
    await screen.getByRole('link', { name: locked.segment.name }).waitFor();
    assert.equal(await screen.getByRole('button', { name: /Delete/ }).count(), 0);
    await axe('/contacts/lists/:id/delete (locked)');
    await screen.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.waitForURL(onPath(`/contacts/lists/${locked.list.id}`));
  }, { critical: false }));

  it('chooses lists by keyboard in the import’s list choice, and creates one on the way', step('list-choice', async () => {
    await page.goto('/contacts/import');
    const choice = page.getByRole('combobox', { name: 'Lists', exact: true });
    await choice.waitFor();
    await eventually(async () => assert.equal(await choice.isDisabled(), false));
    await choice.focus();
    await page.keyboard.type('runn');
    await page.getByRole('listbox', { name: 'Lists' }).getByRole('option', { name: /Trail runners/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('list', { name: 'Lists: chosen' });
    await chosen.getByText('Trail runners', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const newList = `E2E import ${stamp}`;
    await page.keyboard.type(newList);
    await page.keyboard.press('ArrowDown');
    assert.equal(
      await choice.getAttribute('aria-activedescendant'),
      await page.getByRole('option', { name: `Create list “${newList}”` }).getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await chosen.getByText(newList, { exact: true }).waitFor();
    await axe('/contacts/import with the list choice');
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
