// Issue 26: two tabs editing the same design. Tab B saves; tab A, with nothing unsaved, quietly shows B's
// words ("Updated with changes saved elsewhere", no dialog). Someone else saves while A has unsaved words:
// A is asked (a dialog with Reload and Keep mine) and loses nothing it types meanwhile; Keep mine stores
// A's words, and B, with nothing unsaved, quietly shows them; a tab with unsaved words that chooses
// Reload discards them. Screenshots of the clean tab, the dialog and the banner (test-results/).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** The system designs' stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;
/** A save answered 409 is reported by the browser as a failed load. */
const CONFLICT_ANSWER = /Failed to load resource: the server responded with a status of 409/;
const DESIGN = 'October Trail Notes';
const DIALOG = 'This design was saved elsewhere';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const fromB = ` Tab B ${stamp}.`;
const fromA = ` Tab A ${stamp}.`;

describe('two tabs save the same design', () => {
  const suite = browserSuite('save-conflict', { flow: true });
  const { step } = suite;
  let tabA;
  let tabB;
  let editorPath;

  const saveStatus = (page, text) => page.getByRole('status').filter({ hasText: text });
  const storedHtml = async (page) => {
    const id = editorPath.split('/')[3];
    const answer = await callApi(page, 'GET', `/designs/${id}`);
    assert.equal(answer.status, 200);
    return answer.body.html_content;
  };
  /** Types into the design's first text module, as a user does. */
  const typeInFirstText = async (page, words) => {
    await page.getByRole('button', { name: 'Edit Text module', exact: true }).first().click();
    const text = page.getByRole('textbox', { name: 'Text module text' }).first();
    await text.waitFor();
    await text.press('End');
    await page.keyboard.type(words);
  };
  const openEditor = async (page) => {
    await page.goto(editorPath);
    await page.getByRole('heading', { level: 1, name: DESIGN }).waitFor();
    await page.getByRole('button', { name: 'Edit Text module', exact: true }).first().waitFor();
  };

  before(async () => {
    tabA = await suite.open({ timeout: 20_000, viewport: { width: 1440, height: 900 } });
  });

  it('opens the design in two tabs', step('open', async () => {
    await signInTo(tabA, PERSONAS.owner, '/design-library', 'Design Library');
    const designs = await callApi(tabA, 'GET', '/designs?page_size=100');
    const design = designs.body.result.find((candidate) => candidate.name === DESIGN);
    editorPath = `/design-library/your-designs/${design.id}/editor`;
    await openEditor(tabA);
    tabB = await suite.session.context.newPage();
    await tabB.setViewportSize({ width: 1280, height: 800 });
    await openEditor(tabB);
  }));

  /** Someone else saves the design (a PATCH without If-Match, as SendGrid's own clients send): no tab is told. */
  const savedByAnotherPerson = async (page) => {
    const id = editorPath.split('/')[3];
    const answer = await callApi(page, 'PATCH', `/designs/${id}`, { name: DESIGN });
    assert.equal(answer.status, 200);
  };

  it('tab B saves; tab A, with nothing unsaved, shows B’s words and says so, without a dialog', step('clean-tab', async () => {
    await typeInFirstText(tabB, fromB);
    await saveStatus(tabB, /^Saved$/).waitFor({ timeout: 20_000 });
    assert.match(await storedHtml(tabB), new RegExp(fromB.trim()));

    await saveStatus(tabA, /^Updated with changes saved elsewhere$/).waitFor({ timeout: 20_000 });
    await tabA.getByText(fromB.trim(), { exact: false }).first().waitFor();
    assert.equal(await tabA.getByRole('dialog', { name: DIALOG }).count(), 0);
    await tabA.screenshot({ path: 'test-results/save-conflict-clean-tab-1440.png' });
  }));

  it('saved elsewhere while tab A has unsaved words: the dialog asks, and what A types meanwhile stays', step('a-conflict', async () => {
    await savedByAnotherPerson(tabA);
    await typeInFirstText(tabA, fromA);

    const dialog = tabA.getByRole('dialog', { name: DIALOG });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByText('Your changes are still here and are not saved yet.').waitFor();
    await eventually(async () => assert.equal(await dialog.getByRole('button', { name: 'Close' }).evaluate((element) => element === document.activeElement), true));
    await tabA.screenshot({ path: 'test-results/save-conflict-dialog-1440.png' });
    await tabA.setViewportSize({ width: 390, height: 844 });
    await tabA.screenshot({ path: 'test-results/save-conflict-dialog-390.png' });
    await tabA.setViewportSize({ width: 1440, height: 900 });

    // Decide later: the banner keeps both choices; typing goes on and nothing is saved.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await tabA.getByText(DIALOG).waitFor();
    await typeInFirstText(tabA, ' more');
    await tabA.getByText(fromA.trim(), { exact: false }).first().waitFor();
    await tabA.waitForTimeout(1500);
    await saveStatus(tabA, /^Not saved$/).waitFor();
    assert.doesNotMatch(await storedHtml(tabA), new RegExp(fromA.trim()), 'nothing saves until the user chooses');
    await tabA.screenshot({ path: 'test-results/save-conflict-banner-1440.png' });
    await tabA.setViewportSize({ width: 390, height: 844 });
    await tabA.screenshot({ path: 'test-results/save-conflict-banner-390.png' });
    await tabA.setViewportSize({ width: 1440, height: 900 });
  }));

  it("Keep mine in tab A stores A's words; tab B, with nothing unsaved, shows them without a dialog", step('keep-mine', async () => {
    await tabA.getByRole('button', { name: 'Keep mine' }).click();
    await saveStatus(tabA, /^Saved$/).waitFor({ timeout: 20_000 });
    assert.match(await storedHtml(tabA), new RegExp(fromA.trim()));

    await saveStatus(tabB, /^Updated with changes saved elsewhere$/).waitFor({ timeout: 20_000 });
    await tabB.getByText(fromA.trim(), { exact: false }).first().waitFor();
    assert.equal(await tabB.getByRole('dialog', { name: DIALOG }).count(), 0);
  }));

  it('Reload in a tab with unsaved words discards them and opens the stored design', step('reload', async () => {
    const discarded = ` Discarded ${stamp}.`;
    await savedByAnotherPerson(tabB);
    await typeInFirstText(tabB, discarded);
    const dialog = tabB.getByRole('dialog', { name: DIALOG });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await tabB.getByRole('heading', { level: 1, name: DESIGN }).waitFor();
    await tabB.getByText(fromA.trim(), { exact: false }).first().waitFor();
    assert.equal(await tabB.getByText(discarded.trim(), { exact: false }).count(), 0);
    assert.equal(await tabB.getByRole('dialog', { name: DIALOG }).count(), 0);
    assert.doesNotMatch(await storedHtml(tabB), new RegExp(discarded.trim()));
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS, CONFLICT_ANSWER] });
  }));
});
