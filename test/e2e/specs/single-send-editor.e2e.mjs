// The single send editor (issue 17): a draft made from a system design, its settings beside the email editor:
// the validation messages of what is missing (sender, recipients, unsubscribe choice, a custom link that is not
// http(s), A/B subjects that are not unique), recipients set to a list and a segment with a list excluded, an
// A/B subject test of three variations, the inline create-list dialog and the decrease-variations confirmation;
// the autosave's "Settings saved" kept over a reload. axe on the editor and each dialog, no browser errors and
// no content security policy violation.
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
const sendName = `Trail Days ${stamp}`;
const SUBJECTS = ['Trail days are back', 'Your trail pass inside', 'Meet us at the trailhead'];

const MESSAGES = {
  sender: 'Sender is a required field.',
  recipients: 'Choose recipients: at least one list or segment, or all contacts.',
  unsubscribe: 'Select an unsubscribe group or enter a custom unsubscribe link.',
  customUrl: 'The custom unsubscribe link must start with http:// or https://.',
  unique: 'Subjects must be unique across the A/B variations.',
};

/** The texts a control's aria-describedby points at: its hint and its error. */
const descriptionOf = (control) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

describe('single send editor', () => {
  const suite = browserSuite('single-send-editor', { flow: true });
  const { step } = suite;
  let page;
  let sendId;
  const settings = () => page.getByRole('region', { name: 'Single Send Settings' });
  const saved = () => settings().getByRole('status').filter({ hasText: 'Settings saved' }).waitFor({ timeout: 15_000 });
  const dialog = (name) => page.getByRole('dialog', { name });
  const axe = (label) => expectNoAxeViolations(page, label);

  const callApi = (method, path, body) => callPageApi(page, method, path, body);

  /** Chooses the first list a combobox offers and answers its name. */
  async function chooseFirstList(label) {
    const combobox = settings().getByRole('combobox', { name: label });
    await combobox.click();
    const option = page.getByRole('listbox', { name: label }).getByRole('option').first();
    await option.waitFor();
    const name = (await option.locator('span').first().textContent()).trim();
    await option.click();
    await page.keyboard.press('Escape');
    return name;
  }

  before(async () => {
    page = await suite.open({ viewport: { width: 1600, height: 1000 } });
  });

  it('opens a draft made from a system design, saying what it still needs', step('open', async () => {
    // A page of the app first: the mock backend's service worker then answers the API calls below.
    await signInTo(page, PERSONAS.owner, '/custom-fields', 'Custom Fields');
    const designs = await callApi('GET', '/designs/pre-builts?page_size=20');
    assert.equal(designs.status, 200);
    const created = await callApi('POST', '/marketing/singlesends', { name: sendName, email_config: { design_id: designs.body.result[0].id } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    sendId = created.body.id;
    await page.goto(`/single-sends/${sendId}/editor`);
    await page.getByRole('heading', { level: 1, name: sendName, exact: true }).waitFor({ timeout: 20_000 });
    await settings().waitFor();
    assert.match(await descriptionOf(settings().getByRole('combobox', { name: 'Sender' })), new RegExp(MESSAGES.sender));
    await settings().getByText(MESSAGES.recipients).waitFor();
    assert.match(await descriptionOf(settings().getByRole('combobox', { name: 'Unsubscribe Group' })), new RegExp(MESSAGES.unsubscribe));
    await axe(`/single-sends/${sendId}/editor`);
  }));

  it('chooses a sender, a subject and says a custom unsubscribe link must be http(s), then takes a group', step('settings', async () => {
    const sender = settings().getByRole('combobox', { name: 'Sender' });
    await eventually(async () => assert.ok((await sender.locator('option').count()) > 1));
    await sender.selectOption({ index: 1 });
    const subject = settings().getByRole('textbox', { name: 'Subject' });
    await subject.fill(SUBJECTS[0]);
    const unsubscribe = settings().getByRole('combobox', { name: 'Unsubscribe Group' });
    await unsubscribe.selectOption({ label: 'Use a custom unsubscribe link' });
    const link = settings().getByRole('textbox', { name: 'Custom Unsubscribe Link' });
    await link.fill('ftp://example.com/leave');
    await eventually(async () => assert.match(await descriptionOf(link), new RegExp(MESSAGES.customUrl.replace(/[.()/]/g, '\\$&'))));
    await unsubscribe.selectOption({ index: 1 });
    await eventually(async () => assert.equal(await link.count(), 0));
    await saved();
  }));

  it('sends to a list and a segment, excluding another list; makes a list inline', step('recipients', async () => {
    const included = await chooseFirstList('Send To Lists');
    const segments = settings().getByRole('group', { name: /Send To Segments/ });
    const segment = segments.locator('input[type="checkbox"]:not([disabled])').first();
    await segment.check();
    // A segment whose conditions became invalid cannot be chosen.
    assert.ok((await segments.locator('input[type="checkbox"][disabled]').count()) > 0, 'an invalid segment is listed, disabled');
    await settings().getByRole('combobox', { name: 'Exclude Lists' }).click();
    const exclude = page.getByRole('listbox', { name: 'Exclude Lists' }).getByRole('option').nth(1);
    await exclude.click();
    await page.keyboard.press('Escape');
    await settings().getByText(MESSAGES.recipients).waitFor({ state: 'detached' });
    assert.ok(included.length > 0);

    await settings().getByRole('link', { name: 'Create a new list' }).click();
    await page.waitForURL(onPath(`/single-sends/${sendId}/editor/modals/create_list`));
    const create = dialog('Create a List');
    await create.getByRole('textbox', { name: 'List Name' }).fill(`Trail days ${stamp}`);
    await axe('modals/create_list');
    await create.getByRole('button', { name: 'Create List' }).click();
    await page.waitForURL(onPath(`/single-sends/${sendId}/editor`));
    await settings().getByRole('list', { name: 'Send To Lists: chosen' }).getByText(`Trail days ${stamp}`).waitFor();
    await saved();
  }));

  it('makes an A/B subject test of 3 variations whose subjects must be unique', step('ab-test', async () => {
    await settings().getByRole('button', { name: 'Add an A/B test' }).click();
    await settings().getByRole('combobox', { name: 'Number of Variations' }).selectOption('3');
    const subjectB = settings().getByRole('textbox', { name: 'Subject B' });
    await subjectB.fill(SUBJECTS[0].toUpperCase());
    await eventually(async () => assert.match(await descriptionOf(subjectB), new RegExp(MESSAGES.unique)));
    await subjectB.fill(SUBJECTS[1]);
    await settings().getByRole('textbox', { name: 'Subject C' }).fill(SUBJECTS[2]);
    await settings().getByRole('radio', { name: 'Click rate' }).check();
    await eventually(async () => assert.equal(await descriptionOf(subjectB), ''));
    await axe('A/B test settings');

    await settings().getByRole('combobox', { name: 'Number of Variations' }).selectOption('2');
    await page.waitForURL((url) => url.pathname === `/single-sends/${sendId}/editor/decrease_variations`);
    const decrease = dialog('Decrease the number of variations?');
    await decrease.getByText('Variation C will be deleted').waitFor();
    await axe('decrease_variations');
    await decrease.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(onPath(`/single-sends/${sendId}/editor`));
    assert.equal(await settings().getByRole('textbox', { name: 'Subject C' }).inputValue(), SUBJECTS[2]);
    await saved();
  }));

  it('keeps every edit over a reload', step('reload', async () => {
    const stored = await callApi('GET', `/marketing/singlesends/${sendId}`);
    assert.deepEqual(stored.body.ab_variations.map((variation) => variation.subject), SUBJECTS);
    assert.equal(stored.body.abtest.winner_criteria, 'click');
    assert.equal(stored.body.send_to.list_ids.length, 2);
    assert.equal(stored.body.send_to.segment_ids.length, 1);
    assert.equal(stored.body.exclude.list_ids.length, 1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: sendName, exact: true }).waitFor({ timeout: 20_000 });
    for (const [index, name] of ['Subject A', 'Subject B', 'Subject C'].entries()) {
      assert.equal(await settings().getByRole('textbox', { name }).inputValue(), SUBJECTS[index]);
    }
    assert.ok(await settings().getByRole('radio', { name: 'Click rate' }).isChecked());
    // The chosen lists show once the account's lists have been read again after the reload.
    await eventually(async () => {
      assert.equal(await settings().getByRole('list', { name: 'Send To Lists: chosen' }).getByRole('listitem').count(), 2);
      assert.equal(await settings().getByRole('list', { name: 'Exclude Lists: chosen' }).getByRole('listitem').count(), 1);
    });
    await settings().getByText('Settings saved').waitFor();
    await axe('the editor after a reload');
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
