import { extractDocument, withoutEmbeddedDocument } from '@/features/email-editor/document/embedded-document';
import { parseDesignDocument } from '@/features/email-editor/document/parse-document';
import { type DesignDocument } from '@/features/email-editor/document/types';
import { htmlToText } from '@/features/email-editor/render/html-to-text';
import { documentToPlainText } from '@/features/email-editor/render/plain-text';
import { renderDesignHtml } from '@/features/email-editor/render/render-design-html';

/**
 * An email's content as every resource stores it (designs, template versions, single sends, automation
 * messages): `html_content` is exactly the HTML that is sent, and the design editor's document is kept
 * beside it in `design_document` (null for code; the designed field, mocks/README.md).
 */
export interface StoredDocumentContent {
  html_content: string;
  design_document: DesignDocument | null;
}

export interface DesignContent extends StoredDocumentContent {
  plain_content: string;
}

export async function renderDocumentContent(document: DesignDocument): Promise<DesignContent> {
  const { html } = await renderDesignHtml(document);
  return { html_content: html, design_document: document, plain_content: documentToPlainText(document) };
}

/** A seeded design's content before it is rendered: the document alone (see DesignRecord.render_pending). */
export const unrenderedContent = (document: DesignDocument): DesignContent => ({ html_content: '', design_document: document, plain_content: '' });

/** Renders the stored document; content without a readable one is kept as it is. */
export async function renderStoredContent(content: StoredDocumentContent): Promise<DesignContent> {
  const { html_content, design_document } = separatedContent(content.html_content, content.design_document);
  return design_document ? renderDocumentContent(design_document) : { html_content, design_document: null, plain_content: generatedPlainText(html_content) };
}

/**
 * Content as it is stored from a request or an older row: a design document still embedded in the HTML
 * as a comment (how content was stored before `design_document`) moves beside it, so html_content is
 * always what is sent. A given `design_document` wins over an embedded one.
 */
export function separatedContent(html: string, document: unknown): StoredDocumentContent {
  const read = document !== undefined && document !== null ? parseDesignDocument(document) : extractDocument(html);
  return { html_content: withoutEmbeddedDocument(html), design_document: read.ok ? read.document : null };
}

/**
 * The content after a PATCH of `body`: a field left out keeps its value, except that HTML carrying an
 * embedded document (an older client's) brings that document along.
 */
export function patchedContent(stored: { html_content: string; design_document?: unknown }, body: object): StoredDocumentContent {
  const html = 'html_content' in body ? String(body.html_content ?? '') : stored.html_content;
  if ('design_document' in body) return separatedContent(html, body.design_document);
  const separated = separatedContent(html, undefined);
  return separated.design_document ? separated : separatedContent(html, stored.design_document);
}

/** The request rule of `design_document`: absent, null, or a design document as the editor writes it. */
export const designDocumentRule = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const read = parseDesignDocument(value);
  return read.ok ? undefined : 'must be a design document or null';
};

/** The plain text the API makes from html_content when `generate_plain_content` is on. */
export const generatedPlainText = (html: string): string => htmlToText(withoutEmbeddedDocument(html));
