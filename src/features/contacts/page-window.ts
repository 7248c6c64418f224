/**
 * The rows of a contacts table at a million: pages of PAGE_SIZE contacts by index, only those near what
 * the user looks at held (a window), and the keyset page token of every page start learned so far. Row
 * `i` is on page `floor(i / PAGE_SIZE)`. A page whose start token is known (the one after a page read,
 * as scrolling on reads them) is read by its token: cheap however deep, and a contact added meanwhile
 * shifts nothing. Any other page, row 900,000 after a jump of the scrollbar, is read by its offset (the
 * mock's `page_offset`, mocks/README.md "Contacts") in one request, where walking the tokens there took
 * 900; its answer's token pages on from it.
 */
import type { RowRange } from '@/shared/ui/data-table/types';

export const PAGE_SIZE = 100;
/** The server's largest page (a selection is gathered in pages of this size). */
export const MAX_PAGE_SIZE = 1000;
/** Pages held at most: 40 pages, 4,000 rows, whatever the list's length. */
export const MAX_HELD_PAGES = 40;

export interface PageWindow {
  /** Contact ids by page index. */
  pages: Record<number, string[]>;
  /** The token of each page's start; page 0 starts without one. */
  tokens: Record<number, string>;
}

export const pageOfRow = (row: number) => Math.floor(row / PAGE_SIZE);

/** The pages a range of rows lies on. */
export function pagesOf({ start, end }: RowRange): number[] {
  const pages: number[] = [];
  for (let page = pageOfRow(start); page * PAGE_SIZE < end; page += 1) pages.push(page);
  return pages;
}

/** How a page is read: by the token of its start (the first page needs none), or by the contacts before it. */
export type PageFetch = { page: number; token: string | undefined } | { page: number; offset: number };

export function pageFetch(window: PageWindow, page: number): PageFetch {
  if (page === 0 || window.tokens[page] !== undefined) return { page, token: window.tokens[page] };
  return { page, offset: page * PAGE_SIZE };
}

/** The pages of `range` not held, in order; none past the last row. */
export function missingPages(window: PageWindow, range: RowRange, total: number): number[] {
  return pagesOf({ start: range.start, end: Math.min(range.end, total) }).filter((page) => window.pages[page] === undefined);
}

/** The held pages to drop so that at most MAX_HELD_PAGES stay: the farthest from the range in view. */
export function pagesToDrop(window: PageWindow, view: RowRange | null): number[] {
  const held = Object.keys(window.pages).map(Number);
  if (held.length <= MAX_HELD_PAGES) return [];
  const centre = view === null ? 0 : pageOfRow((view.start + view.end) / 2);
  return held.sort((a, b) => Math.abs(b - centre) - Math.abs(a - centre)).slice(0, held.length - MAX_HELD_PAGES);
}
