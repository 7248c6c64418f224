import { extractDocument, hasEmbeddedDocument, withoutEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { createDocument } from '@/features/email-editor/document/module-factories';
import { parseDesignDocument } from '@/features/email-editor/document/parse-document';
import type { DesignDocument } from '@/features/email-editor/document/types';
import { renderContentForSave } from '@/features/email-editor/render-for-save';
import type { EmailContent, EditorKind, StoredContentFields } from '@/features/email-editor/types';

export const NOT_MADE_HERE_NOTICE = 'This design was not made with this design editor, so it opens in the code editor.';
export const unreadableNotice = (error: string) => `${error} It opens in the code editor, with the HTML it was last saved with.`;

/** Email content as a host stores it through its API: the HTML that is sent, the design document beside it, plain text and the editor kind. */
export interface StoredEmail {
  htmlContent: string;
  plainContent: string;
  editor: EditorKind;
  /** The `design_document` field as the API returned it (checked before use); absent or null for code and older content. */
  designDocument?: unknown;
}

/**
 * Every host of the email editor (design library, dynamic templates, single sends, automations) stores
 * content the same way (StoredContentFields): the HTML that is sent, and a design's document beside it.
 * Stored HTML comes from the editor's one rendering, loaded on first use, never with list pages.
 */
export async function blankEmail(): Promise<{ html: string; plainText: string; document: DesignDocument }> {
  const document = createDocument();
  const { html, plainText } = await renderContentForSave({ editor: 'design', document, html: '', plainText: '' });
  return { html, plainText, document };
}

/**
 * How stored content opens in the editor, with a notice when it opens otherwise than its kind says.
 * Content saved before `design_document` existed carries its document in a comment inside its HTML
 * (embedded-document.ts): it is read from there, and the comment never reaches the editor's HTML, so
 * the next save stores the two apart.
 */
export function openStoredEmail(stored: StoredEmail): { content: EmailContent; notice: string | null } {
  const html = withoutEmbeddedDocument(stored.htmlContent);
  const carried = stored.designDocument ?? null;
  const read = carried !== null ? parseDesignDocument(carried) : extractDocument(stored.htmlContent);
  if (read.ok) return { content: { editor: 'design', document: read.document, html, plainText: stored.plainContent }, notice: null };
  const hadDocument = carried !== null || hasEmbeddedDocument(stored.htmlContent);
  const notice = hadDocument ? unreadableNotice(read.error) : stored.editor === 'design' ? NOT_MADE_HERE_NOTICE : null;
  return { content: { editor: 'code', document: null, html, plainText: stored.plainContent }, notice };
}

/** The content fields to store for the editor's content: the HTML as it is sent, and a design's document beside it. */
export const storedContentOf = (content: EmailContent): StoredContentFields => ({
  html_content: withoutEmbeddedDocument(content.html),
  design_document: content.editor === 'design' && content.document ? content.document : null,
});
