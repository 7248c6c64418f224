// Room to work in the email editor (issue 26), in each of its four hosts (the design library, a single send,
// an automation's email, a dynamic template's version): at 1280×800 and 1440×900 the email shows at its real
// width (600 px) and no two visible controls of the editor overlap (bounding boxes), a module inside a column
// selected and its row hovered; the pre-send checks open from a drawer toggle; axe finds nothing; at 390 px the
// page does not scroll sideways (the email may, inside its canvas). Screenshots of each host at 1280, 1440 and 390 px
// are left in test-results/editor-room-*.png to be looked at.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { callApi as callPageApi } from '../lib/api.mjs';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { browserSuite } from '../lib/suite.mjs';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const PHONE = { width: 390, height: 844 };
const HOSTS = ['design library', 'single send', 'automation email', 'template version'];
const fileName = (host) => host.replace(' ', '-');

/**
 * Every pair of visible controls of the editor whose boxes overlap: the modules' toolbars (`data-control`,
 * once their toolbar shows) and the buttons, links and fields around the email (not the email's own links).
 */
const overlappingControls = (page) =>
  page.evaluate(() => {
    const shown = (element) => element.getClientRects().length > 0 && (!element.hasAttribute('data-control') || Number(getComputedStyle(element.parentElement).opacity) > 0);
    const controls = [...document.querySelectorAll('main [data-control], main :is(button, a[href], select, input, textarea):not([data-email-content] *)')];
    const boxes = [...new Set(controls)]
      .filter(shown)
      .map((element) => ({ element, name: element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40), rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    const overlaps = [];
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.rect.left < b.rect.right - 0.5 && b.rect.left < a.rect.right - 0.5 && a.rect.top < b.rect.bottom - 0.5 && b.rect.top < a.rect.bottom - 0.5) overlaps.push(`${a.name} / ${b.name}`);
      }
    return overlaps;
  });

/** How far the page itself scrolls sideways (0 when it fits the window). */
const sidewaysScroll = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);

describe('editor room', () => {
  const suite = browserSuite('editor-room');
  const { step } = suite;
  let page;
  const hosts = {};
  const callApi = (method, path, body) => callPageApi(page, method, path, body);
  const created = (answer) => {
    assert.ok(answer.status === 200 || answer.status === 201, JSON.stringify(answer.body));
    return answer.body;
  };
  const canvas = () => page.getByRole('region', { name: 'Email canvas' });
  /** The email's content: the element around its rows, 600 px wide when shown at its width. */
  const content = () => canvas().locator('[data-module-id]').first().locator('xpath=..');

  async function openHost(host, viewport) {
    await page.setViewportSize(viewport);
    await page.goto(hosts[host]);
    await content().waitFor({ timeout: 20_000 });
  }

  before(async () => {
    page = await suite.open({ viewport: VIEWPORTS[1] });
  });

  it('makes a design, a single send, an automation email and a template version from a system design', step('setup', async () => {
    await signInTo(page, PERSONAS.owner, '/custom-fields', 'Custom Fields');
    const preBuilts = await callApi('GET', '/designs/pre-builts?page_size=20');
    const preBuilt = preBuilts.body.result.find((design) => /welcome/i.test(design.name)) ?? preBuilts.body.result[0];
    // The design editor's document is stored beside the HTML (design_document); without it a design opens as code.
    const full = await callApi('GET', `/designs/pre-builts/${preBuilt.id}`);
    assert.equal(full.body.editor, 'design');
    assert.ok(full.body.design_document, 'the system design carries its design document');
    const { html_content, design_document } = full.body;

    const design = created(await callApi('POST', '/designs', { name: 'Room to work', editor: 'design', html_content, design_document }));
    hosts['design library'] = `/design-library/your-designs/${design.id}/editor`;

    const send = created(await callApi('POST', '/marketing/singlesends', { name: 'Room to work', email_config: { design_id: preBuilt.id } }));
    hosts['single send'] = `/single-sends/${send.id}/editor`;

    const automation = created(await callApi('POST', '/marketing/automations', { template: 'blank', name: `Room to work ${Date.now().toString(36)}` }));
    created(await callApi('POST', `/marketing/automations/${automation.id}/messages`, { sequence_id: 'root', design_id: preBuilt.id }));
    hosts['automation email'] = `/automations/${automation.id}/detail/messages/1/editor`;

    const template = created(await callApi('POST', '/templates', { name: `Room to work ${Date.now().toString(36)}`, generation: 'dynamic' }));
    const version = created(await callApi('POST', `/templates/${template.id}/versions`, { name: 'Room to work', subject: 'Welcome aboard', editor: 'design', html_content, design_document }));
    hosts['template version'] = `/dynamic-templates/${template.id}/version/${version.id}`;
  }, { critical: true }));

  for (const host of HOSTS)
    for (const viewport of VIEWPORTS)
      it(`${host} at ${viewport.width}×${viewport.height}: the email at 600 px, no controls overlap, axe`, step(`${fileName(host)}-${viewport.width}`, async () => {
        await openHost(host, viewport);
        await eventually(async () => assert.equal(Math.round((await content().boundingBox()).width), 600));
        // The hosts with settings (a single send, an automation's email) share the editor's sidebar with them (a
        // "Settings" tab) instead of pushing the email below the fold.
        if (host === 'single send' || host === 'automation email') {
          await page.getByRole('complementary', { name: 'Modules and settings' }).getByRole('tab', { name: 'Settings' }).waitFor();
          assert.ok((await content().boundingBox()).y < viewport.height, 'the email starts in the first screen');
        }
        // A module inside a column selected, its row hovered: every toolbar that can show at once.
        const inner = canvas().locator('[role="group"][aria-label^="Column"] [data-module-id]').first();
        await inner.click();
        await inner.hover();
        await eventually(async () => assert.deepEqual(await overlappingControls(page), []));
        assert.equal(await sidewaysScroll(page), 0, 'the page does not scroll sideways');
        await page.screenshot({ path: `test-results/editor-room-${fileName(host)}-${viewport.width}.png`, fullPage: true });
        // Folding the sidebar away gives the canvas its width; the email stays at 600 px.
        const canvasWidth = (await canvas().boundingBox()).width;
        await page.getByRole('button', { name: 'Hide modules and settings' }).click();
        await eventually(async () => assert.ok((await canvas().boundingBox()).width > canvasWidth + 200, 'the canvas takes the sidebar’s room'));
        assert.equal(Math.round((await content().boundingBox()).width), 600);
        await page.getByRole('button', { name: 'Show modules and settings', expanded: false }).click();
        await page.getByRole('button', { name: /^Pre-send checks/ }).click();
        await page.getByRole('complementary', { name: 'Pre-send checks' }).getByRole('heading', { name: 'Pre-send checks' }).waitFor();
        await expectNoAxeViolations(page, `${host} editor at ${viewport.width} px`);
        await page.keyboard.press('Escape');
      }));

  for (const host of HOSTS)
    it(`${host} at 390 px: the page does not scroll sideways, axe`, step(`${fileName(host)}-390`, async () => {
      await openHost(host, PHONE);
      await eventually(async () => assert.equal(await sidewaysScroll(page), 0, 'the page does not scroll sideways'));
      await page.screenshot({ path: `test-results/editor-room-${fileName(host)}-390.png`, fullPage: true });
      await expectNoAxeViolations(page, `${host} editor at 390 px`);
    }));
});
