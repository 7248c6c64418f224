import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { LazyDataTable } from '@/shared/ui/data-table/LazyDataTable';
import type { DataTableColumn, DataTableSort, RowRange } from '@/shared/ui/data-table/types';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { TextField } from '@/shared/ui/TextField';
import { formatNumber } from '@/shared/format/display-format';
import { listCount } from '../messages';
import { selectAllLists, selectListsComplete, selectListsRequest, selectListsTotal } from '../selectors';
import { listsEnsured, listsRequested } from '../slice';
import type { List } from '../types';
import styles from './Lists.module.css';
import { arrangeLists } from './arrange-lists';

/** Rows the table shows before it scrolls (rows and header are 3rem high): a short account's table is no taller than its lists. */
const VISIBLE_ROWS = 8;

/**
 * The lists section of /contacts: each list's name (to its page) and contact count, newest first, paged
 * as the table scrolls or "Load more" asks. Sorting and filtering need every list: an account has at most
 * 1,000, so they are all read, then arranged here.
 */
export function ListsIndex() {
  const dispatch = useAppDispatch();
  const to = useAudiencePath();
  const lists = useAppSelector(selectAllLists);
  const complete = useAppSelector(selectListsComplete);
  const request = useAppSelector(selectListsRequest);
  const total = useAppSelector(selectListsTotal);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [filter, setFilter] = useState('');
  const arranging = sort !== null || filter.trim() !== '';
  const loading = isInFlight(request);

  // Every visit reads the lists again (counts change as contacts come and go), keeping as many as were shown.
  useEffect(() => {
    dispatch(listsRequested({ load: 'refresh' }));
  }, [dispatch]);
  useEffect(() => {
    if (arranging) dispatch(listsEnsured());
  }, [arranging, dispatch]);

  const shown = useMemo(() => (arranging ? arrangeLists(lists, { sort, filter }) : lists), [arranging, lists, sort, filter]);
  // Unarranged, the table counts every list and asks for pages as rows come into view.
  const rowCount = arranging || complete ? shown.length : Math.max(total ?? 0, shown.length);
  const getRow = useCallback((index: number) => shown[index], [shown]);
  const loadMore = useCallback(() => {
    if (!complete && !loading) dispatch(listsRequested({ load: 'next' }));
  }, [complete, loading, dispatch]);
  const rowsNeeded = useCallback((range: RowRange) => (range.end > shown.length ? loadMore() : undefined), [shown.length, loadMore]);

  const columns = useMemo<DataTableColumn<List>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        interactive: true,
        width: 'minmax(16rem, 3fr)',
        cell: (list, { tabIndex }) => (
          <Link to={to(`lists/${list.id}`)} tabIndex={tabIndex}>
            {list.name}
          </Link>
        ),
      },
      { id: 'count', header: 'Contacts', sortable: true, align: 'right', width: 'minmax(8rem, 1fr)', cell: (list) => formatNumber(list.contactCount) },
    ],
    [to],
  );

  return (
    <section className={styles.section} aria-labelledby="lists-heading">
      <div className={styles.sectionHeader}>
        <h2 id="lists-heading">Lists</h2>
        <ButtonLink to={to('new_list')} variant="primary">
          Create list
        </ButtonLink>
      </div>
      <ListContent
        request={request}
        empty={lists.length === 0}
        placeholder={<TableSkeleton rows={5} columns={2} />}
        errorTitle="We could not load your lists"
        onRetry={() => dispatch(listsRequested({ load: 'refresh' }))}
        emptyState={
          <EmptyState title="No lists yet" action={<ButtonLink to={to('new_list')}>Create list</ButtonLink>}>
            A list groups contacts you add by hand, by import or from a signup form. Single sends and segments can use it.
          </EmptyState>
        }
      >
        <TextField
          className={styles.filter}
          type="search"
          label="Filter lists by name"
          name="list-filter"
          autoComplete="off"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <LazyDataTable
          label="Lists"
          columns={columns}
          rowCount={rowCount}
          getRow={getRow}
          getRowId={(list) => list.id}
          onRowsNeeded={arranging ? undefined : rowsNeeded}
          sort={sort}
          onSortChange={setSort}
          emptyState={<p className={styles.status}>No list name contains “{filter.trim()}”.</p>}
          height={`${(Math.min(Math.max(rowCount, 1), VISIBLE_ROWS) + 1) * 3}rem`}
        />
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {arranging && !complete
              ? 'Reading every list to sort and filter them…'
              : complete
                ? `All ${listCount(lists.length)} are shown. You have reached the end of the list.${arranging ? ` ${listCount(shown.length)} match.` : ''}`
                : `Showing ${formatNumber(lists.length)} of ${listCount(total ?? lists.length)}.`}
          </p>
          {!complete && !arranging && (
            <Button loading={loading} onClick={loadMore}>
              Load more lists
            </Button>
          )}
        </div>
      </ListContent>
    </section>
  );
}
