// Keyboard-only walks: where focus is, and Tab until it gets somewhere.

/** The focused element's accessible name as a user would read it: aria-label, its label, or its text. */
const focusedName = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '';
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    return label.replace(/\s+/g, ' ').trim();
  });

/**
 * Presses Tab until the focused control's name matches `name`: a RegExp, or a string matched exactly,
 * ignoring a required "*" and a character counter after it ("13 / 100").
 */
export async function tabTo(page, name, { max = 80 } = {}) {
  const wanted = (text) => (name instanceof RegExp ? name.test(text) : text.replace(/\s*\*(\s*[\d,]+\s*\/\s*[\d,]+)?$/, '') === name);
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached "${name}" (last: "${await focusedName(page)}")`);
}
