// Dynamic templates: create a template, add a design version and a code version, activate the second,
// duplicate a version, convert a version's legacy substitution tags to Handlebars, send a test of it, delete
// the template (the limits: dynamic-templates-limits.e2e.mjs). axe on each screen and dialog, no browser
// errors, no CSP violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const templateName = `Receipts ${stamp}`;
const LEGACY_TAGS_MESSAGE = 'substitution tags must be replaced with Handlebars syntax before use with dynamic content';
const VERSION_EDITOR = /^\/dynamic-templates\/d-[0-9a-f]{32}\/version\/[0-9a-f-]{36}$/;

/** The system designs' stock photos come from picsum.photos, which the offline test machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

describe('dynamic templates', () => {
  const suite = browserSuite('dynamic-templates', { flow: true });
  const { step } = suite;
  let page;
  let templatePath;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const list = () => page.getByRole('list', { name: 'Dynamic templates' });
  const card = (name) => list().getByRole('article', { name, exact: true });
  const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A version's row is named by its cells, the version's name first.
  const row = (cardName, version) => card(cardName).getByRole('row', { name: new RegExp(`^${escaped(version)}\\b`) });
  const search = async (text) => {
    await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await card(text).waitFor();
  };
  const addVersion = async (name, start) => {
    await page.getByRole('heading', { level: 1, name: 'Add a Version' }).waitFor();
    await page.getByRole('textbox', { name: 'Version Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Subject' }).fill(`Your receipt, {{first_name}}`);
    await page.getByRole('radio', { name: start }).check();
    await page.getByRole('button', { name: 'Create Version' }).click();
    await page.waitForURL((url) => VERSION_EDITOR.test(url.pathname));
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  };

  before(async () => {
    page = await suite.open();
  });

  it('lists the templates with their versions', step('index', async () => {
    await signInTo(page, PERSONAS.owner, '/dynamic-templates', 'Dynamic Templates');
    await card('Order Confirmation').waitFor();
    assert.equal(await list().getByRole('article').count(), 20);
    await card('Order Confirmation').getByText('Active version: With item list').waitFor();
    await expectNoAxeViolations(page, '/dynamic-templates');
  }));

  it('creates a template, then a design version and a code version', step('create', async () => {
    await page.getByRole('link', { name: 'Create a Dynamic Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a Dynamic Template' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the create dialog');
    await dialog.getByRole('textbox', { name: 'Template Name' }).fill(templateName);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a Version' }).waitFor();
    templatePath = new URL(page.url()).pathname.replace(/\/versions\/new$/, '');
    await page.getByRole('region', { name: 'SendGrid designs' }).waitFor();
    await expectNoAxeViolations(page, 'the new version page');

    await addVersion('Design version', 'Blank, in the design editor');
    await expectNoAxeViolations(page, 'the version editor (design)', { exclude: ['iframe'] });
    await page.goto(`${templatePath}/versions/new`);
    await addVersion('Code version', 'Blank, in the code editor');
    await page.getByRole('region', { name: 'Version settings' }).waitFor();
    await expectNoAxeViolations(page, 'the version editor (code)', { exclude: ['iframe'] });
  }));

  it('activates the second version and duplicates one', step('versions', async () => {
    await page.goto('/dynamic-templates');
    await card('Order Confirmation').waitFor();
    await search(templateName);
    await card(templateName).getByText('Active version: Design version').waitFor();
    await row(templateName, 'Code version').getByRole('button', { name: 'Activate' }).click();
    await toast('Code version is now the active version').waitFor();
    await card(templateName).getByText('Active version: Code version').waitFor();
    await row(templateName, 'Design version').getByRole('button', { name: 'Activate' }).waitFor();

    await row(templateName, 'Code version').getByRole('button', { name: 'Duplicate' }).click();
    await toast('The version Copy of Code version was created as a copy').waitFor();
    await row(templateName, 'Copy of Code version').waitFor();
    assert.equal(await card(templateName).getByRole('row').count(), 4);
    await expectNoAxeViolations(page, 'a template with three versions');
  }));

  it('converts a version’s legacy substitution tags to Handlebars', step('legacy-tags', async () => {
    await search('Store Event Invitation');
    await row('Store Event Invitation', 'Invitation with legacy tags').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => VERSION_EDITOR.test(url.pathname));
    await page.getByText(LEGACY_TAGS_MESSAGE, { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Review the tags' }).click();
    const tags = page.getByRole('dialog', { name: 'Legacy substitution tags' });
    await tags.waitFor();
    await expectNoAxeViolations(page, 'the legacy tags screen');
    await tags.getByRole('link', { name: 'Replace with Handlebars' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace substitution tags' });
    await replace.waitFor();
    await replace.getByRole('list', { name: 'Changed lines' }).getByText(/Hi \{\{first_name\}\}/).first().waitFor();
    await expectNoAxeViolations(page, 'the substitution tag replacement');
    await replace.getByRole('button', { name: 'Replace tags' }).click();
    const success = page.getByRole('dialog', { name: 'Substitution tags replaced' });
    await success.waitFor();
    await success.getByText('{{first_name}}').first().waitFor();
    await expectNoAxeViolations(page, 'the replacement success screen');
    await success.getByRole('button', { name: 'Back to the editor' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    assert.equal(await page.getByText(LEGACY_TAGS_MESSAGE, { exact: false }).count(), 0);
  }));

  it('sends a test of the version', step('test-send', async () => {
    await page.getByRole('button', { name: 'Send test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a Test Email' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Email addresses' }).fill('ana@example.com');
    await dialog.getByRole('combobox', { name: 'From' }).selectOption({ label: 'Customer Care (care@lumenoutfitters.com)' });
    await expectNoAxeViolations(page, 'the test send dialog');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/marketing/test/send_email'));
    await dialog.getByRole('button', { name: 'Send Test' }).click();
    const request = await sent;
    assert.equal(new URL(request.url()).searchParams.get('test-source'), 'dynamic-templates');
    const body = request.postDataJSON();
    assert.match(body.template_id, /^d-[0-9a-f]{32}$/);
    assert.match(body.version_id_override, /^[0-9a-f-]{36}$/);
    await toast('Your test email was sent.').waitFor();
  }));

  it('deletes the template after confirmation', step('delete', async () => {
    await page.goto('/dynamic-templates');
    await card('Order Confirmation').waitFor();
    await search(templateName);
    await card(templateName).getByRole('link', { name: 'Delete Template' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${templateName}?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the delete template dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(`${templateName} was deleted`).waitFor();
    await card(templateName).waitFor({ state: 'detached' });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
