// The code editor, the preview and the test send (issue 15): a system design copied into the editor, previewed
// with test data (valid and invalid JSON), dark and at phone width in a sandboxed frame, sent as a test (an
// invalid address named first), converted to code with Handlebars checked as typed (the issue listed with its
// line, in the pre-send checks too), Esc then Tab leaving the editor, and a hostile template that runs and moves
// nothing; axe on each screen and no content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath } from '../lib/urls.mjs';

const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

describe('code editor, preview, test send', () => {
  const suite = browserSuite('email-code', { flow: true });
  const { step } = suite;
  let page;
  let editorPath;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

  before(async () => {
    page = await suite.open();
  });

  it('opens a copy of a system design in the editor', step('open', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/sendgrid-designs', 'Design Library');
    const systemDesigns = page.getByRole('list', { name: 'System designs' });
    await systemDesigns.getByRole('article', { name: 'Newsletter' }).getByRole('link', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Preview: Newsletter' }).waitFor();
    await page.getByRole('button', { name: 'Use this design' }).click();
    await page.waitForURL((url) => /\/editor$/.test(url.pathname));
    editorPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: 'Newsletter', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Pre-send checks/ }).waitFor();
  }));

  it('previews with test data, dark and mobile, in a sandboxed frame', step('preview', async () => {
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview' });
    await dialog.waitFor();
    const frame = dialog.getByTitle('Email preview');
    assert.equal(await frame.getAttribute('sandbox'), '');
    await page.frameLocator('iframe[title="Email preview"]').getByText('Unsubscribe', { exact: true }).first().waitFor();
    await dialog.getByRole('link', { name: 'Edit test data' }).click();
    await page.waitForURL(onPath(`${editorPath}/preview/test_data`));
    await dialog.getByRole('textbox', { name: 'Test data (JSON)' }).fill('{"Sender_Name": "Trail Crew <b>"}');
    await page.frameLocator('iframe[title="Email preview"]').getByText('Trail Crew <b>').first().waitFor();
    await dialog.getByRole('textbox', { name: 'Test data (JSON)' }).fill('{"Sender_Name": ');
    await dialog.getByText('Correct the JSON in order to see a preview.', { exact: true }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Dark mode' }).check();
    await dialog.getByRole('button', { name: 'Mobile (375 px)' }).click();
    const box = await frame.boundingBox();
    assert.equal(Math.round(box.width), 375);
    await expectNoAxeViolations(page, 'the preview', { exclude: ['iframe'] });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  }));

  it('sends a test', step('test-send', async () => {
    await page.getByRole('button', { name: 'Send test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a Test Email' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Email addresses/ }).fill('ana@example.com, nope');
    await dialog.getByRole('combobox', { name: /From/ }).selectOption({ label: 'Customer Care (care@lumenoutfitters.com)' });
    await dialog.getByRole('button', { name: 'Send Test' }).click();
    await dialog.getByText('“nope” is not a valid email address.').waitFor();
    await expectNoAxeViolations(page, 'the test send dialog');
    await dialog.getByRole('textbox', { name: /Email addresses/ }).fill('ana@example.com, bo@example.org');
    await dialog.getByRole('button', { name: 'Send Test' }).click();
    await toast('Your test email was sent to 2 addresses.').waitFor();
  }));

  it('converts to code, checks Handlebars as typed', step('code', async () => {
    await page.getByRole('link', { name: 'Edit in code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Code' });
    await dialog.getByText("Converting to code can't be turned back", { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'the convert dialog');
    await dialog.getByRole('button', { name: 'Convert to Code' }).click();
    const editor = page.getByRole('textbox', { name: 'HTML' });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n{{#if vip}}');
    await page.getByRole('region', { name: 'Handlebars issues' }).getByRole('button', { name: /^Line \d+: The template ends inside an unclosed/ }).waitFor();
    // The checks fold into a drawer over the page's edge: open it, read, and Escape gives focus back to its toggle.
    await page.getByRole('button', { name: /^Pre-send checks/ }).click();
    await page.getByRole('complementary', { name: 'Pre-send checks' }).getByText(/^Line \d+: The template ends inside an unclosed/).waitFor();
    await expectNoAxeViolations(page, 'the code editor');
    await page.keyboard.press('Escape');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('{{/if}}');
    await page.getByText('No Handlebars issues.').waitFor();
    // Esc then Tab leaves the editor.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    assert.equal(await editor.evaluate((element) => element === document.activeElement), false);
  }));

  it('keeps a hostile template inert in the preview', step('hostile', async () => {
    const editor = page.getByRole('textbox', { name: 'HTML' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('<p>Hi</p><script>parent.document.title="pwned"</script><img src="https://example.invalid/x.png" onerror="parent.document.title=\'pwned\'"><svg onload="top.location=\'https://example.invalid\'"></svg><a id="go" href="https://example.invalid" target="_top">go</a>');
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    const frame = page.frameLocator('iframe[title="Email preview"]');
    await frame.getByText('Hi', { exact: true }).waitFor();
    await frame.locator('#go').click();
    await page.waitForTimeout(500);
    assert.notEqual(await page.title(), 'pwned');
    assert.ok(new URL(page.url()).pathname.endsWith('/preview'));
  }));

  it('had no page errors', () => {
    const SANDBOX_AT_WORK = /Blocked script execution in 'about:srcdoc'|example\.invalid|Unsafe attempt to initiate navigation/;
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS, SANDBOX_AT_WORK] });
  });
});
