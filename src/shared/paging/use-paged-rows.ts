import type { Action } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import type { RowRange } from '../ui/data-table/types';
import type { PageLoad } from './paged-collection';

export interface PagedRowsOptions<T> {
  /** The rows held (pagedCollectionSelectors' selectAll). */
  rows: T[];
  /** The last page is held (selectReachedEnd). */
  complete: boolean;
  /** The server's count of rows matching the query, when it gave one. */
  total: number | null;
  /** The list's request is in flight. */
  loading: boolean;
  pageSize: number;
  /** The list's load action (pagedCollectionReducers' `requested`, as the slice names it). */
  requested(payload: { load: PageLoad }): Action;
}

/**
 * A paged collection shown in a (lazy) DataTable: the rows held, then the page being read as placeholder
 * rows, the smaller of the page size and the rows still to come (spec §9); the next page is read when the
 * table scrolls to a placeholder or on "Load more".
 */
export function usePagedRows<T>({ rows, complete, total, loading, pageSize, requested }: PagedRowsOptions<T>) {
  const dispatch = useAppDispatch();
  const remaining = complete ? 0 : Math.max(0, (total ?? rows.length + pageSize) - rows.length);
  const rowCount = rows.length + Math.min(pageSize, remaining);
  const getRow = useCallback((index: number) => rows[index], [rows]);
  const loadMore = useCallback(() => {
    if (!complete && !loading) dispatch(requested({ load: 'next' }));
  }, [complete, loading, dispatch, requested]);
  const rowsNeeded = useCallback((range: RowRange) => (range.end > rows.length ? loadMore() : undefined), [rows.length, loadMore]);
  /** How many rows match the query: the rows a selection of "all" holds. */
  const matching = complete ? rows.length : (total ?? rows.length);
  return { rowCount, getRow, loadMore, rowsNeeded, matching };
}
