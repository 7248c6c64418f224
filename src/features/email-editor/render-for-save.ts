import { htmlToText } from './render/html-to-text';
import { documentToPlainText } from './render/plain-text';
import { renderDesignHtml } from './render/render-design-html';
import type { EmailContent } from './session-types';

/** Turns the content on screen into what is saved: a design's HTML and plain text from the one rendering. */
export type ContentRenderer = (content: EmailContent) => Promise<EmailContent>;

/** The plain text of the content on screen: a design's from its modules, hand-written HTML's from its HTML. */
export const plainTextOf = (content: EmailContent): string =>
  content.editor === 'design' && content.document ? documentToPlainText(content.document) : htmlToText(content.html);

/**
 * A design renders to HTML through MJML (renderDesignHtml: the same rendering the preview and the
 * test send use; mjml-browser itself loads with the first rendering, in its worker) and to plain text
 * from its modules; hand-written HTML keeps its HTML and gets its plain text.
 */
export const renderContentForSave: ContentRenderer = async (content) => {
  if (content.editor === 'design' && content.document) {
    const { html } = await renderDesignHtml(content.document);
    return { ...content, html, plainText: plainTextOf(content) };
  }
  return { ...content, plainText: plainTextOf(content) };
};
