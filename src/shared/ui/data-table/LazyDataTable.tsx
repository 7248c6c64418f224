import { lazy, Suspense, type ReactElement } from 'react';
import { TableSkeleton } from '../TableSkeleton';
import type { DataTableProps } from './DataTable';

const loadDataTable = () => import('./DataTable');
const LoadedDataTable = lazy(() => loadDataTable().then((module) => ({ default: module.DataTable })));

/**
 * Starts loading the table's code. A host that renders the table only once its first rows arrived calls it
 * when it asks for them, so the code loads meanwhile instead of after them (at 4× CPU throttle the chunk
 * took 1.2 s to arrive and run after the rows of the all-contacts page).
 */
export const preloadDataTable = () => void loadDataTable();

/**
 * The DataTable with its code in its own chunk (the virtualiser and the grid's keyboard model, about
 * 14 KB gzip): a page that shows one renders at once with a skeleton in the table's place, and the
 * table's code loads while the page asks for its first rows, instead of before the page. That keeps
 * every list page's first load within its budget (ARCHITECTURE.md) as the entry grows.
 */
export function LazyDataTable<T>(props: DataTableProps<T>) {
  // lazy() loses the component's type parameter; the props are the DataTable's own.
  const Table = LoadedDataTable as unknown as (tableProps: DataTableProps<T>) => ReactElement;
  return (
    <Suspense fallback={<TableSkeleton rows={8} columns={Math.min(props.columns.length, 6)} />}>
      <Table {...props} />
    </Suspense>
  );
}
