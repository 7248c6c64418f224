// Room to work in the email editor (issue 26): at 1280 and 1440 px wide, the design library's editor and the
// single send's editor show the email at its real width (600 px), no two visible toolbar controls overlap
// (bounding boxes), the pre-send checks open from a drawer toggle, and axe finds nothing. Screenshots at
// 1280, 1440 and 390 px are left in test-results/ to be looked at.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi as callPageApi } from '../lib/api.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { browserSuite } from '../lib/suite.mjs';

const WIDTHS = [1280, 1440];

/** The visible toolbar controls' boxes, and every pair of them that overlaps. */
const overlappingControls = (page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-control]')]
      .filter((element) => Number(getComputedStyle(element.parentElement).opacity) > 0 && element.getClientRects().length > 0)
      .map((element) => ({ name: element.getAttribute('aria-label'), rect: element.getBoundingClientRect() }));
    const overlaps = [];
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1))
        if (a.rect.left < b.rect.right - 0.5 && b.rect.left < a.rect.right - 0.5 && a.rect.top < b.rect.bottom - 0.5 && b.rect.top < a.rect.bottom - 0.5) overlaps.push(`${a.name} / ${b.name}`);
    return overlaps;
  });

describe('editor room', () => {
  const suite = browserSuite('editor-room');
  const { step } = suite;
  let page;
  const hosts = {};
  const canvas = () => page.getByRole('region', { name: 'Email canvas' });

  before(async () => {
    page = await suite.open({ viewport: { width: 1440, height: 900 } });
  });

  it('makes a design and a single send from a system design', step('setup', async () => {
    await signInTo(page, PERSONAS.owner, '/custom-fields', 'Custom Fields');
    const designs = await callPageApi(page, 'GET', '/designs/pre-builts?page_size=20');
    const preBuilt = designs.body.result.find((design) => /welcome/i.test(design.name)) ?? designs.body.result[0];
    const full = await callPageApi(page, 'GET', `/designs/pre-builts/${preBuilt.id}`);
    const design = await callPageApi(page, 'POST', '/designs', { name: 'Room to work', html_content: full.body.html_content, editor: full.body.editor });
    assert.equal(design.status, 201, JSON.stringify(design.body));
    hosts['design library'] = `/design-library/your-designs/${design.body.id}/editor`;
    const send = await callPageApi(page, 'POST', '/marketing/singlesends', { name: 'Room to work', email_config: { design_id: preBuilt.id } });
    assert.equal(send.status, 201, JSON.stringify(send.body));
    hosts['single send'] = `/single-sends/${send.body.id}/editor`;
  }, { critical: true }));

  for (const host of ['design library', 'single send'])
    for (const width of WIDTHS)
      it(`${host} at ${width} px: the email at 600 px, no toolbar overlaps, axe`, step(`${host.replace(' ', '-')}-${width}`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(hosts[host]);
        const content = canvas().locator('[data-module-id]').first().locator('xpath=..');
        await content.waitFor({ timeout: 20_000 });
        await eventually(async () => assert.equal(Math.round((await content.boundingBox()).width), 600));
        // A module inside a column selected, its row hovered: every toolbar that can show at once.
        const inner = canvas().locator('[role="group"][aria-label^="Column"] [data-module-id]').first();
        if (await inner.count()) {
          await inner.click();
          await inner.hover();
        }
        assert.deepEqual(await overlappingControls(page), []);
        await page.screenshot({ path: `test-results/editor-room-${host.replace(' ', '-')}-${width}.png`, fullPage: false });
        await page.getByRole('button', { name: /^Pre-send checks/ }).click();
        await page.getByRole('complementary', { name: 'Pre-send checks' }).getByRole('heading', { name: 'Pre-send checks' }).waitFor();
        await expectNoAxeViolations(page, `${host} editor at ${width} px`);
        await page.keyboard.press('Escape');
      }));

  it('stays usable at 390 px', step('phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hosts['design library']);
    await canvas().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: 'test-results/editor-room-phone-390.png', fullPage: false });
    await expectNoAxeViolations(page, 'the editor at 390 px');
  }));
});
