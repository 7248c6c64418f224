import { escapeHtml, renderFormHtml, safeUrl } from './form-html';
import type { FormContent } from './types';

interface EmbedTarget {
  formId: string;
  /** The public submissions endpoint (the API's submit_url). */
  submitUrl: string;
  /** The hosted page, where a form with a captcha is filled in. */
  hostedUrl: string;
}

/**
 * The HTML a user pastes into their site. A form posts its fields to the public endpoint; a form with a
 * captcha needs the hosted page (the check runs there), so its code is a link to it.
 */
export function embedCode(content: FormContent, { formId, submitUrl, hostedUrl }: EmbedTarget): string {
  if (content.captcha) {
    const label = content.header.trim() || 'Sign up';
    return `<a href="${safeUrl(hostedUrl)}" target="_blank" rel="noopener">${escapeHtml(label)}</a>`;
  }
  return renderFormHtml(content, { formId, action: submitUrl });
}
