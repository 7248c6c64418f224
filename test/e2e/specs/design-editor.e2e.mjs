// The design editor (issue 15): a design created from a system design, then a module added and moved with the
// keyboard only (the library's Add button, the Move up and down buttons, dnd-kit's keyboard drag), a module
// dragged with the mouse and a new one dragged from the library, a text typed in place, a javascript: link
// refused next to its field, undo and redo with the buttons and the keys, the autosave (PATCH /designs/{id})
// kept over a reload; axe on the editor, a module's settings and the edit-link dialog, no browser errors and no
// content security policy violation.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PERSONAS, signInTo } from '../lib/auth.mjs';
import { expectNoAxeViolations } from '../lib/a11y.mjs';
import { eventually } from '../lib/browser.mjs';
import { KNOWN_NOISE } from '../lib/noise.mjs';
import { browserSuite } from '../lib/suite.mjs';

/** The system designs' stock photos come from picsum.photos, which this offline machine cannot reach. */
const OFFLINE_STOCK_PHOTOS = /Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/picsum\.photos\//;

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const designName = `Trail Welcome ${stamp}`;
const typed = ` Meet us at the trailhead ${stamp}.`;
const LINK = 'https://example.com/trail';
const UNSAFE_LINK_MESSAGE = 'Links cannot use javascript:, data: or vbscript: addresses.';

/** The Welcome system design's rows, as the canvas names their types. */
const WELCOME_ROWS = ['Spacer', 'Text', 'Spacer', 'Image', 'Spacer', 'Columns', 'Button', 'Text', 'Divider', 'Social', 'Unsubscribe'];

/** The texts a control's aria-describedby points at: its hint and its error (as custom-fields.e2e.mjs reads them). */
const descriptionOf = (control) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

const isFocused = (locator) => locator.evaluate((element) => element === document.activeElement);

