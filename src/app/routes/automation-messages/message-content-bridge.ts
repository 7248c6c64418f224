import type { MessageContentBridge } from '@/features/automation-messages/types';
import { blankEmail, openStoredEmail, storedContentOf } from '../email-hosting/email-content-bridge';

/** A new email in the code editor starts from an empty page. */
const BLANK_CODE_HTML = '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="utf-8">\n  </head>\n  <body>\n  </body>\n</html>\n';

/** An automation message's view of the email editor: its content is stored like any host's (email-content-bridge.ts). */
export const messageContentBridge: MessageContentBridge = {
  openContent: (stored) => openStoredEmail({ htmlContent: stored.html_content, plainContent: stored.plain_content, editor: stored.editor, designDocument: stored.design_document }),
  storedContentOf,
  async blankContent(editor) {
    if (editor === 'code') return { html_content: BLANK_CODE_HTML, design_document: null, plain_content: '', editor };
    const { html, plainText, document } = await blankEmail();
    return { html_content: html, design_document: document, plain_content: plainText, editor };
  },
};
