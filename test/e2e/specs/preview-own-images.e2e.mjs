// A picture uploaded in the design editor shows in the preview (issue 25): the mock serves uploads from the
// app's own origin (/v3/mock-images/…), which a sandboxed srcdoc frame (an opaque origin, outside the mock's
// service worker) cannot load, so the preview gets them as data: URLs; the frame's sandbox stays empty and
// the page has no browser errors and no content security policy violation.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** The system designs' stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

/** A real 40 × 24 PNG (an RGB gradient), made for this test. */
const PNG = readFileSync(new URL('../fixtures/trail-gradient-40x24.png', import.meta.url));

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const designName = `Trail Photo ${stamp}`;
const fileName = `trail-gradient-${stamp}.png`;

describe('own pictures in the preview', () => {
  const suite = browserSuite('preview-own-images', { flow: true });
  const { step } = suite;
  let page;
  const canvas = () => page.getByRole('region', { name: 'Email canvas' });

  before(async () => {
    page = await suite.open();
  });

  it('uploads a picture in the design editor and places it in the image module', step('upload', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/selector/new', 'Create a Design');
    await page.getByRole('textbox', { name: 'Design Name' }).fill(designName);
    await page.getByRole('radio', { name: 'Welcome', exact: true }).check();
    await page.getByRole('button', { name: 'Create Design' }).click();
    await page.waitForURL((url) => /^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/.test(url.pathname));
    await canvas().getByLabel(/^Image module, row \d+ of \d+$/).first().click();
    await page.getByRole('heading', { level: 2, name: 'Image settings' }).waitFor();
    await page.getByRole('link', { name: 'Choose from your images' }).click();
    await page.getByLabel('Upload images').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: `Use ${fileName}` }).click();
    await page.getByRole('dialog', { name: 'Image settings' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Image settings' }).waitFor({ state: 'detached' });
    const placed = await page.getByRole('textbox', { name: 'Image address' }).inputValue();
    assert.match(placed, /\/v3\/mock-images\/[0-9a-f-]{36}\/original$/);
  }));

  it('shows the picture inside the sandboxed preview frame', step('preview', async () => {
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    const frame = page.getByRole('dialog', { name: 'Preview' }).getByTitle('Email preview');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('sandbox'), '');
    const picture = page.frameLocator('iframe[title="Email preview"]').locator('img[src^="data:image/png;base64,"]').first();
    await picture.waitFor();
    const size = await picture.evaluate((img) => new Promise((done) => (img.complete ? done([img.naturalWidth, img.naturalHeight]) : img.addEventListener('load', () => done([img.naturalWidth, img.naturalHeight]), { once: true }))));
    assert.deepEqual(size, [40, 24], 'the uploaded picture loaded in the frame');
    assert.equal(await page.frameLocator('iframe[title="Email preview"]').locator('img[src*="/v3/mock-images/"]').count(), 0, 'no picture is left at the address the frame cannot load');
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
