import { INERT_STYLE_ELEMENT } from './inert-html';

/** `@media … { rule { … } … }`: rules that apply only on some screens, which do not hide text everywhere. */
const MEDIA_BLOCK = /@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi;
const RULE = /([^{}]+)\{([^{}]*)\}/g;
const HIDES = /display\s*:\s*none/i;
/** A selector naming one class, alone or on an element: `.preheader`, `span.preheader`. */
const CLASS_SELECTOR = /^[a-z]*\.([\w-]+)$/i;

/**
 * The classes that a document's own style sheets hide on every screen (`.preheader { display: none }`, as
 * leemunroe's responsive template and others write their preview text). Only single-class selectors count:
 * they are how emails hide a preheader, and reading them needs no style engine.
 */
export function hiddenClassesOf(page: Document): Set<string> {
  const hidden = new Set<string>();
  for (const sheet of page.querySelectorAll(INERT_STYLE_ELEMENT)) {
    const css = (sheet.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(MEDIA_BLOCK, '');
    for (const [, selectors = '', declarations = ''] of css.matchAll(RULE)) {
      if (!HIDES.test(declarations)) continue;
      for (const selector of selectors.split(',')) {
        const name = CLASS_SELECTOR.exec(selector.trim())?.[1];
        if (name !== undefined) hidden.add(name);
      }
    }
  }
  return hidden;
}
