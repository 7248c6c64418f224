import type { Page } from './paged-collection';

/**
 * Cursors for endpoints that page by offset (`limit` and `offset`, answering a bare array): the cursor
 * is the offset of the page's first item, as a string, so the paged collection treats it like any
 * page token.
 */
export const offsetOf = (cursor: string | undefined): number => {
  const offset = cursor === undefined ? 0 : Number(cursor);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
};

/**
 * The page `items` make when `limit` were asked for at `offset`: a full page may have more after it.
 * A short page is the last, and so is a longer one (a server that ignores paging answers everything).
 */
export const offsetPage = <T>(items: T[], { offset, limit }: { offset: number; limit: number }): Page<T> =>
  items.length === limit ? { items, next: String(offset + items.length) } : { items };

/** After a held item is deleted the server's later items move back by one: so does the offset. */
export const offsetAfterRemoval = (cursor: string): string => String(Math.max(0, offsetOf(cursor) - 1));
