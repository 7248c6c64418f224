// "Start from code" (issue 26, Real HTML): a design created in the code editor, an HTML file imported into it
// (a Cerberus-style template with Outlook conditionals; a PNG refused next to the input), the live preview beside
// the code at 1440 px and below it at 390 px, saved, reopened: one <html>, one <body>, the head styles and the
// Outlook-only style still in its conditional comment. Axe on the editor; screenshots in test-results/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { callApi } from '../lib/api.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TEMPLATE_NAME = 'cerberus-hybrid-like.html';
const TEMPLATE = readFileSync(join(here, '..', 'fixtures', TEMPLATE_NAME), 'utf8');
const RESULTS = join(here, '..', '..', '..', 'test-results');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const OUTLOOK_STYLE = /<!--\[if mso\]>\s*<style>\s*\* \{ font-family: sans-serif !important; \}\s*<\/style>\s*<!\[endif\]-->/;
const OFFLINE_PLACEHOLDERS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/via\.placeholder\.com\//;

const count = (html, tag) => (html.match(new RegExp(`<${tag}[\\s>]`, 'gi')) ?? []).length;

describe('start a design from code', () => {
  const suite = browserSuite('start-from-code', { flow: true });
  const { step } = suite;
  let page;
  let designId;
  const designName = `Trail Notes (HTML) ${Date.now()}`;
  const saveStatus = (text) => page.getByRole('status').filter({ hasText: text });

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 900 } });
  });

  it('creates a design with “Start from code”, opened in the code editor', step('create', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/selector/new', 'Create a Design');
    await page.getByRole('radio', { name: 'Start from code' }).check();
    await page.getByRole('textbox', { name: /Design Name/ }).fill(designName);
    await page.getByRole('button', { name: 'Create Design' }).click();
    await page.waitForURL((url) => /\/design-library\/your-designs\/[^/]+\/editor$/.test(url.pathname));
    designId = new URL(page.url()).pathname.split('/').at(-2);
    await page.getByRole('textbox', { name: 'HTML' }).waitFor();
  }));

  it('refuses a PNG next to the input and keeps the email', step('refuse', async () => {
    await page.getByLabel('Import an HTML file').setInputFiles({ name: 'logo.html', mimeType: 'text/html', buffer: PNG });
    await page.getByRole('alert').filter({ hasText: '“logo.html” is not text (it holds binary data)' }).waitFor();
    assert.equal(await page.getByLabel('Import an HTML file').getAttribute('aria-invalid'), 'true');
  }));

  it('imports an HTML file and shows it beside the code, in a sandboxed frame', step('import', async () => {
    await page.getByLabel('Import an HTML file').setInputFiles({ name: TEMPLATE_NAME, mimeType: 'text/html', buffer: Buffer.from(TEMPLATE) });
    await page.getByText(`Imported “${TEMPLATE_NAME}”`, { exact: false }).waitFor();
    const preview = page.getByRole('region', { name: 'Live preview' });
    const frame = preview.getByTitle('Live preview of the email');
    assert.equal(await frame.getAttribute('sandbox'), '');
    await page.frameLocator('iframe[title="Live preview of the email"]').getByRole('heading', { name: 'Autumn trail notes' }).waitFor();
    const code = await page.getByRole('region', { name: 'HTML code' }).boundingBox();
    const shown = await preview.boundingBox();
    assert.ok(shown.x >= code.x + code.width, `the preview is beside the code at 1440 px (code ${JSON.stringify(code)}, preview ${JSON.stringify(shown)})`);
    await page.screenshot({ path: join(RESULTS, 'start-from-code-1440.png') });
    await expectNoAxeViolations(page, 'the code editor with its live preview', { exclude: ['iframe'] });
  }));

  it('saves one well-formed email and keeps it when reopened', step('save', async () => {
    await saveStatus(/^Saved$/).waitFor({ timeout: 30_000 });
    const stored = await eventually(async () => {
      const { status, body } = await callApi(page, 'GET', `/designs/${designId}`);
      assert.equal(status, 200);
      assert.match(body.html_content, /Autumn trail notes/);
      return body;
    });
    assert.equal(stored.editor, 'code');
    assert.deepEqual(['html', 'head', 'body'].map((tag) => count(stored.html_content, tag)), [1, 1, 1]);
    assert.match(stored.html_content, OUTLOOK_STYLE);
    assert.match(stored.html_content, /<style>\s*html, body \{ margin: 0 auto !important;/);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: designName, exact: true }).waitFor();
    const editor = page.getByRole('textbox', { name: 'HTML' });
    await editor.getByText('<!--[if mso]>', { exact: false }).first().waitFor();
    await page.frameLocator('iframe[title="Live preview of the email"]').getByRole('link', { name: 'See the routes' }).waitFor();
  }));

  it('stacks the preview below the code at 390 px', step('narrow', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const code = page.getByRole('region', { name: 'HTML code' });
    const preview = page.getByRole('region', { name: 'Live preview' });
    await eventually(async () => {
      const [above, below] = [await code.boundingBox(), await preview.boundingBox()];
      assert.ok(below.y >= above.y + above.height, 'the preview is below the code');
      assert.ok(below.width <= 390, 'the preview fits the screen');
    });
    // A viewport shot with the preview in view: a full-page shot leaves a sandboxed (out-of-process) frame blank.
    await preview.scrollIntoViewIfNeeded();
    await page.frameLocator('iframe[title="Live preview of the email"]').getByRole('heading', { name: 'Autumn trail notes' }).waitFor();
    await page.screenshot({ path: join(RESULTS, 'start-from-code-390.png') });
    await page.getByRole('button', { name: 'Hide live preview' }).click();
    assert.equal(await preview.count(), 0);
    await page.getByRole('button', { name: 'Show live preview' }).click();
    await preview.waitFor();
  }));

  it('had no page errors', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_PLACEHOLDERS] });
  });
});
