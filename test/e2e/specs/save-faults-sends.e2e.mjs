// Issue 30 for the single-send settings and the automation detail form: a save that hangs, a 500, a 401
// and a concurrent change. Each keeps the typed input, says so next to the form, offers a Retry that
// lands (checked by a GET), and never overwrites a change saved elsewhere without asking.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi } from '../lib/api.mjs';
import { PERSONAS } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { OFFLINE_STOCK_PHOTOS } from '../lib/noise.mjs';
import { applyScenario, clearScenario, saveFaultsSuite, setSaveTimeout, TIMED_OUT } from '../lib/save-faults.mjs';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe('save faults: single-send settings and automation detail', () => {
  const suite = saveFaultsSuite('save-faults-sends', { at: { path: '/single-sends', heading: 'Single Sends' }, viewport: { width: 1440, height: 900 } });
  const { step } = suite;
  let page;
  let sendId;
  let automationId;

  const api = (method, path, body) => callApi(page, method, path, body);
  const storedSend = async () => (await api('GET', `/marketing/singlesends/${sendId}`)).body;
  const storedAutomation = async () => (await api('GET', `/marketing/automations/${automationId}`)).body;
  const subject = () => page.getByRole('textbox', { name: /^Subject/ });
  const automationName = () => page.getByRole('textbox', { name: /^Automation Name/ });
  const status = (text) => page.getByRole('status').filter({ hasText: text });
  const retypeSubject = async (words) => {
    await subject().fill(words);
  };
  const openSend = async () => {
    await page.goto(`/single-sends/${sendId}/editor`);
    await page.getByRole('heading', { name: 'Single Send Settings' }).waitFor({ timeout: 20_000 });
  };
  const openAutomation = async () => {
    await page.goto(`/automations/${automationId}/detail`);
    await automationName().waitFor({ timeout: 20_000 });
  };
  /** After a 401 the app is at /login?redirect_to=…: sign in again and land back on the form. */
  const signInAgain = async () => {
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page.getByRole('button', { name: PERSONAS.owner, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  };

  before(() => {
    page = suite.page;
  });

  it('makes a single send and an automation to edit', step('setup', async () => {
    const designs = await api('GET', '/designs/pre-builts?page_size=20');
    const send = await api('POST', '/marketing/singlesends', { name: `Faults ${stamp}`, email_config: { design_id: designs.body.result[0].id, subject: 'First subject' } });
    assert.equal(send.status, 201);
    sendId = send.body.id;
    const automation = await api('POST', '/marketing/automations', { template: 'reengagement', name: `Faults ${stamp}` });
    assert.equal(automation.status, 201);
    automationId = automation.body.id;
    // Save checks the entry first (no request without one), so the automation starts from a list.
    const lists = await api('GET', '/marketing/lists?page_size=10');
    const entry = await api('PATCH', `/marketing/automations/${automationId}`, { entry: { list_id: lists.body.result[0].id, segment_id: null } });
    assert.equal(entry.status, 200);
  }));

  it('single send: a hanging save times out next to the settings, keeps the subject, and Retry lands', step('send-hang', async () => {
    await openSend();
    await setSaveTimeout(page, 2000);
    await applyScenario(page, 'saves-hang');
    await retypeSubject(`Hang ${stamp}`);
    await page.getByText(TIMED_OUT).waitFor({ timeout: 20_000 });
    await status('Settings not saved').waitFor();
    assert.equal(await subject().inputValue(), `Hang ${stamp}`);
    await clearScenario(page);
    // Back to the app's time-out: on a busy machine a later save may take over 2 s, time out and still land.
    await setSaveTimeout(page, 30_000);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await status('Settings saved').waitFor({ timeout: 20_000 });
    assert.equal((await storedSend()).email_config.subject, `Hang ${stamp}`);
  }));

  it('single send: a 500 keeps the subject, and Retry lands', step('send-500', async () => {
    await applyScenario(page, 'saves-500');
    await retypeSubject(`Five hundred ${stamp}`);
    await status('Settings not saved').waitFor({ timeout: 20_000 });
    assert.equal(await subject().inputValue(), `Five hundred ${stamp}`);
    await clearScenario(page);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await status('Settings saved').waitFor({ timeout: 20_000 });
    assert.equal((await storedSend()).email_config.subject, `Five hundred ${stamp}`);
  }));

  it('single send: a 401 signs out; after signing in the subject is there again and saves', step('send-401', async () => {
    await applyScenario(page, 'save-session-expired');
    await retypeSubject(`Expired ${stamp}`);
    await signInAgain();
    await page.getByRole('heading', { name: 'Single Send Settings' }).waitFor({ timeout: 20_000 });
    const restore = page.getByRole('button', { name: 'Restore my changes' });
    if (await restore.isVisible().catch(() => false)) await restore.click();
    await eventually(async () => assert.equal(await subject().inputValue(), `Expired ${stamp}`));
    await status('Settings saved').waitFor({ timeout: 20_000 });
    await eventually(async () => assert.equal((await storedSend()).email_config.subject, `Expired ${stamp}`));
  }));

  it('single send: a preheader changed elsewhere is not reverted; Keep mine and Reload both work', step('send-conflict', async () => {
    await api('PATCH', `/marketing/singlesends/${sendId}`, { email_config: { preheader: `Theirs ${stamp}` } });
    await retypeSubject(`Mine ${stamp}`);
    const dialog = page.getByRole('dialog', { name: 'This single send was saved elsewhere' });
    await dialog.waitFor({ timeout: 20_000 });
    assert.equal((await storedSend()).email_config.preheader, `Theirs ${stamp}`);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await status('Settings saved').waitFor({ timeout: 20_000 });
    assert.deepEqual(
      { subject: (await storedSend()).email_config.subject, preheader: (await storedSend()).email_config.preheader },
      { subject: `Mine ${stamp}`, preheader: `Theirs ${stamp}` },
    );

    await api('PATCH', `/marketing/singlesends/${sendId}`, { email_config: { subject: `Theirs again ${stamp}` } });
    await retypeSubject(`Mine again ${stamp}`);
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await eventually(async () => assert.equal(await subject().inputValue(), `Theirs again ${stamp}`));
    assert.equal((await storedSend()).email_config.subject, `Theirs again ${stamp}`);
  }));

  it('automation: a hanging Save times out next to the form, keeps the name, and Retry lands', step('automation-hang', async () => {
    await openAutomation();
    await setSaveTimeout(page, 2000);
    await applyScenario(page, 'saves-hang');
    await automationName().fill(`Hang ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(TIMED_OUT).waitFor({ timeout: 20_000 });
    assert.equal(await automationName().inputValue(), `Hang ${stamp}`);
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).isEnabled(), true);
    await clearScenario(page);
    await setSaveTimeout(page, 30_000);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await status('All changes saved').waitFor({ timeout: 20_000 });
    assert.equal((await storedAutomation()).name, `Hang ${stamp}`);
  }));

  it('automation: a 500 keeps the name, and Retry lands', step('automation-500', async () => {
    await applyScenario(page, 'saves-500');
    await automationName().fill(`Five hundred ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Retry', exact: true }).waitFor({ timeout: 20_000 });
    assert.equal(await automationName().inputValue(), `Five hundred ${stamp}`);
    await clearScenario(page);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await status('All changes saved').waitFor({ timeout: 20_000 });
    assert.equal((await storedAutomation()).name, `Five hundred ${stamp}`);
  }));

  it('automation: after a 401 and signing in, the typed name is offered back, restored and saved', step('automation-401', async () => {
    await applyScenario(page, 'save-session-expired');
    await automationName().fill(`Expired ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await signInAgain();
    await page.getByRole('button', { name: 'Restore my changes' }).click({ timeout: 20_000 });
    assert.equal(await automationName().inputValue(), `Expired ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await status('All changes saved').waitFor({ timeout: 20_000 });
    assert.equal((await storedAutomation()).name, `Expired ${stamp}`);
  }));

  it('automation: a change saved elsewhere is shown as a conflict; Keep mine and Reload both work', step('automation-conflict', async () => {
    await api('PATCH', `/marketing/automations/${automationId}`, { categories: [`theirs-${stamp}`] });
    await automationName().fill(`Mine ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'This automation was saved elsewhere' });
    await dialog.waitFor({ timeout: 20_000 });
    assert.equal((await storedAutomation()).name, `Expired ${stamp}`);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await status('All changes saved').waitFor({ timeout: 20_000 });
    const kept = await storedAutomation();
    assert.deepEqual({ name: kept.name, categories: kept.categories }, { name: `Mine ${stamp}`, categories: [`theirs-${stamp}`] });

    await api('PATCH', `/marketing/automations/${automationId}`, { name: `Theirs ${stamp}` });
    await automationName().fill(`Mine again ${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await eventually(async () => assert.equal(await automationName().inputValue(), `Theirs ${stamp}`));
    assert.equal((await storedAutomation()).name, `Theirs ${stamp}`);
  }));

  it('had no page errors or console errors beyond the injected faults', () => {
    suite.expectOnlyFaultNoise([OFFLINE_STOCK_PHOTOS]);
  });
});
