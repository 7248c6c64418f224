import { parseDesignDocumentJson, UNREADABLE_DESIGN_MESSAGE, type DocumentReadResult } from './parse-document';
import { type DesignDocument } from './types';

/**
 * How a design's document was stored before the `design_document` field (mocks/README.md): one comment at
 * the end of its HTML, `<!--mc-design-document:v1:<base64url of the document's JSON>-->`. Content saved
 * then is still read (migrated on read), and the comment is stripped from everything sent or measured.
 */
const MARKER = 'mc-design-document:v1:';
const EMBEDDED = /<!--mc-design-document:v1:([A-Za-z0-9_-]*)-->/g;

export const NO_EMBEDDED_DOCUMENT_MESSAGE = `${UNREADABLE_DESIGN_MESSAGE}: its HTML carries no design document.`;
const BAD_ENCODING_MESSAGE = `${UNREADABLE_DESIGN_MESSAGE}: its embedded document is damaged.`;

/** btoa and atob take one character per byte; chunks keep the argument lists of a 1 MiB design small. */
const CHUNK = 0x8000;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Whether `html` carries a document, readable or not (a damaged one is not mistaken for a code design). */
export const hasEmbeddedDocument = (html: string): boolean => html.includes(`<!--${MARKER}`);

/** The HTML without any embedded document: what a mail client, a preview or the code editor gets. */
export const withoutEmbeddedDocument = (html: string): string => (hasEmbeddedDocument(html) ? html.replace(EMBEDDED, '').trimEnd() : html);

/** The HTML to store: `html` (any document it carried is replaced) followed by `document`. */
export function embedDocument(html: string, document: DesignDocument): string {
  return `${withoutEmbeddedDocument(html)}\n<!--${MARKER}${toBase64Url(JSON.stringify(document))}-->`;
}

/**
 * The design document stored in `html`, checked like any stored document (parse-document.ts): hostile
 * or damaged content gives an error, never a half-read document. The last comment wins.
 */
export function extractDocument(html: string): DocumentReadResult {
  const encoded = [...html.matchAll(EMBEDDED)].at(-1)?.[1];
  if (encoded === undefined) return { ok: false, error: NO_EMBEDDED_DOCUMENT_MESSAGE };
  let json: string;
  try {
    json = fromBase64Url(encoded);
  } catch {
    return { ok: false, error: BAD_ENCODING_MESSAGE };
  }
  return parseDesignDocumentJson(json);
}

