// Faults injected into a tab's saves through the mock backend's QA panel, as a QA engineer does
// (mocks/README.md: the saves-hang, saves-500 and save-session-expired scenarios, the save time-out).
import { before } from 'node:test';
import { signInTo } from './auth.mjs';
import { KNOWN_NOISE } from './noise.mjs';
import { browserSuite } from './suite.mjs';

const panelOf = async (page) => {
  const panel = page.getByRole('complementary', { name: 'Mock backend QA panel' });
  await panel.waitFor({ timeout: 20_000 });
  const details = panel.locator('details');
  if (!(await details.evaluate((element) => element.open))) await panel.getByText('QA panel', { exact: true }).dispatchEvent('click');
  return panel;
};

/** Turns a named scenario on in this tab: `saves-hang`, `saves-500`, `save-session-expired`. */
export async function applyScenario(page, name) {
  const panel = await panelOf(page);
  await panel.getByLabel('Scenario').selectOption(name);
  await panel.getByRole('button', { name: 'Apply scenario' }).click();
}

/** Turns every scenario off in this tab: the next save goes through. */
export async function clearScenario(page) {
  const panel = await panelOf(page);
  // By event, not by pointer: an open modal dialog (a form's) makes the panel inert to the mouse.
  await panel.getByRole('button', { name: 'Clear scenario' }).dispatchEvent('click');
}

/** How long the app waits for a save's answer in this tab, so a hanging save fails in `ms`, not 30 s. */
export async function setSaveTimeout(page, ms) {
  const panel = await panelOf(page);
  await panel.getByLabel('Save time-out (ms)').fill(String(ms));
}

/** The message of a save that got no answer in time (src/shared/api/errors.ts). */
export const TIMED_OUT = /The server did not answer within \d+ seconds?, so this was not saved\. Your changes are still here: try again\./;
/**
 * What a 500 says: next to a form, SAVE_MESSAGES.serverFailed (src/shared/form/save-problem/save-messages.ts);
 * in the custom field dialogs, which still word it themselves, the mock's SendGrid-shaped body.
 */
export const SERVER_FAILED = /Not saved: the server had a problem\. Your changes are still here: try again\.|internal server error/i;
/** Console errors these faults provoke in the browser: failed loads of 500, 401 and 409 answers. */
export const SAVE_FAULT_NOISE = [/Failed to load resource: the server responded with a status of (500|401|409)/];

/**
 * What every save-faults spec starts with; call it inside describe(). A flow suite named `name` (one
 * Chromium, failure screenshots test-results/<name>-<step>.png), and before the first step a page signed
 * in as `persona` and showing `at.path` with its h1 `at.heading`. A sign-out with unsaved edits may ask
 * before the page unloads: the page accepts, since the edits are kept in the browser anyway.
 *
 * Returns
 *   page                       the signed-in page (read it inside steps: it is opened in a before hook)
 *   step                       the suite's step() for it()
 *   expectOnlyFaultNoise(more) no browser errors but KNOWN_NOISE, SAVE_FAULT_NOISE and `more` (each with its reason)
 */
export function saveFaultsSuite(name, { at, persona = 'owner', viewport, timeout = 20_000 }) {
  const suite = browserSuite(name, { flow: true });
  let page;
  before(async () => {
    page = await suite.open({ timeout, viewport });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInTo(page, persona, at.path, at.heading);
  });
  return {
    get page() {
      return page;
    },
    step: suite.step,
    expectOnlyFaultNoise: (more = []) => suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, ...SAVE_FAULT_NOISE, ...more] }),
  };
}
