import type { ReactNode } from 'react';
import type { SortDirection } from '../SortableHeader';

/** What a cell renderer gets besides its row. */
export interface CellContext {
  /** The row's position in the whole list (0-based). */
  rowIndex: number;
  /**
   * For a column marked `interactive`: put it on the cell's one widget (link, button, menu trigger), so the
   * grid keeps a single tab stop and arrow keys reach the widget.
   */
  tabIndex: 0 | -1;
}

export interface DataTableColumn<T> {
  id: string;
  /** The column's name: header text, and the sort button's accessible name. */
  header: string;
  cell(row: T, context: CellContext): ReactNode;
  /** Shows a sort button in the header; the host sorts (usually by asking the server). */
  sortable?: boolean;
  /** A CSS grid track, e.g. "14rem" or "minmax(12rem, 2fr)"; default "minmax(8rem, 1fr)". */
  width?: string;
  align?: 'left' | 'right';
  /** The cell holds one widget that takes `context.tabIndex`; focus goes to the widget, not the cell. */
  interactive?: boolean;
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/** Rows `start` to `end - 1` of the list, as Array.slice counts them. */
export interface RowRange {
  start: number;
  end: number;
}
