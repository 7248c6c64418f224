// Integrations: the overview, Segment (lower-cased destination route, validation, create with two events,
// edit, delete) and Twilio SMS (connect, messaging services, disconnect), with axe on each screen and no
// browser errors. One browser context for the whole flow (fresh demo data).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eventually } from '../lib/browser.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

// Chromium logs every 404 response as "Failed to load resource"; GET /marketing/sms/credentials answers 404
// by design while no Twilio account is connected (spec §7: 404 means not connected, with no alert).
const NOISE = [...KNOWN_NOISE, /status of 404 .*\/v3\/marketing\/sms\/credentials/];

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const label = `E2E Segment ${stamp}`;
const editedLabel = `E2E Edited ${stamp}`;
const writeKey = `e2eKey${stamp}`.replace(/[^A-Za-z0-9]/g, '');
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = `tok${stamp}secret`;

describe('integrations', () => {
  const suite = browserSuite('integrations', { flow: true });
  const { step } = suite;
  let page;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const segmentRow = (text) => page.getByRole('table', { name: 'Segment integrations' }).getByRole('row').filter({ hasText: text });
  const field = (name) => page.getByRole('textbox', { name, exact: true });

  before(async () => {
    page = await suite.open();
  });

  it('signs in and shows the apps to explore and the connected ones', step('overview', async () => {
    await signInTo(page, PERSONAS.owner, '/integrations', 'Integrations');
    await page.getByRole('heading', { name: 'Explore apps' }).waitFor();
    await page.getByRole('table', { name: 'Connected apps' }).getByText('Lumen production').waitFor();
    await page.getByRole('link', { name: 'Connect Twilio' }).waitFor();
  }));

  it('has no axe violations on /integrations', step('axe-overview', async () => {
    await expectNoAxeViolations(page, '/integrations');
  }, { critical: false }));

  it('lower-cases the destination: /integrations/Segment/add becomes /integrations/segment/add', step('lowercase', async () => {
    await page.goto('/integrations/Segment/add');
    await page.getByRole('heading', { level: 1, name: 'Connect Segment' }).waitFor();
    await page.waitForURL(onPath('/integrations/segment/add'));
  }));

  it('validates the empty Segment form, with no axe violations', step('validation', async () => {
    await expectNoAxeViolations(page, '/integrations/segment/add');
    await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
    await page.getByText('select at least one event').waitFor();
    await page.getByText('is a required field').first().waitFor();
    assert.equal(pathOf(page), '/integrations/segment/add');
    await expectNoAxeViolations(page, '/integrations/segment/add with validation errors');
  }, { critical: false }));

  it('connects Segment with two events and shows it on the destination route', step('create', async () => {
    await field('Label').fill(label);
    await field('Write Key').fill(writeKey);
    await page.getByRole('radio', { name: 'EU', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Opened', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Clicked', exact: true }).check();
    await page.getByRole('button', { name: 'Add Integration', exact: true }).click();
    await page.waitForURL(onPath('/integrations/segment'));
    await toast(`${label} was created`).waitFor();
    const row = segmentRow(label);
    await row.waitFor();
    await eventually(async () => {
      const text = await row.innerText();
      assert.match(text, /Clicked, Opened/, `the new row lacks its events: ${text}`);
      assert.match(text, /\bEU\b/, `the new row lacks its region: ${text}`);
    });
    await expectNoAxeViolations(page, '/integrations/segment');
  }));

  it('edits the integration', step('edit', async () => {
    await segmentRow(label).getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => /^\/integrations\/segment\/[^/]+\/edit$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Edit Integration' }).waitFor();
    await eventually(async () => assert.equal(await field('Label').inputValue(), label));
    assert.equal(await field('Write Key').inputValue(), writeKey);
    assert.ok(await page.getByRole('checkbox', { name: 'Opened', exact: true }).isChecked());
    await expectNoAxeViolations(page, 'the Segment edit form');
    await field('Label').fill(editedLabel);
    await page.getByRole('checkbox', { name: 'Delivered', exact: true }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(onPath('/integrations/segment'));
    await toast(`${editedLabel} was updated`).waitFor();
    await segmentRow(editedLabel).filter({ hasText: 'Delivered, Clicked, Opened' }).waitFor();
  }));

  it('deletes the integration after confirmation', step('delete', async () => {
    await segmentRow(editedLabel).getByRole('link', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Delete ${editedLabel}?` }).waitFor();
    await expectNoAxeViolations(page, 'the delete dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(`${editedLabel} was deleted`).waitFor();
    await page.waitForURL(onPath('/integrations/segment'));
    await segmentRow(editedLabel).waitFor({ state: 'detached' });
  }));

  it('connects Twilio and lists its messaging services', step('twilio-connect', async () => {
    await page.goto('/integrations');
    await page.getByRole('link', { name: 'Connect Twilio' }).click();
    await page.waitForURL(onPath('/integrations/twilio/add'));
    await page.getByRole('heading', { level: 1, name: 'Connect Twilio' }).waitFor();
    await expectNoAxeViolations(page, '/integrations/twilio/add');
    await field('Account SID').fill(SID);
    await page.getByLabel('Auth Token', { exact: true }).fill(TOKEN);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.waitForURL(onPath('/integrations/twilio'));
    await toast('Your Twilio account was connected').waitFor();
    await page.getByText(SID, { exact: true }).waitFor();
    const services = page.getByRole('table', { name: 'Messaging services' });
    await services.waitFor();
    assert.ok((await services.getByRole('row').count()) > 2, 'fewer than two messaging services are listed');
    assert.ok(!(await page.content()).includes(TOKEN), 'the auth token is shown on the page after saving');
    await expectNoAxeViolations(page, '/integrations/twilio');
  }));

  it('disconnects Twilio after confirmation', step('twilio-disconnect', async () => {
    await page.getByRole('link', { name: 'Disconnect', exact: true }).click();
    await page.waitForURL(onPath('/integrations/twilio/disconnectTwilio'));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Disconnect Twilio?' }).waitFor();
    await expectNoAxeViolations(page, 'the disconnect Twilio dialog');
    await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
    await toast('Your Twilio account was disconnected').waitFor();
    await page.waitForURL(onPath('/integrations/twilio'));
    await page.getByRole('heading', { name: 'Connect your Twilio account' }).waitFor();
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: NOISE });
  });
});
