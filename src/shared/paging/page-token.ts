import type { Page } from './paged-collection';

/** SendGrid's paging metadata on token-paged lists (ENDPOINTS.md §0): `next` and `prev` are full URLs. */
export interface PageMetadata {
  self?: string;
  prev?: string;
  next?: string;
  /** Items across all pages. */
  count?: number;
}

/**
 * The cursor of the next page: the `page_token` that `_metadata.next` carries. No `next`, or one
 * without a token (`page_token=` on some answers), means this is the last page.
 */
export function pageTokenOf(next: string | undefined): string | undefined {
  if (next === undefined) return undefined;
  try {
    return new URL(next, 'https://api.sendgrid.com').searchParams.get('page_token') || undefined;
  } catch {
    return undefined;
  }
}

/** The query of a token-paged request for the page at `cursor`. */
export const pageQuery = ({ cursor, size }: { cursor?: string; size: number }) => ({ page_size: size, page_token: cursor });

/** One page of a token-paged answer: its items (from `result` or `results`, as the resource names them) and its metadata. */
export const tokenPage = <T>(items: T[], metadata: PageMetadata | undefined): Page<T> => {
  const next = pageTokenOf(metadata?.next);
  return { items, ...(next === undefined ? {} : { next }), ...(metadata?.count === undefined ? {} : { total: metadata.count }) };
};
