import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code';
import { escapeHtml, renderFormHtml, safeUrl } from './form-html';
import { NEW_FORM_VALUES } from './new-form';
import type { FormContent } from './types';

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>'\`&`;
const target = { formId: 'f1', submitUrl: 'https://api.example.com/v3/marketing/signup_forms/f1/submissions', hostedUrl: 'https://app.example.com/hosted/forms/f1' };
const content = (patch: Partial<FormContent> = {}): FormContent => ({ ...NEW_FORM_VALUES, ...patch });

/** Parses the code as a browser would and lists what it made. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll('*')];
  return {
    root: template.content,
    tags: elements.map((element) => element.tagName.toLowerCase()),
    eventAttributes: elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => attribute.name)),
  };
}

describe('escapeHtml', () => {
  it('turns every character that could end a text node or an attribute into an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\``)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;');
  });
});

describe('safeUrl', () => {
  it('keeps http and https addresses and refuses every other scheme', () => {
    expect(safeUrl('https://example.com/a?b=1&c="2"')).toBe('https://example.com/a?b=1&amp;c=%222%22');
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,<script>')).toBe('#');
    expect(safeUrl('not a url')).toBe('#');
  });
});

describe('embedCode', () => {
  it('is a form posting the fields to the submissions endpoint', () => {
    const { root } = parse(embedCode(content({ fields: [...NEW_FORM_VALUES.fields, { fieldId: 'first_name', fieldType: 'Text', label: 'First Name', helperText: 'Optional', required: false }] }), target));
    const form = root.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(target.submitUrl);
    expect(form.getAttribute('method')).toBe('post');
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => [input.name, input.type, input.required])).toEqual([
      ['email', 'email', true],
      ['first_name', 'text', false],
    ]);
    // Each input has its label and its helper text.
    for (const input of inputs) expect(root.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(root.getElementById(inputs[1]!.getAttribute('aria-describedby')!)?.textContent).toBe('Optional');
  });

  it('keeps hostile text in every user-written place as text: no script, no event handler, no new element', () => {
    const hostile = content({
      header: HOSTILE,
      intro: HOSTILE,
      fields: [{ fieldId: `email"><script>x</script>`, fieldType: 'Text', label: HOSTILE, helperText: HOSTILE, required: true }],
      styles: { ...NEW_FORM_VALUES.styles, buttonText: HOSTILE, textColor: `red;}</style><script>alert(3)</script>`, width: Number.NaN, padding: 1e9 },
    });
    const html = embedCode(hostile, { ...target, formId: `"><script>y</script>`, submitUrl: `javascript:alert(4)` });
    const { root, tags, eventAttributes } = parse(html);
    expect(tags).not.toContain('script');
    expect(tags).not.toContain('img');
    expect(tags).not.toContain('style');
    expect(eventAttributes).toEqual([]);
    expect(root.querySelector('h2')!.textContent).toBe(HOSTILE);
    expect(root.querySelector('label')!.textContent).toContain(HOSTILE);
    expect(root.querySelector('button')!.textContent).toBe(HOSTILE);
    expect(root.querySelector('form')!.getAttribute('action')).toBe('#');
    // Style values are only known-safe ones: a bad colour falls back, lengths are clamped.
    const style = root.querySelector('form')!.getAttribute('style')!;
    expect(style).toContain('color:#1a1a1a');
    expect(style).toContain('max-width:480px');
    expect(style).toContain('padding:64px');
    expect(style).not.toContain('script');
  });

  it('is a link to the hosted page for a form with a captcha, with its text escaped', () => {
    const { root, tags } = parse(embedCode(content({ captcha: true, header: HOSTILE }), target));
    expect(tags).toEqual(['a']);
    expect(root.querySelector('a')!.getAttribute('href')).toBe(target.hostedUrl);
    expect(root.querySelector('a')!.textContent).toBe(HOSTILE);
    expect(parse(embedCode(content({ captcha: true }), { ...target, hostedUrl: 'javascript:alert(1)' })).root.querySelector('a')!.getAttribute('href')).toBe('#');
  });
});

describe('renderFormHtml', () => {
  it('renders no action for the preview', () => {
    expect(parse(renderFormHtml(content(), { formId: 'p' })).root.querySelector('form')!.hasAttribute('action')).toBe(false);
  });
});
