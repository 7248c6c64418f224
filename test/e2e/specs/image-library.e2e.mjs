// The image library (design library, your-images tab): files refused before sending, an upload through the
// browser's XMLHttpRequest with its progress (70 % while the server answers, 100 % once the thumbnail has
// loaded), a real thumbnail drawn by the mock in the browser and served through its worker, the details with
// the address, and a delete after confirmation; axe on each screen, no browser errors, no CSP violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** The seeded images are stock photos on picsum.photos, unreachable from the test machine (see design-library.e2e.mjs). */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of `width` × `height` (an RGB gradient), for the browser to decode and scale. */
function gradientPng(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const stamp = Date.now().toString(36);
const fileName = `trail-map-${stamp}.png`;

describe('image library', () => {
  const suite = browserSuite('image-library', { flow: true });
  const { step } = suite;
  let page;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const images = () => page.getByRole('list', { name: 'Your images' });

  before(async () => {
    page = await suite.open();
  });

  it('lists the images a page at a time', step('list', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/images', 'Design Library');
    await images().getByRole('link', { name: 'autumn-hero-mountains.jpg' }).waitFor();
    assert.equal(await images().getByRole('listitem').count(), 24);
    await expectNoAxeViolations(page, 'the image library');
    await page.getByRole('button', { name: 'Load more images' }).click();
    await page.getByText('All 28 images are shown.').waitFor();
  }));

  it('refuses a file that is not an image before sending it', step('refuse', async () => {
    await page.getByLabel('Upload images').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByRole('alert').getByText('notes.txt is not a GIF, JPEG or PNG image.').waitFor();
    await expectNoAxeViolations(page, 'the refused file message');
  }));

  it('uploads an image with its progress, and shows its thumbnail', step('upload', async () => {
    // The server takes 3 s to answer: the bar waits at 70 % meanwhile.
    await page.evaluate(() => window.history.replaceState(null, '', '/design-library/images?mock-scenario=images-upload-slow'));
    await page.reload();
    await images().waitFor();
    await page.getByLabel('Upload images').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: gradientPng(900, 600) });
    const bar = page.getByRole('progressbar', { name: fileName });
    await bar.waitFor();
    await page.waitForFunction((name) => [...document.querySelectorAll('progress')].some((p) => p.getAttribute('aria-valuetext') === 'Processing: 70 %' && p.closest('li')?.textContent?.includes(name)), fileName);
    await toast(`${fileName} was uploaded`).waitFor();
    await bar.waitFor({ state: 'detached' });

    const thumbnail = images().getByRole('link', { name: fileName }).locator('img');
    await page.waitForFunction((name) => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name);
      const img = link?.querySelector('img');
      return img !== undefined && img !== null && img.complete && img.naturalWidth > 0;
    }, fileName);
    const size = await thumbnail.evaluate((img) => [img.naturalWidth, img.naturalHeight]);
    assert.deepEqual(size, [300, 200], 'the mock drew a 300 × 200 thumbnail');
  }));

  it('shows the uploaded image’s details and address', step('details', async () => {
    await images().getByRole('link', { name: fileName }).click();
    const dialog = page.getByRole('dialog', { name: fileName });
    await dialog.waitFor();
    await dialog.getByText('900 × 600 pixels').waitFor();
    const address = await dialog.getByRole('textbox', { name: 'Image URL' }).inputValue();
    assert.match(address, /\/v3\/mock-images\/[0-9a-f-]{36}\/original$/);
    await expectNoAxeViolations(page, 'the image details');
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return [response.status, response.headers.get('content-type')];
    }, address);
    assert.deepEqual(served, [200, 'image/png']);
  }));

  it('deletes it after confirmation', step('delete', async () => {
    await page.getByRole('link', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${fileName}?` });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'the delete image dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(`${fileName} was deleted`).waitFor();
    await images().getByRole('link', { name: fileName }).waitFor({ state: 'detached' });
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
