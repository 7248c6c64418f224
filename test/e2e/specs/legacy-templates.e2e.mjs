// Legacy templates: the read-only list, a template's versions, a version's preview in a sandboxed frame
// (where the body goes shown), its copy into a new dynamic template with the legacy tags and markers in
// Handlebars (opened in the version editor), and the /legacy/templates twin; axe on each screen and dialog,
// no browser errors and no content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { pathOf } from '../lib/urls.mjs';

const ROOT = '/design-library/legacy-templates';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const copyName = `Newsletter ${stamp}`;

describe('legacy templates', () => {
  const suite = browserSuite('legacy-templates', { flow: true });
  const { step } = suite;
  let page;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();

  before(async () => {
    page = await suite.open();
  });

  it('lists the legacy templates, read-only', step('list', async () => {
    await signInTo(page, PERSONAS.owner, ROOT, 'Legacy Templates');
    const table = page.getByRole('table', { name: 'Legacy Templates' });
    await table.getByRole('link', { name: 'Newsletter Wrapper' }).waitFor();
    assert.equal(await table.getByRole('row').count(), 4);
    await expectNoAxeViolations(page, ROOT);
  }));

  it('shows a template’s versions', step('template', async () => {
    await page.getByRole('link', { name: 'Newsletter Wrapper' }).click();
    await page.getByRole('heading', { level: 1, name: 'Newsletter Wrapper' }).waitFor();
    const versions = page.getByRole('table', { name: 'Versions of Newsletter Wrapper' });
    await versions.getByRole('row', { name: /Wrapper 2021 \(personal\)/ }).getByText('Active').waitFor();
    await expectNoAxeViolations(page, 'a legacy template');
  }));

  it('previews a version in a sandboxed frame, showing where the body goes', step('preview', async () => {
    await page.getByRole('link', { name: 'Preview: Wrapper 2021 (personal)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Preview: Wrapper 2021 (personal)' }).waitFor();
    const frame = page.getByTitle('Preview of Wrapper 2021 (personal)');
    assert.equal(await frame.getAttribute('sandbox'), '');
    await page.frameLocator('iframe[title="Preview of Wrapper 2021 (personal)"]').getByText('The body of each email goes here (<%body%>)').waitFor();
    await page.getByRole('button', { name: 'Mobile' }).click();
    await expectNoAxeViolations(page, 'the preview of a legacy version', { exclude: ['iframe'] });
  }));

  it('copies the version into a new dynamic template, tags and markers in Handlebars, and opens it', step('copy', async () => {
    await page.getByRole('link', { name: 'Copy to a dynamic template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Wrapper 2021 (personal) to a dynamic template' });
    await dialog.waitFor();
    const conversions = dialog.getByRole('list', { name: 'Conversions' });
    await conversions.getByText('-first_name-').waitFor();
    assert.equal(await conversions.getByRole('listitem').count(), 5);
    await expectNoAxeViolations(page, 'the copy dialog');
    await dialog.getByRole('textbox', { name: 'Dynamic Template Name' }).fill(copyName);
    await dialog.getByRole('button', { name: 'Copy to a dynamic template' }).click();
    await page.waitForURL((url) => /^\/dynamic-templates\/d-[0-9a-f]{32}\/version\/[0-9a-f-]{36}$/.test(url.pathname));
    await toast(`${copyName} was created as a dynamic template: 4 substitution tags were replaced with Handlebars.`).waitFor();
  }));

  it('finds the copy among the dynamic templates', step('copied', async () => {
    const [, templateId, versionId] = /^\/dynamic-templates\/([^/]+)\/version\/([^/]+)$/.exec(pathOf(page));
    const version = await page.evaluate(
      async ([template, id]) => {
        const token = document.cookie.split('; ').find((cookie) => cookie.startsWith('mako_auth_token='))?.split('=')[1];
        const response = await fetch(`/v3/templates/${template}/versions/${id}`, { headers: { Authorization: `Bearer ${token}` } });
        return response.ok ? response.json() : { status: response.status };
      },
      [templateId, versionId],
    );
    assert.equal(version.subject, '{{subject}}');
    assert.match(version.html_content, /Hi \{\{first_name\}\}, here is what is new in \{\{city\}\}\.<\/p>\{\{\{body\}\}\}/);
    assert.doesNotMatch(version.html_content, /<%|-first_name-/);
    // Its thumbnail is served without a token, as an <img> asks for it.
    const thumbnail = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    }, version.thumbnail_url);
    assert.equal(thumbnail.status, 200);
    assert.equal(thumbnail.type, 'image/svg+xml');
    assert.match(thumbnail.text, /^<svg /);
  }, { critical: false }));

  it('reaches the same screens through the legacy twin', step('legacy', async () => {
    await page.goto('/legacy/templates/legacy-templates');
    const table = page.getByRole('table', { name: 'Legacy Templates' });
    await table.getByRole('link', { name: 'Receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    assert.match(pathOf(page), /^\/legacy\/templates\/legacy-templates\/[0-9a-f-]{36}$/);
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: KNOWN_NOISE });
  });
});
