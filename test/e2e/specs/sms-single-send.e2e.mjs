// An SMS single send (issue 17): created from the index's creation page, named, its messaging service chosen,
// a message with its live size, an uploaded image from the image manager, a list as recipients, a test to a
// US number, then reviewed and sent now. axe on the editor and its dialogs, no browser errors and no content
// security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { pathOf } from '../lib/urls.mjs';

/** The seeded library's stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sendName = `Flash sale SMS ${stamp}`;
const imageName = `sms-${stamp}.png`;

describe('SMS single send', () => {
  const suite = browserSuite('sms-single-send', { flow: true });
  const { step } = suite;
  let page;
  let sendId;
  const dialog = (name) => page.getByRole('dialog', { name });
  const axe = (label) => expectNoAxeViolations(page, label);
  const saved = () => page.getByText(/^All changes saved at /).waitFor({ timeout: 15_000 });

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 1000 } });
  });

  it('creates an SMS draft and opens the SMS editor', step('create', async () => {
    await signInTo(page, PERSONAS.admin, '/single-sends/new', 'Create a Single Send');
    await page.getByRole('textbox', { name: /Single Send Name/ }).fill(sendName);
    await page.getByRole('radio', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Create Single Send' }).click();
    await page.waitForURL((url) => new RegExp(`^/single-sends/sms/${UUID}/editor$`).test(url.pathname), { timeout: 20_000 });
    sendId = pathOf(page).split('/')[3];
    await page.getByRole('heading', { level: 1, name: sendName, exact: true }).waitFor();
  }));

  it('takes a messaging service and a message, counting it as it is typed', step('message', async () => {
    const service = page.getByRole('combobox', { name: /Messaging service/ });
    await eventually(async () => assert.ok((await service.locator('option').count()) > 1));
    await service.selectOption({ index: 1 });
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Flash sale: 30% off today only. Reply STOP to opt out.');
    await page.getByText('54 characters · 1 segment (GSM-7) · 54 of 1,600 bytes').waitFor();
    await saved();
    await axe(`/single-sends/sms/${sendId}/editor`);
  }));

  it('uploads an image in the image manager and adds it to the message', step('image', async () => {
    await page.getByRole('link', { name: 'Add images' }).click();
    await page.waitForURL((url) => url.pathname === `/single-sends/sms/${sendId}/editor/image_manager`);
    const manager = dialog('Image manager');
    await manager.waitFor();
    await manager.locator('input[type="file"]').setInputFiles({ name: imageName, mimeType: 'image/png', buffer: PNG });
    const add = manager.getByRole('button', { name: `Add ${imageName}` });
    await add.waitFor({ timeout: 15_000 });
    await axe('image_manager');
    await add.click();
    await manager.getByText('In the message').waitFor();
    await manager.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('list', { name: 'Images in the message' }).getByRole('img').first().waitFor();
    await page.getByText(/^1 of 10 images/).waitFor();
    await page.getByRole('link', { name: 'Edit images' }).click();
    await dialog('Edit images').waitFor();
    await axe('image_manager/edit');
    await dialog('Edit images').getByRole('button', { name: 'Done' }).click();
    await saved();
  }));

  it('sends to a list', step('recipients', async () => {
    const label = 'Send to lists (up to 50)';
    const combobox = page.getByRole('combobox', { name: label });
    await combobox.click();
    const option = page.getByRole('listbox', { name: label }).getByRole('option').first();
    await option.waitFor();
    await option.click();
    await page.keyboard.press('Escape');
    await page.getByText('Choose recipients: at least one list or segment, or all contacts.').waitFor({ state: 'detached' });
    await saved();
    await page.getByRole('link', { name: 'Create a list' }).click();
    await dialog('Create a List').waitFor();
    await axe('modals/create_list');
    await dialog('Create a List').getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === `/single-sends/sms/${sendId}/editor`);
  }));

  it('sends a test to one US number, refusing anything else', step('test', async () => {
    const number = page.getByRole('textbox', { name: /Test phone number/ });
    await number.fill('12345');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Enter one US or Canada ten-digit phone number.').waitFor();
    await number.fill('(415) 555-0123');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test message sent to +14155550123.').waitFor();
    await page.getByText('Ready to review and send.').waitFor();
  }));

  it('reviews and sends the SMS now', step('send', async () => {
    await page.getByRole('link', { name: 'Review' }).click();
    await page.waitForURL((url) => url.pathname === `/single-sends/${sendId}/review`);
    const sendNow = page.getByRole('button', { name: 'Send now' });
    await eventually(async () => assert.equal(await sendNow.isEnabled(), true), { timeout: 15_000 });
    await sendNow.click();
    const confirm = dialog('Send this single send now?');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Yes, send now' }).click();
    await page.getByText(`${sendName} is sending.`).first().waitFor({ timeout: 15_000 });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
