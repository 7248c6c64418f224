// Faults injected into a tab's saves through the mock backend's QA panel, as a QA engineer does
// (mocks/README.md: the saves-hang, saves-500 and save-session-expired scenarios, the save time-out).

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
