import type { MessageContentBridge } from '@/features/automation-messages/types';
import { BLANK_CODE_HTML } from '@/shared/sending/blank-code-email';
import { blankEmail, openStoredEmail, storedContentOf } from '../email-hosting/email-content-bridge';

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
