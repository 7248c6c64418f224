// Issue 26: two tabs editing the same design. Tab B saves; tab A, opened on the version before, is told
// that the design was saved elsewhere (a dialog with Reload and Keep mine) and loses nothing it types
// meanwhile; Keep mine stores A's words over B's; then B, told in turn, chooses Reload and shows A's.
// Screenshots of the dialog and of the banner it leaves, at 1440 and 390 px wide (test-results/).
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

  it('tab B saves; tab A is told, and what A types meanwhile stays', step('b-saves', async () => {
    await typeInFirstText(tabB, fromB);
    await saveStatus(tabB, /^Saved$/).waitFor({ timeout: 20_000 });
    assert.match(await storedHtml(tabB), new RegExp(fromB.trim()));

    const dialog = tabA.getByRole('dialog', { name: DIALOG });
    await dialog.waitFor();
    await dialog.getByText('Your changes are still here and are not saved yet.').waitFor();
    await eventually(async () => assert.equal(await dialog.getByRole('button', { name: 'Close' }).evaluate((element) => element === document.activeElement), true));
    await tabA.screenshot({ path: 'test-results/save-conflict-dialog-1440.png' });
    await tabA.setViewportSize({ width: 390, height: 844 });
    await tabA.screenshot({ path: 'test-results/save-conflict-dialog-390.png' });
    await tabA.setViewportSize({ width: 1440, height: 900 });

    // Decide later: the banner keeps both choices; typing goes on and nothing is saved.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await tabA.getByText(DIALOG).waitFor();
    await typeInFirstText(tabA, fromA);
    await tabA.getByText(fromA.trim(), { exact: false }).first().waitFor();
    await tabA.waitForTimeout(1500);
    await saveStatus(tabA, /^Not saved$/).waitFor();
    assert.doesNotMatch(await storedHtml(tabA), new RegExp(fromA.trim()), 'nothing saves until the user chooses');
    await tabA.screenshot({ path: 'test-results/save-conflict-banner-1440.png' });
    await tabA.setViewportSize({ width: 390, height: 844 });
    await tabA.screenshot({ path: 'test-results/save-conflict-banner-390.png' });
    await tabA.setViewportSize({ width: 1440, height: 900 });
  }));

  it("Keep mine in tab A stores A's design over B's", step('keep-mine', async () => {
    await tabA.getByRole('button', { name: 'Keep mine' }).click();
    await saveStatus(tabA, /^Saved$/).waitFor({ timeout: 20_000 });
    const stored = await storedHtml(tabA);
    assert.match(stored, new RegExp(fromA.trim()));
    assert.doesNotMatch(stored, new RegExp(fromB.trim()), 'A was opened before B saved: keeping it replaces B’s words');
  }));

  it("Reload in tab B shows A's design", step('reload', async () => {
    const dialog = tabB.getByRole('dialog', { name: DIALOG });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await tabB.getByRole('heading', { level: 1, name: DESIGN }).waitFor();
    await tabB.getByText(fromA.trim(), { exact: false }).first().waitFor();
    assert.equal(await tabB.getByRole('dialog', { name: DIALOG }).count(), 0);
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS, CONFLICT_ANSWER] });
  }));
});
