import type { MessageContentBridge } from '@/features/automation-messages/types';
import { blankEmail, openStoredEmail, storedHtmlOf } from '../email-hosting/email-content-bridge';

/** A new email in the code editor starts from an empty page. */
const BLANK_CODE_HTML = '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8">\n  </head>\n  <body>\n  </body>\n</html>\n';

/** An automation message's view of the email editor: its content is stored like any host's (email-content-bridge.ts). */
export const messageContentBridge: MessageContentBridge = {
  openContent: (stored) => openStoredEmail({ htmlContent: stored.html_content, plainContent: stored.plain_content, editor: stored.editor }),
  htmlContentOf: storedHtmlOf,
  async blankContent(editor) {
    if (editor === 'code') return { html_content: BLANK_CODE_HTML, plain_content: '', editor };
    const { html, plainText } = await blankEmail();
    return { html_content: html, plain_content: plainText, editor };
  },
};
