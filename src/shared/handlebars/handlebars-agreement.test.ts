import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_CASES } from './handlebars-agreement.cases';
import { renderTemplate } from './render-template';

/** Handlebars' own compiler, the reference (Node tests may eval); a fresh environment, so no helper leaks in. */
const reference = (template: string, data: unknown) => Handlebars.create().compile(template)(data);

describe('the preview’s renderer agrees with Handlebars', () => {
  const runs = AGREEMENT_CASES.filter((entry) => !entry.refused);
  const refusals = AGREEMENT_CASES.filter((entry) => entry.refused);

  it.each(runs)('$source: $name', ({ template, data }) => {
    expect(renderTemplate(template, data)).toBe(reference(template, data));
  });

  it.each(refusals)('$source: $name (refused by both)', ({ template, data }) => {
    expect(() => reference(template, data)).toThrow();
    expect(() => renderTemplate(template, data)).toThrow();
  });
});
