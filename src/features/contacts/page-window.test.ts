import { describe, expect, it } from 'vitest';
import { MAX_HELD_PAGES, missingPages, pageFetch, pagesOf, pagesToDrop, type PageWindow } from './page-window';

const ids = (page: number) => Array.from({ length: 100 }, (_, index) => `c-${page * 100 + index}`);

describe('the page window', () => {
  it('finds the pages a range of rows lies on, and those not held', () => {
    expect(pagesOf({ start: 150, end: 420 })).toEqual([1, 2, 3, 4]);
    const window: PageWindow = { pages: { 1: ids(1), 3: ids(3) }, tokens: {} };
    expect(missingPages(window, { start: 150, end: 420 }, 1_000)).toEqual([2, 4]);
    expect(missingPages(window, { start: 150, end: 420 }, 250)).toEqual([2]);
  });

  it('reads a page by the token of its start when it is known, and any other page by its offset', () => {
    const window: PageWindow = { pages: { 30: ids(30) }, tokens: { 31: 't31' } };
    expect(pageFetch(window, 0)).toEqual({ page: 0, token: undefined });
    expect(pageFetch(window, 31)).toEqual({ page: 31, token: 't31' });
    expect(pageFetch(window, 32)).toEqual({ page: 32, offset: 3_200 });
    expect(pageFetch(window, 29)).toEqual({ page: 29, offset: 2_900 });
    expect(pageFetch({ pages: {}, tokens: {} }, 9_000)).toEqual({ page: 9_000, offset: 900_000 });
  });

  it('drops the pages farthest from the view past the limit', () => {
    const pages = Object.fromEntries(Array.from({ length: MAX_HELD_PAGES + 2 }, (_, page) => [page, ids(page)]));
    expect(pagesToDrop({ pages, tokens: {} }, { start: 0, end: 100 }).sort((a, b) => a - b)).toEqual([MAX_HELD_PAGES, MAX_HELD_PAGES + 1]);
    expect(pagesToDrop({ pages, tokens: {} }, { start: 4_100, end: 4_200 }).sort((a, b) => a - b)).toEqual([0, 1]);
  });
});
