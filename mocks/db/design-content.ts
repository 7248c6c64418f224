import { embedDocument, extractDocument, withoutEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { type DesignDocument } from '@/features/email-editor/document/types';
import { htmlToText } from '@/features/email-editor/render/html-to-text';
import { documentToPlainText } from '@/features/email-editor/render/plain-text';
import { renderDesignHtml } from '@/features/email-editor/render/render-design-html';

/**
 * A design's content as the app's design editor stores it: the email editor's own rendering with the
 * document embedded (src/features/email-editor/document/embedded-document.ts), and its plain text.
 */
export interface DesignContent {
  html_content: string;
  plain_content: string;
}

export async function renderDocumentContent(document: DesignDocument): Promise<DesignContent> {
  const { html } = await renderDesignHtml(document);
  return { html_content: embedDocument(html, document), plain_content: documentToPlainText(document) };
}

/** A seeded design's content before it is rendered: the document alone (see DesignRecord.render_pending). */
export const unrenderedContent = (document: DesignDocument): DesignContent => ({ html_content: embedDocument('', document), plain_content: '' });

/** Renders the document `html` carries; HTML without a readable one is kept as it is. */
export async function renderDesignContent(html: string): Promise<DesignContent> {
  const read = extractDocument(html);
  return read.ok ? renderDocumentContent(read.document) : { html_content: html, plain_content: generatedPlainText(html) };
}

/** The plain text the API makes from html_content when `generate_plain_content` is on. */
export const generatedPlainText = (html: string): string => htmlToText(withoutEmbeddedDocument(html));
