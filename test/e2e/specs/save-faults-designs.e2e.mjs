// Issue 30 in the design editor and a dynamic template's version editor: a save that hangs (QA panel
// "saves-hang", save time-out 2 s), a 500 ("saves-500"), a 401 ("save-session-expired": sign in again, the
// kept edits are offered and restored) and a change saved elsewhere (callApi PATCH: conflict, Keep mine
// and Reload). Each time the typed words stay, a message says what happened, Retry lands, and the stored
// object (callApi GET) holds what was typed, or, after Reload, what was saved elsewhere.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { OFFLINE_STOCK_PHOTOS } from '../lib/noise.mjs';
import { applyScenario, clearScenario, saveFaultsSuite, SERVER_FAILED, setSaveTimeout, TIMED_OUT } from '../lib/save-faults.mjs';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const SLOW = { timeout: 20_000 };

describe('save faults in the design and version editors', () => {
  const suite = saveFaultsSuite('save-faults-designs', { at: { path: '/design-library', heading: 'Design Library' }, viewport: { width: 1440, height: 900 } });
  const { step } = suite;
  let page;
  /** The editor under test: its path, its stored object's API path, and how to read its preheader. */
  const editors = {};

  const status = (text) => page.locator('header p[role="status"]').filter({ hasText: text });
  const preheaderField = () => page.getByRole('textbox', { name: 'Preheader' });
  const storedPreheader = async (apiPath) => {
    const answer = await callApi(page, 'GET', apiPath);
    assert.equal(answer.status, 200);
    return answer.body.design_document?.settings?.preheader ?? '';
  };
  const typePreheader = async (words) => {
    const field = preheaderField();
    await field.waitFor(SLOW);
    await field.press('End');
    await page.keyboard.type(words);
  };
  const open = async ({ path, heading }) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor(SLOW);
    await preheaderField().waitFor(SLOW);
  };

  before(() => {
    page = suite.page;
  });

  it('prepares a design and a design version of a dynamic template', step('prepare', async () => {
    const designs = await callApi(page, 'GET', '/designs?page_size=100');
    const october = designs.body.result.find((design) => design.name === 'October Trail Notes');
    const copy = await callApi(page, 'POST', `/designs/${october.id}`, { name: `Faults ${stamp}` });
    assert.equal(copy.status, 201);
    editors.design = { path: `/design-library/your-designs/${copy.body.id}/editor`, heading: `Faults ${stamp}`, api: `/designs/${copy.body.id}` };

    const full = await callApi(page, 'GET', `/designs/${october.id}`);
    const template = await callApi(page, 'POST', '/templates', { name: `Faults ${stamp}`, generation: 'dynamic' });
    assert.equal(template.status, 201);
    const version = await callApi(page, 'POST', `/templates/${template.body.id}/versions`, {
      name: `Version ${stamp}`,
      subject: 'Trail notes',
      editor: 'design',
      html_content: full.body.html_content,
      design_document: full.body.design_document,
    });
    assert.equal(version.status, 201);
    editors.version = {
      path: `/dynamic-templates/${template.body.id}/version/${version.body.id}`,
      heading: `Version ${stamp}`,
      api: `/templates/${template.body.id}/versions/${version.body.id}`,
    };
  }));

  for (const which of ['design', 'version']) {
    it(`${which}: a hanging save fails after the time-out, keeps the words, and Retry saves them`, step(`${which}-hang`, async () => {
      const editor = editors[which];
      await open(editor);
      const before = await storedPreheader(editor.api);
      await setSaveTimeout(page, 2000);
      await applyScenario(page, 'saves-hang');
      await typePreheader(` hang-${stamp}`);
      await page.getByText(TIMED_OUT).first().waitFor(SLOW);
      await status(/^Not saved$/).waitFor();
      // Typed while saves hang: kept, and sent with the next save.
      await typePreheader(' more');
      await page.waitForTimeout(5000);
      await page.getByRole('button', { name: 'Retry' }).waitFor(SLOW);
      assert.equal(await preheaderField().inputValue(), `${before} hang-${stamp} more`);
      await page.screenshot({ path: `test-results/save-faults-${which}-timed-out.png` });
      await clearScenario(page);
      await page.getByRole('button', { name: 'Retry' }).click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(editor.api), `${before} hang-${stamp} more`);
    }));

    it(`${which}: a 500 says so next to the editor, and Retry saves`, step(`${which}-500`, async () => {
      const editor = editors[which];
      const before = await storedPreheader(editor.api);
      await applyScenario(page, 'saves-500');
      await typePreheader(' five');
      await page.getByText(SERVER_FAILED).first().waitFor(SLOW);
      await status(/^Not saved$/).waitFor();
      await clearScenario(page);
      await page.getByRole('button', { name: 'Retry' }).click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(editor.api), `${before} five`);
    }));

    it(`${which}: a 401 signs out; after signing in the kept words are offered, restored and saved`, step(`${which}-401`, async () => {
      const editor = editors[which];
      const before = await storedPreheader(editor.api);
      await applyScenario(page, 'save-session-expired');
      await typePreheader(' kept');
      await page.waitForURL((url) => url.pathname === '/login', SLOW);
      await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: editor.heading }).first().waitFor(SLOW);
      await page.getByText('You have changes that were not saved').waitFor(SLOW);
      assert.equal(await status(/^Saved$/).count(), 0, 'never "Saved" while kept words wait');
      assert.equal(await storedPreheader(editor.api), before);
      await page.screenshot({ path: `test-results/save-faults-${which}-kept.png` });
      await page.getByRole('button', { name: 'Restore my changes' }).click();
      assert.equal(await preheaderField().inputValue(), `${before} kept`);
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(editor.api), `${before} kept`);
    }));

    it(`${which}: a change saved elsewhere is a conflict; Keep mine and Reload both work`, step(`${which}-conflict`, async () => {
      const editor = editors[which];
      const before = await storedPreheader(editor.api);
      const elsewhere = await callApi(page, 'PATCH', editor.api, { name: editor.heading });
      assert.equal(elsewhere.status, 200);
      await typePreheader(' mine');
      const dialog = page.getByRole('dialog', { name: `This ${which} was saved elsewhere` });
      await dialog.waitFor(SLOW);
      await dialog.getByRole('button', { name: 'Keep mine' }).click();
      await status(/^Saved$/).waitFor(SLOW);
      assert.equal(await storedPreheader(editor.api), `${before} mine`);

      await callApi(page, 'PATCH', editor.api, { name: editor.heading });
      await typePreheader(' dropped');
      await dialog.waitFor(SLOW);
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { level: 1, name: editor.heading }).first().waitFor(SLOW);
      await preheaderField().waitFor(SLOW);
      assert.equal(await preheaderField().inputValue(), `${before} mine`);
      assert.equal(await storedPreheader(editor.api), `${before} mine`);
    }));
  }

  it('version settings: a subject changed elsewhere is a conflict, not overwritten; Keep mine saves mine', step('settings-conflict', async () => {
    const editor = editors.version;
    await open(editor);
    const elsewhere = await callApi(page, 'PATCH', editor.api, { subject: `Elsewhere ${stamp}` });
    assert.equal(elsewhere.status, 200);
    const name = page.getByRole('textbox', { name: 'Version Name' });
    await name.fill(`Version ${stamp} renamed`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('This version was saved elsewhere').first().waitFor(SLOW);
    assert.equal((await callApi(page, 'GET', editor.api)).body.name, editor.heading, 'nothing overwritten before the choice');
    await page.locator('section[aria-label="Version settings"]').getByRole('button', { name: 'Keep mine' }).click();
    await page.getByRole('heading', { level: 1, name: `Version ${stamp} renamed` }).first().waitFor(SLOW);
    assert.equal((await callApi(page, 'GET', editor.api)).body.name, `Version ${stamp} renamed`);
  }));

  it('version settings: a hanging save times out with Retry, which saves', step('settings-hang', async () => {
    const editor = editors.version;
    await setSaveTimeout(page, 2000);
    await applyScenario(page, 'saves-hang');
    await page.getByRole('textbox', { name: 'Subject' }).fill(`Subject ${stamp}`);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(TIMED_OUT).first().waitFor(SLOW);
    await clearScenario(page);
    await page.locator('section[aria-label="Version settings"]').getByRole('button', { name: 'Retry' }).click();
    await eventuallySubject(page, editor.api, `Subject ${stamp}`);
    suite.expectOnlyFaultNoise([OFFLINE_STOCK_PHOTOS, /status of 409/]);
  }));
});

async function eventuallySubject(page, apiPath, subject) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if ((await callApi(page, 'GET', apiPath)).body.subject === subject) return;
    await page.waitForTimeout(250);
  }
  assert.fail(`the stored subject never became ${subject}`);
}
