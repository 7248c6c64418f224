import type { DesignEditorBridge } from '@/features/design-library/editor-bridge';
import { embedDocument, extractDocument, hasEmbeddedDocument, withoutEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { createDocument } from '@/features/email-editor/document/module-factories';
import { renderContentForSave } from '@/features/email-editor/render-for-save';

export const NOT_MADE_HERE_NOTICE = 'This design was not made with this design editor, so it opens in the code editor.';
export const unreadableNotice = (error: string) => `${error} It opens in the code editor, with the HTML it was last saved with.`;

/**
 * The design library's view of the email editor. A design travels through the designs API as HTML with
 * its document embedded (embedded-document.ts); HTML without one is a code design. Design HTML comes
 * from the editor's one rendering (loaded on first use, never with the library's pages).
 */
export const designEditorBridge: DesignEditorBridge = {
  async blankDesign() {
    const document = createDocument();
    const { html, plainText } = await renderContentForSave({ editor: 'design', document, html: '', plainText: '' });
    return { html: embedDocument(html, document), plainText };
  },

  openDesign(design) {
    const html = withoutEmbeddedDocument(design.htmlContent);
    const read = extractDocument(design.htmlContent);
    if (read.ok) return { content: { editor: 'design', document: read.document, html, plainText: design.plainContent }, notice: null };
    const notice = hasEmbeddedDocument(design.htmlContent) ? unreadableNotice(read.error) : design.editor === 'design' ? NOT_MADE_HERE_NOTICE : null;
    return { content: { editor: 'code', document: null, html, plainText: design.plainContent }, notice };
  },

  htmlContentOf(content) {
    return content.editor === 'design' && content.document ? embedDocument(content.html, content.document) : withoutEmbeddedDocument(content.html);
  },
};
