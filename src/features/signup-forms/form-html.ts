import { inputTypeOf } from './field-catalogue';
import { safeStyles } from './safe-styles';
import type { FormContent } from './types';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text made inert for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"'`]/g, (character) => ENTITIES[character] ?? character);

/** An address for an href or action: http(s) only, escaped; anything else becomes "#". */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? escapeHtml(parsed.toString()) : '#';
  } catch {
    return '#';
  }
}

/** A control's id in the rendered HTML: letters, digits, hyphens and underscores only. */
const idPart = (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, '');

interface RenderOptions {
  /** Makes every id unique on a page that holds the form. */
  formId: string;
  /** Where the form posts; without it the form has no action (the preview). */
  action?: string;
}

/**
 * The form as static HTML, no script: the editor's preview and the embed code. Every piece of user text
 * is escaped (text and attributes alike) and every style value comes from safeStyles, so no text can
 * leave its attribute, open a tag or bring a script.
 */
export function renderFormHtml(content: FormContent, { formId, action }: RenderOptions): string {
  const style = safeStyles(content.styles);
  const base = `sgf-${idPart(formId)}`;
  const formStyle = [
    `box-sizing:border-box`,
    `max-width:${style.width}px`,
    `padding:${style.padding}px`,
    `background:${style.backgroundColor}`,
    `color:${style.textColor}`,
    `border:${style.borderWidth}px solid ${style.borderColor}`,
    `border-radius:${style.borderRadius}px`,
    `font-family:Arial,Helvetica,sans-serif`,
  ].join(';');
  const inputStyle = `display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:8px;border:1px solid ${style.borderColor};border-radius:4px;font:inherit`;
  const buttonStyle = `padding:10px 18px;border:0;border-radius:${Math.min(style.borderRadius, 24)}px;background:${style.buttonColor};color:${style.buttonTextColor};font:inherit;font-weight:bold;cursor:pointer`;

  const fields = content.fields.map((field, index) => {
    const id = `${base}-${index}-${idPart(field.fieldId)}`;
    const help = field.helperText.trim() === '' ? '' : `\n    <small id="${id}-help" style="display:block;margin-top:4px">${escapeHtml(field.helperText)}</small>`;
    const attributes = [
      `id="${id}"`,
      `name="${escapeHtml(field.fieldId)}"`,
      `type="${inputTypeOf(field)}"`,
      field.required ? 'required' : '',
      help ? `aria-describedby="${id}-help"` : '',
      `style="${inputStyle}"`,
    ].filter(Boolean);
    const mark = field.required ? ' <span aria-hidden="true">*</span>' : '';
    return `  <p style="margin:0 0 16px">\n    <label for="${id}">${escapeHtml(field.label)}${mark}</label>\n    <input ${attributes.join(' ')}>${help}\n  </p>`;
  });

  const formAttributes = [action === undefined ? '' : `action="${safeUrl(action)}" method="post" accept-charset="utf-8"`, `style="${formStyle}"`].filter(Boolean);
  return [
    `<form ${formAttributes.join(' ')}>`,
    content.header.trim() === '' ? '' : `  <h2 style="margin:0 0 8px;font-size:1.4em">${escapeHtml(content.header)}</h2>`,
    content.intro.trim() === '' ? '' : `  <p style="margin:0 0 16px">${escapeHtml(content.intro)}</p>`,
    ...fields,
    `  <button type="submit" style="${buttonStyle}">${escapeHtml(content.styles.buttonText || 'Sign Up')}</button>`,
    `</form>`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The preview's document: the form alone, on a page whose width the frame sets. */
export function previewDocument(content: FormContent, formId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form preview</title></head><body style="margin:0;padding:16px;background:#f4f6f8">${renderFormHtml(content, { formId })}</body></html>`;
}
