// Design library: your designs a page at a time with the end announced, the system designs, a preview in a
// sandboxed frame, "Use this design" opening the copy in the editor, rename and delete from the list, the
// legacy twin; axe on each screen, no browser errors and no content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';
import { onPath, pathOf } from '../lib/urls.mjs';

/**
 * The system designs show stock photos from picsum.photos (email images live on public https hosts). The
 * test machine has no internet, and the requests pass through the mock backend's service worker, which
 * page routing does not see: their failed loads are expected here, nothing else is.
 */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const renamed = `Trail Notes ${stamp}`;

describe('design library', () => {
  const suite = browserSuite('design-library', { flow: true });
  const { step } = suite;
  let page;
  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }).first();
  const yourDesigns = () => page.getByRole('list', { name: 'Your designs' });
  const card = (name) => yourDesigns().getByRole('article', { name, exact: true });

  before(async () => {
    page = await suite.open();
  });

  it('lists your designs, then the rest on request, announcing the end', step('list', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library', 'Design Library');
    await page.waitForURL(onPath('/design-library/your-designs'));
    await card('October Trail Notes').waitFor();
    assert.equal(await yourDesigns().getByRole('article').count(), 24);
    await expectNoAxeViolations(page, '/design-library/your-designs');
    await page.getByRole('button', { name: 'Load more designs' }).click();
    await page.getByText('All 27 designs are shown. You have reached the end of the list.').waitFor();
  }));

  it('previews a system design in a sandboxed frame', step('preview', async () => {
    await page.getByRole('tab', { name: 'System Designs' }).click();
    await page.waitForURL(onPath('/design-library/sendgrid-designs'));
    const systemDesigns = page.getByRole('list', { name: 'System designs' });
    await systemDesigns.getByRole('article', { name: 'Newsletter' }).getByRole('link', { name: 'Preview' }).click();
    const frame = page.getByTitle('Preview of Newsletter');
    await frame.waitFor();
    assert.equal(await frame.getAttribute('sandbox'), '');
    await page.frameLocator('iframe[title="Preview of Newsletter"]').getByText('Unsubscribe', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'the preview of a system design', { exclude: ['iframe'] });
  }));

  it('copies a system design into yours and opens it in the editor', step('use', async () => {
    await page.getByRole('button', { name: 'Use this design' }).click();
    await page.waitForURL((url) => /^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Newsletter', exact: true }).waitFor();
    await toast('Newsletter was created').waitFor();
  }));

  it('renames a design from the list', step('rename', async () => {
    await page.goto('/design-library/your-designs');
    await card('October Trail Notes').getByRole('link', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename October Trail Notes' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the rename dialog');
    await dialog.getByRole('textbox', { name: 'Design Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(`The design was renamed ${renamed}`).waitFor();
    await card(renamed).waitFor();
  }));

  it('deletes it after confirmation', step('delete', async () => {
    await card(renamed).getByRole('link', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${renamed}?` });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'the delete design dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(`${renamed} was deleted`).waitFor();
    await card(renamed).waitFor({ state: 'detached' });
  }));

  it('reaches the same screens through the legacy twin', step('legacy', async () => {
    await page.goto('/templates');
    await page.waitForURL(onPath('/legacy/templates/your-designs'));
    await card('Fall Gear Sale: 30% Off').waitFor();
    assert.equal(pathOf(page), '/legacy/templates/your-designs');
  }, { critical: false }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
