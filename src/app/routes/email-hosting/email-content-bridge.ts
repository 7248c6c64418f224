import { embedDocument, extractDocument, hasEmbeddedDocument, withoutEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { createDocument } from '@/features/email-editor/document/module-factories';
import { renderContentForSave } from '@/features/email-editor/render-for-save';
import type { EmailContent, EditorKind } from '@/features/email-editor/types';

export const NOT_MADE_HERE_NOTICE = 'This design was not made with this design editor, so it opens in the code editor.';
export const unreadableNotice = (error: string) => `${error} It opens in the code editor, with the HTML it was last saved with.`;

/** Email content as a host stores it through its API: HTML (a design's with its document embedded), plain text and the editor kind. */
export interface StoredEmail {
  htmlContent: string;
  plainContent: string;
  editor: EditorKind;
}

/**
 * Every host of the email editor (design library, dynamic templates, single sends, automations) stores
 * content the same way: HTML with the design document embedded (embedded-document.ts); HTML without one
 * is code. Stored HTML comes from the editor's one rendering, loaded on first use, never with list pages.
 */
export async function blankEmail(): Promise<{ html: string; plainText: string }> {
  const document = createDocument();
  const { html, plainText } = await renderContentForSave({ editor: 'design', document, html: '', plainText: '' });
  return { html: embedDocument(html, document), plainText };
}

/** How stored content opens in the editor, with a notice when it opens otherwise than its kind says. */
export function openStoredEmail(stored: StoredEmail): { content: EmailContent; notice: string | null } {
  const html = withoutEmbeddedDocument(stored.htmlContent);
  const read = extractDocument(stored.htmlContent);
  if (read.ok) return { content: { editor: 'design', document: read.document, html, plainText: stored.plainContent }, notice: null };
  const notice = hasEmbeddedDocument(stored.htmlContent) ? unreadableNotice(read.error) : stored.editor === 'design' ? NOT_MADE_HERE_NOTICE : null;
  return { content: { editor: 'code', document: null, html, plainText: stored.plainContent }, notice };
}

/** The HTML to store for the editor's content (a design's carries its document). */
export const storedHtmlOf = (content: EmailContent): string =>
  content.editor === 'design' && content.document ? embedDocument(content.html, content.document) : withoutEmbeddedDocument(content.html);
