import type { DesignDocument, EmailContent, StoredContentFields } from '@/features/email-editor/types';
import type { Design } from './types';

/**
 * What the design library needs from the email editor beyond its actions: features share only types,
 * selectors and actions, so the composition root (src/app/routes/design-library) supplies these.
 */
export interface DesignEditorBridge {
  /** A new, empty design: its HTML, its document and its plain text. */
  blankDesign(): Promise<{ html: string; plainText: string; document: DesignDocument }>;
  /** How a stored design opens in the editor, with a notice when it opens otherwise than its kind says. */
  openDesign(design: Design): { content: EmailContent; notice: string | null };
  /** The html_content (as sent) and design_document to store for the editor's content. */
  storedContentOf(content: EmailContent): StoredContentFields;
}
