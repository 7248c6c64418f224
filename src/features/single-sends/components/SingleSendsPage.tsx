import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { bulkSelectionOutlet } from '@/shared/bulk/bulk-selection-outlet';
import { formatNumber } from '@/shared/format/display-format';
import { usePagedRows } from '@/shared/paging/use-paged-rows';
import { isInFlight } from '@/shared/request-state/request-state';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { LazyDataTable, preloadDataTable } from '@/shared/ui/data-table/LazyDataTable';
import { rowButtonColumn, rowLinkColumn } from '@/shared/ui/data-table/row-action-columns';
import { noneSelected, type Selection } from '@/shared/ui/data-table/selection-model';
import type { DataTableColumn } from '@/shared/ui/data-table/types';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { SINGLE_SENDS_PAGE_SIZE } from '../limits';
import { singleSendCount } from '../messages';
import {
  selectFilters,
  selectSingleSendCount,
  selectSingleSendRows,
  selectSingleSendsComplete,
  selectSingleSendsRequest,
  selectSingleSendsTotal,
} from '../selectors';
import { countRequested, duplicateRequested, singleSendsRequested } from '../slice';
import { CHANNEL_LABELS, isFiltered, type SingleSendRow } from '../types';
import { openPathOf } from './edit-path';
import { LimitNotice } from './LimitNotice';
import { SingleSendFiltersBar } from './SingleSendFiltersBar';
import styles from './SingleSends.module.css';
import { StatusBadge } from './StatusBadge';

/** Rows the table shows before it scrolls (rows and header are 3rem high). */
const VISIBLE_ROWS = 10;

/**
 * /single-sends: every single send, newest update first, filtered by name, status, categories and channel,
 * a page at a time. The page being read shows as placeholder rows: the smaller of the page size and the
 * rows still to come (spec §9). Rows can be duplicated, previewed and deleted, alone or chosen together.
 */
export function SingleSendsPage() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectSingleSendRows);
  const request = useAppSelector(selectSingleSendsRequest);
  const complete = useAppSelector(selectSingleSendsComplete);
  const total = useAppSelector(selectSingleSendsTotal);
  const filters = useAppSelector(selectFilters);
  const count = useAppSelector(selectSingleSendCount).value;
  const formatTime = useAccountDateTime();
  const [selection, setSelection] = useState<Selection>(noneSelected);
  const loading = isInFlight(request);
  const filtered = isFiltered(filters);

  // Every visit reads the list again (sends change state on their own), keeping as many rows as were shown.
  useEffect(() => {
    preloadDataTable();
    dispatch(singleSendsRequested({ load: 'refresh' }));
    dispatch(countRequested());
  }, [dispatch]);
  // Another query, another selection.
  useEffect(() => setSelection(noneSelected), [filters]);

  const { rowCount, getRow, loadMore, rowsNeeded, matching } = usePagedRows({
    rows,
    complete,
    total,
    loading,
    pageSize: SINGLE_SENDS_PAGE_SIZE,
    requested: singleSendsRequested,
  });

  const columns = useMemo<DataTableColumn<SingleSendRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        interactive: true,
        width: 'minmax(8rem, 2fr)',
        cell: (row, { tabIndex }) => (
          <Link to={openPathOf(row)} tabIndex={tabIndex}>
            {row.name}
          </Link>
        ),
      },
      { id: 'status', header: 'Status', width: '7.5rem', cell: (row) => <StatusBadge status={row.status} /> },
      { id: 'channel', header: 'Channel', width: '5rem', cell: (row) => CHANNEL_LABELS[row.channel] },
      { id: 'categories', header: 'Categories', width: 'minmax(6rem, 1fr)', cell: (row) => row.categories.join(', ') },
      {
        id: 'time',
        header: 'Send time or last update',
        width: 'minmax(10rem, 1fr)',
        cell: (row) => {
          const time = row.sendAt && row.status !== 'draft' ? `Sends ${formatTime(Date.parse(row.sendAt))}` : `Updated ${formatTime(Date.parse(row.updatedAt))}`;
          // The column may cut the time short on a narrow screen: the whole of it is the cell's tooltip.
          return (
            <span className={styles.sendTime} title={time}>
              {time}
            </span>
          );
        },
      },
      rowLinkColumn('Preview', 'preview', '6.75rem'),
      rowButtonColumn('Duplicate', '7.75rem', (row) => dispatch(duplicateRequested({ id: row.id }))),
      rowLinkColumn('Delete', 'delete', '6.5rem'),
    ],
    [dispatch, formatTime],
  );

  const atLimit = count !== null && count >= SINGLE_SEND_LIMITS.singleSends;
  const create = atLimit ? (
    <Button variant="primary" disabled aria-describedby="single-send-limit">
      Create a Single Send
    </Button>
  ) : (
    <ButtonLink variant="primary" to="new">
      Create a Single Send
    </ButtonLink>
  );

  return (
    <>
      <PageHeader title="Single Sends" description="One-off email and SMS campaigns, with A/B tests." actions={create} />
      {atLimit && <LimitNotice id="single-send-limit" />}
      <SingleSendFiltersBar />
      <ListContent
        request={request}
        empty={rows.length === 0}
        placeholder={<TableSkeleton rows={Math.min(SINGLE_SENDS_PAGE_SIZE, count ?? SINGLE_SENDS_PAGE_SIZE) || 1} columns={5} />}
        errorTitle="We could not load your single sends"
        onRetry={() => dispatch(singleSendsRequested({ load: 'refresh' }))}
        emptyState={
          filtered ? undefined : (
            <EmptyState title="Create your first Single Send" action={<ButtonLink to="new">Create a Single Send</ButtonLink>}>
              A single send is a one-off email or SMS campaign to your lists and segments.
            </EmptyState>
          )
        }
      >
        <LazyDataTable
          label="Single Sends"
          columns={columns}
          rowCount={rowCount}
          getRow={getRow}
          getRowId={(row) => row.id}
          onRowsNeeded={rowsNeeded}
          selection={selection}
          onSelectionChange={setSelection}
          rowLabel={(row) => row.name}
          bulkActions={
            <ButtonLink size="sm" variant="danger" to="bulk_delete">
              Delete selected
            </ButtonLink>
          }
          emptyState={<p className={styles.status}>No single sends match these filters.</p>}
          height={`${(Math.min(Math.max(rowCount, 1), VISIBLE_ROWS) + 1) * 3}rem`}
        />
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {complete
              ? `All ${singleSendCount(rows.length)} ${filtered ? 'matching these filters ' : ''}are shown.`
              : `Showing ${formatNumber(rows.length)} of ${singleSendCount(matching)}.`}
          </p>
          {!complete && (
            <Button loading={loading} onClick={loadMore}>
              Load more single sends
            </Button>
          )}
        </div>
      </ListContent>
      <Outlet context={bulkSelectionOutlet(selection, matching, setSelection)} />
    </>
  );
}
