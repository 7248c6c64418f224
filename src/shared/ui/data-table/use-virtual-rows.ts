import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { bodyScrollHeight, rowPosition, scrollScale } from './scroll-geometry';

/** Rows have one fixed height, so nothing is measured in the DOM. Mirrored by --data-table-row-height. */
export const ROW_HEIGHT = 48;
/**
 * The virtualiser counts bands of 4 rows, not rows: its set-up walks every item once, which for a million
 * rows took 100 ms at 4× CPU throttle, a quarter of that for bands. A band scrolling in or out is also
 * the only moment the rows re-render.
 */
const ROWS_PER_BAND = 4;
/** One band above and one below the visible ones. */
const OVERSCAN_BANDS = 1;
/** Rendered rows are placed relative to a multiple of this many rows, so scrolling rarely moves them. */
const ANCHOR_ROWS = 1024;

export interface VirtualRowsOptions {
  rowCount: number;
  /** A row kept in the DOM wherever the list is scrolled: the focused one, so focus never falls off the grid. */
  pinnedIndex: number | null;
  scrollerRef: RefObject<HTMLElement | null>;
  /** The sticky header inside the scroller: the rows' viewport is what it leaves free. */
  headerRef: RefObject<HTMLElement | null>;
  /** The element holding the rendered rows; moved to where its anchor row begins. */
  windowRef: RefObject<HTMLElement | null>;
}

/**
 * Rows are keyed by their place in the rendered range, so the DOM nodes stay where they are and show the
 * rows that scroll into their place: React updates text instead of building, moving and restyling rows
 * (a scrollbar jump across the million cost a third less CPU than with keys that follow the rows). The
 * pinned row keeps the key it had when it was pinned, so the focused element keeps showing its row; the
 * row whose place that key names meanwhile is 'spare', and a row pinned from afar starts as 'pinned'.
 */
export type RowKey = number | 'spare' | 'pinned';

export interface RenderedRow {
  index: number;
  key: RowKey;
}

export interface VirtualRows {
  /** The rows to render, in order: the visible ones, the overscan, and the pinned one. */
  rows: RenderedRow[];
  /** The visible rows plus overscan, first and last included; null before the viewport is measured. */
  range: { first: number; last: number } | null;
  /** Where row `index` goes inside the window element (px). */
  rowTop(index: number): number;
  /** The rows' scroll area height (px). */
  bodyHeight: number;
  /** Rows that fit in the viewport. */
  pageRows: number;
  isRowVisible(index: number): boolean;
  /** Scrolls as little as needed to show the row. */
  scrollToRow(index: number): void;
  scrollByRows(delta: number): void;
}

/**
 * Fixed-height row virtualisation on TanStack Virtual for lists of any length (scroll-geometry.ts explains
 * lists taller than a browser can lay out).
 */
