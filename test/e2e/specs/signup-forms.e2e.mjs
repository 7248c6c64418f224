// Signup forms: the index, a form built with the keyboard alone (create, settings with a new list, build,
// styles, save, share), then its hosted page opened by an anonymous visitor in a new tab of the same browser
// (no session cookie, no session headers), submitted, and the contact found in the list. axe on each screen
// and dialog, the hosted form included.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { waitForIndexedDbToContain } from '../lib/indexeddb.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const formName = `E2E signup ${stamp}`;
const listName = `E2E form signups ${stamp}`;
const confirmation = `Thanks ${stamp}, you are in!`;
const header = `Join the E2E club ${stamp}`;
const visitorEmail = `visitor-${stamp}@example.com`;
const NOT_ACCEPTING = 'This form is not accepting signups right now.';
const EDITOR_PATH = /^\/forms\/signup\/[0-9a-f-]{36}\/editor$/;

/** Presses Tab (then, if it is behind, Shift+Tab) until `locator` has the focus: proof that the keyboard reaches it. */
async function tabTo(page, locator, { max = 60 } = {}) {
  const focused = () => locator.evaluate((element) => element === document.activeElement);
  // The shorter way first: backwards when the control comes before the focused one.
  const behind = await locator.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (const key of behind ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses <= max; presses += 1) {
      if (await focused()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Neither Tab nor Shift+Tab reached ${locator}`);
}

/** Tabs to a text control and replaces its text by typing. */
async function typeInto(page, locator, text) {
  await tabTo(page, locator);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Tabs to a closed <select> and moves through its options with the arrow keys until `value` is chosen. */
async function chooseWithArrows(page, select, value) {
  await tabTo(page, select);
  for (let presses = 0; presses < 30 && (await select.inputValue()) !== value; presses += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await select.inputValue(), value);
}

describe('signup forms', () => {
  const suite = browserSuite('signup-forms', { flow: true });
  const { step } = suite;
  let page;
  let formId;
  let hostedUrl;
  // The preview frame shows the user's own form at its author's colours (and axe cannot enter a frame whose sandbox
  // allows no script); the same form is checked in full on its hosted page below.
  const axe = (label) => expectNoAxeViolations(page, label, { include: ['#main'], exclude: ['iframe'] });
  const dialog = (name) => page.getByRole('dialog', { name });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });

  before(async () => {
    page = await suite.open();
  });

  it('signs in and lists the seeded forms with their list, contacts and last update', step('index', async () => {
    await signIn(page, PERSONAS.owner, '/forms/signup');
    await page.getByRole('heading', { level: 1, name: 'Signup Forms', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Signup forms' });
    const row = table.getByRole('row').filter({ hasText: 'Newsletter footer' });
    await row.getByText('Newsletter subscribers').waitFor();
    for (const header of ['Name', 'List', 'Contacts', 'Last Updated']) await table.getByRole('columnheader', { name: header }).waitFor();
    await page.getByText(/^\d+ of 100 signup forms$/).waitFor();
    await axe('/forms/signup');
  }));

  it('creates a form with the keyboard and lands in its editor', step('create', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Create Signup Form' }).first());
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => EDITOR_PATH.test(url.pathname));
    formId = pathOf(page).split('/')[3];
    await page.getByRole('heading', { level: 1, name: 'Untitled Form' }).waitFor();
    await page.getByTitle('Form preview at desktop width').waitFor();
    await axe('/forms/signup/:id/editor (settings)');
  }));

  it('fills in the settings and creates the form’s list in editor/new_list, keyboard only', step('settings', async () => {
    await typeInto(page, page.getByRole('textbox', { name: 'Form Name' }), formName);
    await tabTo(page, page.getByRole('link', { name: 'Create a New List' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath(`/forms/signup/${formId}/editor/new_list`));
    const newList = dialog('Create a New List');
    await newList.waitFor();
    await axe('/forms/signup/:id/editor/new_list');
    await typeInto(page, newList.getByRole('textbox', { name: 'List Name' }), listName);
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath(`/forms/signup/${formId}/editor`));
    const list = page.getByRole('combobox', { name: 'List' });
    await eventually(async () => assert.equal(await list.locator('option:checked').innerText(), listName));

    const message = page.getByRole('textbox', { name: 'Confirmation Message' });
    await typeInto(page, message, '');
    await page.keyboard.press('Delete');
    // An empty confirmation message is refused next to the field.
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('is a required field').waitFor();
    assert.equal(await message.getAttribute('aria-invalid'), 'true');
    await axe('/forms/signup/:id/editor with a validation error');
    await typeInto(page, message, confirmation);
    await tabTo(page, page.getByRole('checkbox', { name: 'Use a captcha' }));
    assert.equal(await page.getByRole('checkbox', { name: 'Use a captcha' }).isChecked(), false);
  }));

  it('builds the form: header, a required first name, the email kept required', step('build', async () => {
    await tabTo(page, page.getByRole('tab', { name: 'Settings' }));
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: 'Build' }).getAttribute('aria-selected'), 'true');
    await typeInto(page, page.getByRole('textbox', { name: 'Header' }), header);
    await chooseWithArrows(page, page.getByRole('combobox', { name: 'Field to Add' }), 'first_name');
    await tabTo(page, page.getByRole('button', { name: 'Add Field' }));
    await page.keyboard.press('Enter');
    const firstName = page.getByRole('group', { name: 'First Name' });
    await eventually(async () => assert.ok(await firstName.getByRole('textbox', { name: 'Label' }).evaluate((element) => element === document.activeElement), 'focus moves to the new field'));
    await tabTo(page, firstName.getByRole('checkbox', { name: 'Required' }));
    await page.keyboard.press('Space');
    assert.equal(await firstName.getByRole('checkbox', { name: 'Required' }).isChecked(), true);
    await axe('/forms/signup/:id/editor (build)');
  }));

  it('styles the button and sees the live preview at desktop and mobile width', step('styles', async () => {
    await tabTo(page, page.getByRole('tab', { name: 'Build' }));
    await page.keyboard.press('ArrowRight');
    await typeInto(page, page.getByRole('textbox', { name: 'Button Text' }), 'Count me in');
    const preview = page.frameLocator('iframe[title="Form preview at desktop width"]');
    await preview.getByRole('button', { name: 'Count me in' }).waitFor();
    await preview.getByRole('heading', { name: header }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Mobile' }));
    await page.keyboard.press('Enter');
    const mobile = page.getByTitle('Form preview at mobile width');
    assert.equal(await mobile.evaluate((frame) => frame.getBoundingClientRect().width), 375);
    await axe('/forms/signup/:id/editor (styles, mobile preview)');
  }));

  it('saves, and shares the hosted link and the embed code', step('save-share', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await notifications().getByText(`${formName} was saved`).waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Share' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(onPath(`/forms/signup/${formId}/editor/share`));
    const share = dialog(`Share ${formName}`);
    await share.waitFor();
    hostedUrl = await share.getByRole('textbox', { name: 'Hosted page link' }).inputValue();
    assert.equal(new URL(hostedUrl).pathname, `/hosted/forms/${formId}`);
    const code = await share.getByRole('textbox', { name: 'Embed code' }).inputValue();
    assert.match(code, new RegExp(`action="[^"]+/v3/marketing/signup_forms/${formId}/submissions"`));
    assert.ok(code.includes(header) && !code.includes('<script'), 'the embed code holds the form and no script');
    await share.getByRole('button', { name: 'Copy link' }).waitFor();
    await share.getByRole('button', { name: 'Copy code' }).waitFor();
    await axe('/forms/signup/:id/editor/share');
    await page.keyboard.press('Escape');
    await page.waitForURL(onPath(`/forms/signup/${formId}/editor`));
    await waitForIndexedDbToContain(page, formName);
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  }));

  it('opens the hosted page in a new tab as an anonymous visitor, and the signup adds the contact', step('hosted', async () => {
    const { context } = suite.session;
    // The visitor has no session: the signed-in tab goes (it also lets go of the mock's contact store file) and so do the cookies.
    await page.close();
    await context.clearCookies();
    page = await context.newPage();
    const formCalls = [];
    page.on('request', (request) => {
      if (request.url().includes('/v3/marketing/signup_forms/')) formCalls.push(request);
    });
    await page.goto(hostedUrl);
    assert.equal(pathOf(page), `/hosted/forms/${formId}`, 'the hosted page does not send a visitor to sign in');
    await page.getByRole('heading', { level: 1, name: header }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'no app shell around the hosted form');
    await expectNoAxeViolations(page, '/hosted/forms/:id');

    await tabTo(page, page.getByRole('button', { name: 'Count me in' }));
    await page.keyboard.press('Enter');
    await page.getByText('is a required field').first().waitFor();
    await expectNoAxeViolations(page, '/hosted/forms/:id with errors');
    const signUp = async () => {
      await typeInto(page, page.getByRole('textbox', { name: 'Email' }), visitorEmail);
      await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Vera');
      await tabTo(page, page.getByRole('button', { name: 'Count me in' }));
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText(confirmation).or(page.getByText(NOT_ACCEPTING)).waitFor();
    };
    await signUp();
    if (await page.getByText(NOT_ACCEPTING).isVisible()) {
      // The closed tab's worker still held the contact store's file, so this tab got a copy without the new list
      // (mocks/README "Contact store", Known limits): a reload takes the file.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: header }).waitFor();
      await signUp();
    }
    await page.getByRole('status').getByText(confirmation).waitFor();
    await expectNoAxeViolations(page, '/hosted/forms/:id confirmation');

    assert.deepEqual([...new Set(formCalls.map((request) => `${request.method()} ${new URL(request.url()).pathname.split('/').pop()}`))], ['GET public', 'POST submissions']);
    for (const request of formCalls) {
      const headers = await request.allHeaders();
      assert.equal(headers.authorization, undefined, 'no Authorization header');
      assert.equal(headers['on-behalf-of'], undefined, 'no on-behalf-of header');
    }
  }));

  it('finds the contact in the form’s list, and the form’s count on the index', step('contact-in-list', async () => {
    // In the visitor's tab: a navigation, like a reload, hands the contact store's file over to the next page.
    await signIn(page, PERSONAS.owner, '/contacts');
    const listLink = page.getByRole('link', { name: listName });
    await eventually(async () => {
      if (await listLink.isVisible()) return;
      await page.reload();
      await listLink.waitFor({ timeout: 5_000 });
    }, { timeout: 30_000 });
    await listLink.click();
    await page.waitForURL((url) => /^\/contacts\/lists\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByText('1 contact', { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByText(visitorEmail).waitFor();
    await page.goto('/forms/signup');
    const row = page.getByRole('table', { name: 'Signup forms' }).getByRole('row').filter({ hasText: formName });
    await eventually(async () => assert.match(await row.innerText(), new RegExp(`${listName}\\s+1\\b`)));
  }));

  it('duplicates, shares and deletes from the index, each dialog accessible', step('index-actions', async () => {
    const rowOf = (name) => page.getByRole('table', { name: 'Signup forms' }).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await rowOf(formName).getByRole('button', { name: 'Duplicate' }).click();
    await notifications().getByText(`Copy of ${formName} was created`).waitFor();
    await rowOf(formName).getByRole('link', { name: 'Share' }).click();
    await page.waitForURL(onPath(`/forms/signup/${formId}/share`));
    await dialog(`Share ${formName}`).waitFor();
    await axe('/forms/signup/:id/share');
    await page.keyboard.press('Escape');
    await page.waitForURL(onPath('/forms/signup'));
    await rowOf(`Copy of ${formName}`).getByRole('link', { name: 'Delete' }).click();
    const confirm = dialog(`Delete Copy of ${formName}?`);
    await confirm.waitFor();
    await axe('/forms/signup/:id/delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notifications().getByText(`Copy of ${formName} was deleted`).waitFor();
    assert.equal(await rowOf(`Copy of ${formName}`).count(), 0);
  }));
});
