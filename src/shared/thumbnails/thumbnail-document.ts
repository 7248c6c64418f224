import { previewDocument } from '@/shared/email-preview/preview-document';

/** A thumbnail shows the top of the email, clipped: no scrollbars, no caret, nothing to select. */
const THUMBNAIL_STYLE = '<style>html,body{overflow:hidden!important;scrollbar-width:none}body{pointer-events:none;user-select:none}</style>';

/** Enough for a few pages of cards in every list that shows them; the oldest is forgotten first. */
const CACHE_SIZE = 120;

const prepared = new Map<string, string>();

/**
 * The srcdoc of an email's thumbnail: the preview's document (its own content security policy first)
 * with the thumbnail's clipping. Memoised by the HTML itself: a Map keys strings by their content, so the
 * same email shown in the library, in a chooser and again after a remount is prepared once.
 */
export function thumbnailDocument(html: string): string {
  const cached = prepared.get(html);
  if (cached !== undefined) {
    // Map keeps insertion order: taking the entry out and back in makes it the most recently used.
    prepared.delete(html);
    prepared.set(html, cached);
    return cached;
  }
  const document = previewDocument(html, { dark: false, frameStyle: THUMBNAIL_STYLE });
  prepared.set(html, document);
  if (prepared.size > CACHE_SIZE) prepared.delete(prepared.keys().next().value as string);
  return document;
}