export function useVirtualRows({ rowCount, pinnedIndex, scrollerRef, headerRef, windowRef }: VirtualRowsOptions): VirtualRows {
  const scale = scrollScale(rowCount, ROW_HEIGHT);
  const [viewportHeight, setViewportHeight] = useState(0);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const reportRect = useRef<(() => void) | null>(null);

  // The virtualiser sees the viewport below the sticky header, in (possibly compressed) scroll pixels.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLElement, Element>, onRect: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) => {
        const height = Math.max(0, rect.height - (headerRef.current?.offsetHeight ?? 0));
        reportRect.current = () => onRect({ width: rect.width, height: height / scaleRef.current });
        setViewportHeight(height);
        reportRect.current();
      }),
    [headerRef],
  );
  const bandSize = (ROWS_PER_BAND * ROW_HEIGHT) / scale;
  const estimateSize = useCallback(() => bandSize, [bandSize]);

  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: Math.ceil(rowCount / ROWS_PER_BAND),
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    overscan: OVERSCAN_BANDS,
    observeElementRect: observeRect,
    useFlushSync: false,
  });
  // A new row count can change the compression: tell the virtualiser the viewport in the new scroll pixels.
  useLayoutEffect(() => reportRect.current?.(), [scale]);

  const bands = virtualizer.getVirtualIndexes();
  const firstBand = bands[0];
  const lastBand = bands[bands.length - 1];
  const range =
    firstBand === undefined || lastBand === undefined || rowCount === 0
      ? null
      : { first: firstBand * ROWS_PER_BAND, last: Math.min(rowCount, (lastBand + 1) * ROWS_PER_BAND) - 1 };
  const anchor = Math.floor((range?.first ?? 0) / ANCHOR_ROWS) * ANCHOR_ROWS;

  const pinned = pinnedIndex !== null && pinnedIndex < rowCount ? pinnedIndex : null;
  const indexes: number[] = [];
  if (range) {
    if (pinned !== null && pinned < range.first) indexes.push(pinned);
    for (let index = range.first; index <= range.last; index += 1) indexes.push(index);
    if (pinned !== null && pinned > range.last) indexes.push(pinned);
  }
  // Refs read and written while rendering: a second render of the same props gives the same keys.
  const pin = useRef<RenderedRow | null>(null);
  const lastKeys = useRef<ReadonlyMap<number, RowKey>>(new Map());
  if (pinned === null) pin.current = null;
  else if (pin.current?.index !== pinned) pin.current = { index: pinned, key: lastKeys.current.get(pinned) ?? 'pinned' };
  const pinnedKey = pin.current?.key;
  const rows = indexes.map((index): RenderedRow => {
    if (index === pinned && pinnedKey !== undefined) return { index, key: pinnedKey };
    const place = index - (range?.first ?? 0);
    return { index, key: place === pinnedKey ? 'spare' : place };
  });
  lastKeys.current = new Map(rows.map((row) => [row.index, row.key]));

  // The window's offset follows every scroll event when compressed, without re-rendering the rows.
  const placement = useRef({ anchor, scale, offset: NaN });
  placement.current.anchor = anchor;
  placement.current.scale = scale;
  const placeWindow = useCallback(
    (scrollTop: number) => {
      const { anchor: anchorRow, scale: currentScale, offset } = placement.current;
      const next = rowPosition(anchorRow, ROW_HEIGHT, scrollTop, currentScale);
      if (next === offset || !windowRef.current) return;
      placement.current.offset = next;
      windowRef.current.style.transform = `translateY(${next}px)`;
    },
    [windowRef],
  );
  // After a render, from the virtualiser's offset: reading scrollTop here would force a layout mid-commit.
  useLayoutEffect(() => placeWindow(virtualizer.scrollOffset ?? 0));
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scale === 1 || !scroller) return;
    const onScroll = () => placeWindow(scroller.scrollTop);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scale, scrollerRef, placeWindow]);

  const rowScrollSize = ROW_HEIGHT / scale;
  const viewportScrollSize = viewportHeight / scale;
  // Key presses can follow each other faster than scroll events report: start from where the scroller is.
  const scrollTop = () => scrollerRef.current?.scrollTop ?? 0;
  // Scrolled as a user scrolls, not through the virtualiser: the rows follow from the scroll event in a task
  // of their own (useFlushSync: false), so a key press renders only the focus move.
  const scrollTo = (offset: number) => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = offset;
  };
  return {
    rows,
    range,
    rowTop: (index) => (index - anchor) * ROW_HEIGHT,
    bodyHeight: bodyScrollHeight(rowCount, ROW_HEIGHT, viewportHeight, scale),
    pageRows: Math.max(1, Math.floor(viewportHeight / ROW_HEIGHT)),
    isRowVisible: (index) => {
      const start = index * rowScrollSize;
      const offset = scrollTop();
      return start >= offset - 0.5 && start + rowScrollSize <= offset + viewportScrollSize + 0.5;
    },
    scrollToRow: (index) => {
      const start = index * rowScrollSize;
      const offset = scrollTop();
      if (start < offset) scrollTo(start);
      else if (start + rowScrollSize > offset + viewportScrollSize) scrollTo(start + rowScrollSize - viewportScrollSize);
    },
    scrollByRows: (delta) => scrollTo(scrollTop() + delta * rowScrollSize),
  };
}