describe('design editor', () => {
  const suite = browserSuite('design-editor', { flow: true });
  const { step } = suite;
  let page;
  let designId;
  /** The ids of the modules the flow adds: by keyboard (a text) and by dragging from the library. */
  let keyboardTextId;
  let draggedInId;
  /** The autosave's PATCH /designs/{id} requests, in the order they were sent. */
  const patches = [];
  /** How many had been sent before the flow's last edit. */
  let patchesBeforeLastEdit = 0;

  const canvas = () => page.getByRole('region', { name: 'Email canvas' });
  const moduleById = (id) => canvas().locator(`[data-module-id="${id}"]`);
  const saveStatus = (text) => page.getByRole('status').filter({ hasText: text });

  /** The email's rows (top-level modules) in order: their ids, types and group names. */
  const rows = () =>
    canvas().evaluate((region) =>
      [...region.querySelectorAll('[data-module-id]')]
        .map((element) => ({ id: element.getAttribute('data-module-id'), label: element.getAttribute('aria-label') ?? '' }))
        .filter(({ label }) => /, row \d+ of \d+$/.test(label))
        .map(({ id, label }) => ({ id, label, type: label.replace(/ module, row \d+ of \d+$/, '') })),
    );
  const rowTypes = async () => (await rows()).map((row) => row.type);
  /** Waits until the canvas shows the rows' types in this order. */
  const expectRowTypes = (expected) => eventually(async () => assert.deepEqual(await rowTypes(), expected));
  /** Waits until the module `id` is row `at` (1-based) of the email, and returns the rows. */
  const expectRowAt = (id, at) =>
    eventually(async () => {
      const current = await rows();
      assert.equal(current.findIndex((row) => row.id === id) + 1, at, `module ${id} is row ${at} of ${current.map((row) => row.type).join(', ')}`);
      return current;
    });

  /** Presses Tab (Shift+Tab with `back`) until `target` has the focus: the keyboard's only way there. */
  async function tabTo(target, { back = false, max = 250 } = {}) {
    for (let presses = 0; presses <= max; presses += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());
    throw new Error(`tabTo: ${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach the control; the focus is on "${focused}"`);
  }

  /** dnd-kit's live region and the editor's own say each step of a drag; the flow waits for them. */
  const announced = (text) => page.locator('[role="status"]').filter({ hasText: text }).first().waitFor({ state: 'attached' });

  /** The centre of `locator`, or a point `fraction` of its height from its top. */
  async function pointIn(locator, fraction = 0.5) {
    const box = await locator.boundingBox();
    assert.ok(box, 'the element has a box on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height * fraction };
  }

  /**
   * Presses the mouse at `from`, moves it past the sensor's 6 px activation distance, then in steps to
   * `to`; releases it once dnd-kit has announced the place under the pointer (`overAnnouncement`).
   */
  async function dragWithMouse(from, to, overAnnouncement) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + (to.x - from.x) * 0.05, from.y + Math.sign(to.y - from.y || 1) * 12, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 20 });
    await announced(overAnnouncement);
    await page.mouse.up();
  }

  /** Runs axe on the editor as it is; the email's colours are its author's, so only their contrast is left out. */
  async function expectEditorAccessible(label) {
    await expectNoAxeViolations(page, label, { disableRules: ['color-contrast'] });
    await expectNoAxeViolations(page, `${label} (colour contrast, outside the email's content)`, { exclude: ['[data-email-content]'] });
  }

  before(async () => {
    page = await suite.open();
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && /\/v3\/designs\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname)) patches.push(request);
    });
  });

  it('creates a design from a system design and opens it in the editor', step('create', async () => {
    await signInTo(page, PERSONAS.owner, '/design-library/selector/new', 'Create a Design');
    await page.getByRole('textbox', { name: 'Design Name' }).fill(designName);
    await page.getByRole('radio', { name: 'Welcome', exact: true }).check();
    await page.getByRole('button', { name: 'Create Design' }).click();
    await page.waitForURL((url) => /^\/design-library\/your-designs\/[0-9a-f-]{36}\/editor$/.test(url.pathname));
    designId = new URL(page.url()).pathname.split('/')[3];
    await page.getByRole('heading', { level: 1, name: designName, exact: true }).waitFor();
    await canvas().waitFor();
    await expectRowTypes(WELCOME_ROWS);
    await page.getByRole('heading', { level: 2, name: 'Design settings' }).waitFor();
    await expectEditorAccessible('the design editor');
  }));

  it('adds a module with the keyboard only', step('keyboard-add', async () => {
    const before = new Set((await rows()).map((row) => row.id));
    const addText = page.getByRole('button', { name: 'Add Text module', exact: true });
    await tabTo(addText);
    await page.keyboard.press('Enter');
    // Nothing was selected: the new text goes to the end of the email, and is selected.
    await announced('Text module added.');
    const after = await eventually(async () => {
      const current = await rows();
      assert.equal(current.length, WELCOME_ROWS.length + 1);
      return current;
    });
    assert.deepEqual(
      after.map((row) => row.type),
      [...WELCOME_ROWS, 'Text'],
    );
    const added = after.at(-1);
    assert.equal(before.has(added.id), false, 'the last row is a new module');
    assert.equal(added.label, 'Text module, row 12 of 12');
    keyboardTextId = added.id;
    await page.getByRole('heading', { level: 2, name: 'Text settings' }).waitFor();
  }));

  it('moves a module up and down with the keyboard only, the focus staying on it', step('keyboard-move', async () => {
    const moved = () => moduleById(keyboardTextId);
    const up = () => moved().getByRole('button', { name: 'Move Text module up', exact: true });
    const down = () => moved().getByRole('button', { name: 'Move Text module down', exact: true });

    await tabTo(up());
    await page.keyboard.press('Enter');
    await expectRowAt(keyboardTextId, 11);
    await eventually(async () => assert.equal(await isFocused(up()), true, 'the focus is on the moved module’s Move up button'));
    assert.equal(await moved().getAttribute('aria-label'), 'Text module, row 11 of 12');

    await page.keyboard.press('Space');
    await expectRowAt(keyboardTextId, 10);
    await eventually(async () => assert.equal(await isFocused(up()), true, 'the focus is still on its Move up button'));
    await announced('Text module moved to row 10 of 12.');

    await page.keyboard.press('Tab');
    assert.equal(await isFocused(down()), true, 'Tab goes from Move up to Move down');
    await page.keyboard.press('Enter');
    const order = await expectRowAt(keyboardTextId, 11);
    await eventually(async () => assert.equal(await isFocused(down()), true, 'the focus is on the moved module’s Move down button'));
    assert.deepEqual(
      order.map((row) => row.type),
      [...WELCOME_ROWS.slice(0, 10), 'Text', 'Unsubscribe'],
    );
  }));

  it("reorders with dnd-kit's keyboard sensor on the drag handle", step('keyboard-drag', async () => {
    const handle = () => moduleById(keyboardTextId).getByRole('button', { name: 'Drag Text module', exact: true });
    await tabTo(handle(), { back: true, max: 5 });
    await page.keyboard.press('Space');
    // Over its own place right after pick-up, nothing else is said, so "Picked up" is heard.
    await announced('Picked up Text module, row 11 of 12.');
    await page.keyboard.press('ArrowUp');
    await announced('Text module, row 11 of 12 is over Social module, row 10 of 12.');
    await page.keyboard.press('Space');
    await announced('Text module, row 11 of 12 was dropped on Social module, row 10 of 12.');
    const order = await expectRowAt(keyboardTextId, 10);
    assert.deepEqual(
      order.map((row) => row.type),
      [...WELCOME_ROWS.slice(0, 9), 'Text', 'Social', 'Unsubscribe'],
    );
    await eventually(async () => assert.equal(await isFocused(handle()), true, 'the focus is back on the moved module’s drag handle'));
  }));

  it('drags a module with the mouse', step('mouse-drag', async () => {
    const [, hero, , image] = await rows();
    const source = moduleById(image.id);
    const target = moduleById(hero.id);
    await target.scrollIntoViewIfNeeded();
    await source.hover();
    const from = await pointIn(source.getByRole('button', { name: 'Drag Image module', exact: true }));
    const to = await pointIn(target, 0.5);
    await dragWithMouse(from, to, 'Image module, row 4 of 12 is over Text module, row 2 of 12.');
    const order = await expectRowAt(image.id, 2);
    assert.deepEqual(
      order.map((row) => row.type),
      ['Spacer', 'Image', 'Text', 'Spacer', 'Spacer', 'Columns', 'Button', 'Text', 'Divider', 'Text', 'Social', 'Unsubscribe'],
    );
    assert.equal(order[2].id, hero.id);
  }));

  it('drags a module type from the library onto the canvas', step('library-drag', async () => {
    const hero = (await rows())[2];
    const before = new Set((await rows()).map((row) => row.id));
    const tile = page.getByRole('button', { name: 'Add Image and text module', exact: true });
    const target = moduleById(hero.id);
    // In the middle of the window: scrolled only "into view", the text can sit at the window's top edge, where
    // the pointer sets off the page's autoscroll and the page moves it away from under the pointer.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await pointIn(tile);
    // The upper half of the text: the new module goes before it.
    const to = await pointIn(target, 0.25);
    await dragWithMouse(from, to, 'a new Image and text module is over Text module, row 3 of 12.');
    await announced('Image and text module added.');
    const order = await eventually(async () => {
      const current = await rows();
      assert.equal(current.length, 13);
      return current;
    });
    assert.deepEqual(
      order.map((row) => row.type),
      ['Spacer', 'Image', 'Image and text', 'Text', 'Spacer', 'Spacer', 'Columns', 'Button', 'Text', 'Divider', 'Text', 'Social', 'Unsubscribe'],
    );
    draggedInId = order[2].id;
    assert.equal(before.has(draggedInId), false, 'row 3 is a new module');
    assert.equal(order[3].id, hero.id);
  }));

  it("shows the new module's settings, accessibly", step('settings-axe', async () => {
    await page.getByRole('heading', { level: 2, name: 'Image and text settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Alt text' }).waitFor();
    await expectEditorAccessible('the module settings panel');
  }));

  it('edits a text module in place', step('edit-text', async () => {
    const module = moduleById(keyboardTextId);
    await module.getByRole('button', { name: 'Edit Text module', exact: true }).click();
    const text = module.getByRole('textbox', { name: 'Text module text' });
    await text.waitFor();
    await eventually(async () => assert.equal(await isFocused(text), true, 'Edit puts the caret in the text'));
    await page.keyboard.type(typed);
    await module.getByText(`Your text goes here.${typed}`, { exact: true }).waitFor();
  }));

  it('refuses a javascript: link next to its field, then adds a safe one', step('edit-link', async () => {
    const module = moduleById(keyboardTextId);
    await module.getByRole('textbox', { name: 'Text module text' }).press('Control+A');
    await module.getByRole('button', { name: 'Link', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${designId}/editor/modules/edit-link`));
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.waitFor();
    const url = dialog.getByRole('textbox', { name: 'URL' });
    assert.equal(await dialog.getByRole('textbox', { name: 'Text' }).inputValue(), `Your text goes here.${typed}`);
    await url.fill('  JavaScript:alert(document.domain)');
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await eventually(async () => assert.match(await descriptionOf(url), new RegExp(UNSAFE_LINK_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
    assert.equal(await url.getAttribute('aria-invalid'), 'true');
    assert.equal(await isFocused(url), true, 'the refused address keeps the focus');
    await expectEditorAccessible('the edit-link dialog with its error');

    await url.fill(LINK);
    await dialog.getByRole('button', { name: 'Save link' }).click();
    await dialog.waitFor({ state: 'detached' });
    await module.locator(`a[href="${LINK}"]`).waitFor();
    assert.equal(await canvas().locator('a[href^="javascript" i]').count(), 0);
  }));

  it('undoes and redoes with the buttons and with the keys', step('undo-redo', async () => {
    const link = () => moduleById(keyboardTextId).locator(`a[href="${LINK}"]`);
    const history = page.getByRole('group', { name: 'History' });
    await history.getByRole('button', { name: 'Undo' }).click();
    await link().waitFor({ state: 'detached' });
    await history.getByRole('button', { name: 'Redo' }).click();
    await link().waitFor();
    // The keys undo the design's history from the text being edited too (TipTap keeps no history of its own).
    await moduleById(keyboardTextId).getByRole('textbox', { name: 'Text module text' }).click();
    await page.keyboard.press('Control+Z');
    await link().waitFor({ state: 'detached' });
    patchesBeforeLastEdit = patches.length;
    await page.keyboard.press('Control+Shift+Z');
    await link().waitFor();
    await moduleById(keyboardTextId).getByText(`Your text goes here.${typed}`, { exact: true }).waitFor();
  }));

  it('autosaves through PATCH /designs/{id} and keeps the edits over a reload', step('autosave', async () => {
    // A save sent after the last edit carries it (one sent before it may still be answered meanwhile).
    const saved = await eventually(
      async () => {
        const request = patches.slice(patchesBeforeLastEdit).find((sent) => (sent.postData() ?? '').includes(stamp) && sent.postData().includes(LINK));
        assert.ok(request, 'the autosave sent a PATCH with the last edit');
        const response = await request.response();
        assert.ok(response, 'the PATCH was answered');
        return { request, response };
      },
      { timeout: 30_000 },
    );
    assert.equal(new URL(saved.request.url()).pathname, `/v3/designs/${designId}`);
    assert.equal(saved.response.status(), 200);
    await saveStatus(/^Saved$/).waitFor();

    const expected = await rows();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: designName, exact: true }).waitFor();
    await eventually(async () => assert.deepEqual(await rows(), expected));
    assert.deepEqual(
      expected.map((row) => row.type),
      ['Spacer', 'Image', 'Image and text', 'Text', 'Spacer', 'Spacer', 'Columns', 'Button', 'Text', 'Divider', 'Text', 'Social', 'Unsubscribe'],
    );
    assert.equal(expected[10].id, keyboardTextId);
    assert.equal(expected[2].id, draggedInId);
    await moduleById(keyboardTextId).getByText(typed.trim(), { exact: false }).waitFor();
    await moduleById(keyboardTextId).locator(`a[href="${LINK}"]`).waitFor();
    await saveStatus(/^Saved$/).waitFor();
  }));

  it('had no page errors or console errors during the flow', () => {
    suite.session.expectNoErrors({ ignore: [...KNOWN_NOISE, OFFLINE_STOCK_PHOTOS] });
  });
});
