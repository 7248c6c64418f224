import type { EmailContent, StoredContentFields } from '@/features/email-editor/types';

/** Email content as the single send stores it (email_config or a variation). */
export interface StoredContent {
  htmlContent: string;
  plainContent: string;
  editor: 'code' | 'design';
  /** The design_document field, checked before use. */
  designDocument?: object | null;
}

/**
 * What this feature needs from the email editor beyond its actions: features share only types,
 * selectors and actions, so the composition root (src/app/routes/single-send-editor) supplies these.
 */
export interface SingleSendContentBridge {
  openContent(stored: StoredContent): { content: EmailContent; notice: string | null };
  /** The html_content (as sent) and design_document to store for the editor's content. */
  storedContentOf(content: EmailContent): StoredContentFields;
  /** The content with every unsubscribe module's preferences link turned off; null when none shows one. */
  withoutPreferencesLinks(content: EmailContent): EmailContent | null;
  /** A design's own preheader (its design settings edit it); null for code, whose preheader is the send's setting. */
  preheaderOf(content: EmailContent): string | null;
}
