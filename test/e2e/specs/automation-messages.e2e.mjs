// An automation's emails (issue 18): the content chooser of a new email (blank design, blank code, your designs,
// system designs) creating the email and opening its editor, the editor hosted by the message with its inbox
// options (sender, subject, preheader) saved beside it and its preview sub-screen, the content of an email
// replaced once confirmed, the same editor under /legacy, and /automations/:id/preview showing every email in
// order in sandboxed frames. axe on each screen and dialog, no browser errors and no content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';
import { callApi as callPageApi } from '../lib/api.mjs';

/** The system designs' stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const automationName = `Emails ${stamp}`;
const subject = `Hello from the trail ${stamp}`;

describe('automation messages', () => {
  const suite = browserSuite('automation-messages', { flow: true });
  const { step } = suite;
  let page;
  let id;
  const dialog = (name) => page.getByRole('dialog', { name });
  const axe = (label) => expectNoAxeViolations(page, label);
  const settings = () => page.getByRole('region', { name: 'Email settings' });
  const detail = () => `/automations/${id}/detail`;

  const callApi = (method, path, body) => callPageApi(page, method, path, body);
  const messagesOf = async () => {
    const { body } = await callApi('GET', `/marketing/automations/${id}`);
    const all = [];
    const walk = (sequence) => {
      all.push(...sequence.messages);
      if (sequence.branch) [sequence.branch.yes, sequence.branch.no].forEach(walk);
    };
    walk(body.steps);
    return all;
  };

  before(async () => {
    page = await suite.open({ viewport: { width: 1600, height: 1000 } });
  });

  it('chooses a system design for a new email, which opens in the editor', step('create', async () => {
    // A page of the app first: the mock backend's service worker then answers the API calls below.
    await signInTo(page, PERSONAS.owner, '/custom-fields', 'Custom Fields');
    const created = await callApi('POST', '/marketing/automations', { template: 'blank', name: automationName });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    id = created.body.id;
    await page.goto(`${detail()}/messages/1/new/selector?sequence=root`);
    await page.getByRole('heading', { level: 1, name: 'Add an email' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Use a blank design' }).waitFor();
    await axe('new/selector: blank');
    await page.getByRole('tab', { name: 'System designs' }).click();
    const designs = page.getByRole('list', { name: 'System designs' });
    await designs.waitFor();
    await axe('new/selector: system designs');
    await designs.getByRole('link', { name: /^Use / }).first().click();
    await page.waitForURL(onPath(`${detail()}/messages/1/editor`), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: /^Email 1/ }).waitFor({ timeout: 20_000 });
    await settings().waitFor();
    await axe('messages/1/editor');
    assert.equal((await messagesOf()).length, 1);
  }));

  it('saves the inbox options beside the editor, and previews the email', step('inbox-options', async () => {
    const sender = settings().getByRole('combobox', { name: 'Sender' });
    await eventually(async () => assert.ok((await sender.locator('option').count()) > 1));
    await sender.selectOption({ index: 1 });
    await settings().getByRole('textbox', { name: 'Subject' }).fill(subject);
    await settings().getByRole('textbox', { name: /Preheader/ }).fill('What is new this week');
    await settings().getByRole('button', { name: 'Save inbox options' }).click();
    await page.getByRole('heading', { level: 1, name: `Email 1: ${subject}` }).waitFor();
    const [message] = await messagesOf();
    assert.equal(message.subject, subject);
    assert.equal(message.preheader, 'What is new this week');
    assert.ok(message.sender_id !== null);

    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await page.waitForURL(onPath(`${detail()}/messages/1/editor/preview`));
    await page.getByRole('dialog').first().waitFor();
    await expectNoAxeViolations(page, 'messages/1/editor/preview', { exclude: ['iframe'] });
    await page.keyboard.press('Escape');
    await page.waitForURL(onPath(`${detail()}/messages/1/editor`));
  }));

  it('adds a second email in blank code, then replaces its content with a blank design once confirmed', step('replace', async () => {
    await page.goto(`${detail()}/messages/2/new/selector`);
    await page.getByRole('link', { name: 'Use blank code' }).click();
    await page.waitForURL(onPath(`${detail()}/messages/2/editor`), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Email 2' }).waitFor({ timeout: 20_000 });
    await eventually(async () => assert.equal((await messagesOf()).find((message) => message.number === 2)?.editor, 'code'));

    await settings().getByRole('link', { name: 'Replace the content' }).click();
    await page.waitForURL(onPath(`${detail()}/messages/2/create-design/selector`));
    await page.getByRole('heading', { level: 1, name: 'Replace the content of Email 2' }).waitFor();
    await axe('create-design/selector');
    await page.getByRole('link', { name: 'Use a blank design' }).click();
    const confirm = dialog('Replace the content of Email 2?');
    await confirm.waitFor();
    await axe('create-design/selector/blank/version');
    await confirm.getByRole('button', { name: 'Replace content' }).click();
    await page.waitForURL(onPath(`${detail()}/messages/2/editor`), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Email 2' }).waitFor({ timeout: 20_000 });
    await eventually(async () => assert.equal((await messagesOf()).find((message) => message.number === 2)?.editor, 'design'));
  }));

  it('opens the same editor under /legacy', step('legacy', async () => {
    await page.goto(`/legacy${detail()}/messages/1/editor`);
    await page.getByRole('heading', { level: 1, name: `Email 1: ${subject}` }).waitFor({ timeout: 20_000 });
    assert.equal(await settings().getByRole('link', { name: `Back to ${automationName}` }).getAttribute('href'), `/legacy${detail()}`);
  }), { critical: false });

  it('previews every email in order, read-only, in sandboxed frames', step('preview', async () => {
    await page.goto(`/automations/${id}/preview`);
    await page.getByRole('heading', { level: 1, name: `Preview: ${automationName}` }).waitFor({ timeout: 20_000 });
    const emails = page.getByRole('list', { name: 'Emails' }).getByRole('listitem');
    await eventually(async () => assert.equal(await emails.count(), 2));
    await emails.nth(0).getByRole('heading', { level: 2, name: `Email 1: ${subject}` }).waitFor();
    await emails.nth(0).getByText('At once after entry').waitFor();
    assert.equal(await page.getByTitle('Preview of Email 1').getAttribute('sandbox'), '');
    await emails.nth(1).getByRole('heading', { level: 2, name: 'Email 2' }).waitFor();
    await page.frameLocator('iframe[title="Preview of Email 1"]').getByText('Unsubscribe').first().waitFor();
    // The frames hold the emails' own content (the user's HTML), not the app's, as on the other previews.
    await expectNoAxeViolations(page, `/automations/${id}/preview`, { exclude: ['iframe'] });
  }));

  it('had no page errors or console errors', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
