// Unsaved changes: a half-filled form asks Stay or Leave before an in-app navigation drops it, the browser
// asks before a reload while it holds edits, and neither asks after a save or when the user logs out.
// Chromium shows the beforeunload prompt only after a user gesture, so the edits are typed on the keyboard.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { signInTo } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

describe('unsaved changes', () => {
  const suite = browserSuite('unsaved-changes', { flow: true });
  const { step } = suite;
  let page;
  /** What the next browser dialog gets; by default it is dismissed and counted as unexpected. */
  let answerDialog = null;
  const unexpectedDialogs = [];

  const fromName = () => page.getByRole('textbox', { name: 'From Name', exact: true });
  const leaveDialog = () => page.getByRole('dialog', { name: 'Leave this page?' });
  const navLink = (name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

  /** Sets how the next browser dialog is answered; resolves with its type once it came. */
  function nextDialog(answer) {
    return new Promise((resolve) => {
      answerDialog = async (dialog) => {
        answerDialog = null;
        resolve(dialog.type());
        await (answer === 'accept' ? dialog.accept() : dialog.dismiss());
      };
    });
  }

  before(async () => {
    page = await suite.open();
    page.on('dialog', async (dialog) => {
      if (answerDialog) return answerDialog(dialog);
      unexpectedDialogs.push(`${dialog.type()} on ${page.url()}`);
      await dialog.dismiss();
    });
  });

  it('types into the create sender form', step('type', async () => {
    await signInTo(page, 'owner', '/senders/new', 'Create a Sender');
    await fromName().click();
    await page.keyboard.type('Half Filled');
  }));

  it('asks before a navigation link drops the edits; Stay keeps them', step('stay', async () => {
    await navLink('Custom Fields').click();
    const dialog = leaveDialog();
    await dialog.getByText('You have unsaved changes. If you leave, they will be lost.').waitFor();
    await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(pathOf(page), '/senders/new');
    assert.equal(await fromName().inputValue(), 'Half Filled');
  }));

  it("has the browser ask before a reload; staying keeps the edits", step('beforeunload-stay', async () => {
    const asked = nextDialog('dismiss');
    // A dismissed prompt cancels the reload, so this promise may never settle.
    page.reload().catch(() => {});
    assert.equal(await asked, 'beforeunload');
    await eventually(async () => assert.equal(await fromName().inputValue(), 'Half Filled'));
  }));

  it('leaves after Leave', step('leave', async () => {
    await navLink('Custom Fields').click();
    await leaveDialog().getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL(onPath('/custom-fields'));
    await page.getByRole('heading', { level: 1, name: 'Custom Fields', exact: true }).waitFor();
  }));

  it('reloads a page without edits without asking', step('reload-clean', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Custom Fields', exact: true }).waitFor();
    assert.deepEqual(unexpectedDialogs, []);
  }));

  it('reloads after the user accepts the prompt, and the edits are gone', step('beforeunload-leave', async () => {
    await page.goto('/senders/new');
    await fromName().click();
    await page.keyboard.type('Dropped');
    const asked = nextDialog('accept');
    await page.reload();
    assert.equal(await asked, 'beforeunload');
    await page.getByRole('heading', { level: 1, name: 'Create a Sender', exact: true }).waitFor();
    assert.equal(await fromName().inputValue(), '');
  }));

  it('does not ask after a successful save', step('save', async () => {
    const stamp = Date.now().toString(36);
    await fromName().click();
    await page.keyboard.type('Saved Sender');
    await page.getByRole('textbox', { name: 'From Email Address', exact: true }).fill(`saved.${stamp}@example.org`);
    await page.getByRole('textbox', { name: 'Reply To', exact: true }).fill(`reply.${stamp}@example.org`);
    await page.getByRole('textbox', { name: 'Company Address', exact: true }).fill('1 Main St');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Denver');
    await page.getByRole('textbox', { name: 'Country', exact: true }).fill('United States');
    await page.getByRole('textbox', { name: 'Nickname', exact: true }).fill(`saved-${stamp}`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(onPath('/senders'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(`saved-${stamp} was created`).waitFor();
    assert.equal(await leaveDialog().count(), 0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Senders', exact: true }).waitFor();
    assert.deepEqual(unexpectedDialogs, []);
  }));

  it('logs out from a form with edits without the browser asking to stay', step('logout', async () => {
    await page.goto('/senders/new');
    await fromName().click();
    await page.keyboard.type('Left Behind');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL(onPath('/login'));
    assert.deepEqual(unexpectedDialogs, []);
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
