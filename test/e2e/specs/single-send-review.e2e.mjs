// Single send review, schedule, unschedule (the alert back to the editor), send now, undo, send again,
// then the stats of an A/B test with its chart, data table, variant picker and picking the winner.
// Scheduling is done with the keyboard only. axe on each screen and dialog; no browser errors.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signIn } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const DRAFT = 'Winter boots preview';
const AB_TEST = 'Fall clearance subject test';

describe('single send review and stats', () => {
  const suite = browserSuite('single-send-review', { flow: true });
  const { step } = suite;
  let page;
  let id;
  const scheduleCalls = [];
  const outcome = () => page.getByRole('status').filter({ hasText: /draft again|is sending|is scheduled/ });

  /** Presses Tab until the focused element matches, at most `limit` times. */
  async function tabTo(locator, limit = 12) {
    for (let count = 0; count < limit; count += 1) {
      if (await locator.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press('Tab');
    }
    assert.fail(`Tab never reached ${locator}`);
  }

  before(async () => {
    page = await suite.open();
    page.on('request', (request) => {
      if (/\/v3\/marketing\/singlesends\/[^/]+\/schedule$/.test(new URL(request.url()).pathname)) scheduleCalls.push(request.method());
    });
  });

  it('opens the review of a draft from the index', step('open', async () => {
    await signIn(page, PERSONAS.owner, '/single-sends');
    // A draft's row leads to its editor: its id is in the link.
    const href = await page.getByRole('link', { name: DRAFT, exact: true }).getAttribute('href');
    id = /\/single-sends\/([^/]+)\/editor/.exec(href ?? '')?.[1];
    assert.ok(id, `the draft's link ${href} names no id`);
    await page.goto(`/single-sends/${id}/review`);
    await page.getByRole('heading', { level: 1, name: `Review ${DRAFT}` }).waitFor();
    await page.getByRole('heading', { name: 'What this send will do' }).waitFor();
    await page.getByText(/estimated recipients/).waitFor();
    await eventually(async () => assert.ok(await page.getByRole('button', { name: 'Send now', exact: true }).isEnabled(), 'Send now stays disabled'));
  }));

  it('has no axe violations on the review', step('axe-review', async () => {
    await expectNoAxeViolations(page, '/single-sends/:id/review');
  }, { critical: false }));

  it('schedules with the keyboard only, in the user’s timezone', step('schedule-keyboard', async () => {
    const sendNow = page.getByRole('radio', { name: 'Send now' });
    await sendNow.focus();
    await page.keyboard.press('ArrowDown');
    assert.ok(await page.getByRole('radio', { name: 'Schedule' }).isChecked(), 'the arrow key did not choose Schedule');
    const time = page.getByLabel(/^Time/);
    assert.equal(await time.inputValue(), '08:00', 'the default send time is not 8:00 AM');
    await page.keyboard.press('Tab');
    assert.ok(await page.getByLabel(/^Date/).evaluate((element) => element === document.activeElement), 'Tab did not reach the date');
    await page.keyboard.type('06012027');
    assert.equal(await page.getByLabel(/^Date/).inputValue(), '2027-06-01');
    // Chromium's date and time fields take Tab through their parts (month, day, year) before the next field.
    await tabTo(time);
    await page.keyboard.type('1000AM');
    assert.equal(await time.inputValue(), '10:00');
    await tabTo(page.getByRole('button', { name: 'Schedule', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Schedule this single send?' });
    await dialog.waitFor();
    await dialog.getByText(/Jun 1, 2027, 10:00\sAM/).waitFor();
    await expectNoAxeViolations(page, 'the schedule dialog');
    await tabTo(dialog.getByRole('button', { name: 'Yes, schedule' }));
    await page.keyboard.press('Enter');
    await outcome().getByText(new RegExp(`${DRAFT} is scheduled for Jun 1, 2027, 10:00\\sAM`)).waitFor();
    assert.deepEqual(scheduleCalls, ['PUT']);
  }));

  it('unschedules, and the alert links back to the editor', step('unschedule', async () => {
    await outcome().getByRole('button', { name: 'Unschedule' }).click();
    await outcome().getByText(`${DRAFT} was unscheduled. It is a draft again.`).waitFor();
    assert.equal(await outcome().getByRole('link', { name: 'Back to the editor' }).getAttribute('href'), `/single-sends/${id}/editor`);
    await expectNoAxeViolations(page, 'the review after unscheduling');
  }));

  it('sends now with one request for a double click, then undoes the send', step('send-undo', async () => {
    scheduleCalls.length = 0;
    await page.getByRole('button', { name: 'Send now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this single send now?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the send dialog');
    await dialog.getByRole('button', { name: 'Yes, send now' }).dblclick();
    await outcome().getByText(`${DRAFT} is sending.`).waitFor();
    assert.deepEqual(scheduleCalls, ['PUT'], 'a double click sent more than one request');
    await outcome().getByRole('button', { name: 'Undo send' }).click();
    await outcome().getByText(`The send of ${DRAFT} was undone. It is a draft again.`).waitFor();
    await outcome().getByRole('link', { name: 'Back to the editor' }).waitFor();
    assert.deepEqual(scheduleCalls, ['PUT', 'DELETE']);
  }));

  it('sends again', step('send-again', async () => {
    await page.getByRole('button', { name: 'Send now', exact: true }).click();
    await page.getByRole('dialog', { name: 'Send this single send now?' }).getByRole('button', { name: 'Yes, send now' }).click();
    await outcome().getByText(`${DRAFT} is sending.`).waitFor();
    await page.getByRole('heading', { name: 'Sending' }).waitFor();
  }));

  it('opens the stats of an A/B test with its chart and data table', step('stats', async () => {
    await page.goto('/single-sends');
    await page.getByRole('link', { name: AB_TEST, exact: true }).click();
    await page.waitForURL((url) => /^\/single-sends\/[^/]+\/stats$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `Stats: ${AB_TEST}` }).waitFor();
    await page.locator('dt').getByText('Unique opens', { exact: true }).waitFor();
    const chart = page.getByRole('img', { name: /^Chart of delivered/ });
    await chart.waitFor();
    await eventually(async () => assert.ok((await chart.locator('canvas').count()) > 0, 'uPlot drew no canvas'));
    await expectNoAxeViolations(page, '/single-sends/:id/stats');
    await page.getByRole('button', { name: 'Show as a table' }).click();
    await page.getByRole('table', { name: 'Delivered, unique opens and unique clicks per day' }).waitFor();
    await page.getByRole('table', { name: 'Clicks per link' }).waitFor();
  }));

  it('shows one variation through the picker and picks the winner', step('pick-winner', async () => {
    const picker = page.getByRole('combobox', { name: 'Variation' });
    await picker.selectOption(await picker.locator('option', { hasText: 'Variation B' }).getAttribute('value'));
    await page.getByRole('heading', { name: 'Figures of variation B' }).waitFor();
    await page.getByRole('radio', { name: /^Variation B/ }).check();
    await page.getByRole('button', { name: 'Pick the winner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick the winner?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the pick-winner dialog');
    await dialog.getByRole('button', { name: 'Yes, pick it' }).click();
    await page.getByText(/Variation B won/).waitFor();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Variation B is the winner. It goes to the rest of the recipients.').waitFor();
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
