import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAccountDateTime } from '@/shared/account/use-account-date-time';
import { bulkSelectionOutlet } from '@/shared/bulk/bulk-selection-outlet';
import { formatNumber } from '@/shared/format/display-format';
import { usePagedRows } from '@/shared/paging/use-paged-rows';
import { isInFlight } from '@/shared/request-state/request-state';
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
import { AUTOMATIONS_PAGE_SIZE } from '../limits';
import { automationCount } from '../messages';
import { selectAutomationRows, selectAutomationsComplete, selectAutomationsRequest, selectAutomationsTotal, selectFilters } from '../selectors';
import { automationsRequested, duplicateRequested } from '../slice';
import { detailPathOf, isFiltered, type AutomationRow } from '../types';
import styles from './Automations.module.css';
import { AutomationsSearch } from './AutomationsSearch';
import { DisableAutomationDialog } from './DisableAutomationDialog';
import { EntryCell } from './EntryCell';
import { LiveToggle } from './LiveToggle';
import { SetLiveProblemsDialog } from './SetLiveProblemsDialog';
import { StatusCell } from './StatusCell';

/** Rows the table shows before it scrolls (rows and header are 3rem high). */
const VISIBLE_ROWS = 10;

/**
 * /automations: every automation, newest update first, searched by name, a page at a time. The page being
 * read shows as placeholder rows: the smaller of the page size and the rows still to come (spec §9). Rows
 * are set live (the server's problems listed when it refuses), disabled (confirmed), duplicated and
 * deleted, alone or chosen together.
 */
export function AutomationsPage() {
  const dispatch = useAppDispatch();
  const rows = useAppSelector(selectAutomationRows);
  const request = useAppSelector(selectAutomationsRequest);
  const complete = useAppSelector(selectAutomationsComplete);
  const total = useAppSelector(selectAutomationsTotal);
  const filters = useAppSelector(selectFilters);
  const formatTime = useAccountDateTime();
  const [selection, setSelection] = useState<Selection>(noneSelected);
  const [disabling, setDisabling] = useState<AutomationRow | null>(null);
  const [settingLive, setSettingLive] = useState<AutomationRow | null>(null);
  const loading = isInFlight(request);
  const filtered = isFiltered(filters);

  // Every visit reads the list again (live automations change on their own), keeping as many rows as were shown.
  useEffect(() => {
    preloadDataTable();
    dispatch(automationsRequested({ load: 'refresh' }));
  }, [dispatch]);
  // Another search, another selection.
  useEffect(() => setSelection(noneSelected), [filters]);

  const { rowCount, getRow, loadMore, rowsNeeded, matching } = usePagedRows({
    rows,
    complete,
    total,
    loading,
    pageSize: AUTOMATIONS_PAGE_SIZE,
    requested: automationsRequested,
  });

  const columns = useMemo<DataTableColumn<AutomationRow>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        interactive: true,
        width: 'minmax(10rem, 2fr)',
        cell: (row, { tabIndex }) => (
          <Link to={detailPathOf(row.id)} tabIndex={tabIndex}>
            {row.name}
          </Link>
        ),
      },
      { id: 'status', header: 'Status', width: '8rem', cell: (row) => <StatusCell status={row.status} /> },
      { id: 'entry', header: 'Entry', width: 'minmax(7rem, 1fr)', cell: (row) => <EntryCell row={row} /> },
      { id: 'messages', header: 'Emails', width: '4rem', align: 'right', cell: (row) => formatNumber(row.messageCount) },
      {
        id: 'updated',
        header: 'Last update',
        width: 'minmax(8rem, 1fr)',
        cell: (row) => {
          const time = formatTime(Date.parse(row.updatedAt));
          return (
            <span className={styles.time} title={time}>
              {time}
            </span>
          );
        },
      },
      {
        id: 'live',
        header: 'Set live or disable',
        interactive: true,
        width: '8.5rem',
        cell: (row, { tabIndex }) => <LiveToggle row={row} tabIndex={tabIndex} onDisable={setDisabling} onSetLive={setSettingLive} />,
      },
      rowButtonColumn('Duplicate', '6.5rem', (row) => dispatch(duplicateRequested({ id: row.id }))),
      rowLinkColumn('Delete', 'delete', '5rem'),
    ],
    [dispatch, formatTime],
  );

  const actions = (
    <span className={styles.headerActions}>
      <ButtonLink to="choose">Browse starting points</ButtonLink>
      <ButtonLink variant="primary" to="selector">
        Create an Automation
      </ButtonLink>
    </span>
  );

  return (
    <>
      <PageHeader title="Automations" description="Emails that go out on their own when contacts join a list or segment." actions={actions} />
      <AutomationsSearch />
      <ListContent
        request={request}
        empty={rows.length === 0}
        placeholder={<TableSkeleton rows={8} columns={5} />}
        errorTitle="We could not load your automations"
        onRetry={() => dispatch(automationsRequested({ load: 'refresh' }))}
        emptyState={
          filtered ? undefined : (
            <EmptyState title="Create your first automation" action={<ButtonLink to="choose">Choose a starting point</ButtonLink>}>
              An automation sends a series of emails on its own to every contact who joins a list or segment: a welcome series, a
              re-engagement series, or your own.
            </EmptyState>
          )
        }
      >
        <LazyDataTable
          label="Automations"
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
          emptyState={<p className={styles.muted}>No automations match this name.</p>}
          height={`${(Math.min(Math.max(rowCount, 1), VISIBLE_ROWS) + 1) * 3}rem`}
        />
        <div className={styles.footer}>
          <p role="status" className={styles.muted}>
            {complete
              ? `All ${automationCount(rows.length)} ${filtered ? 'matching this name ' : ''}are shown.`
              : `Showing ${formatNumber(rows.length)} of ${automationCount(matching)}.`}
          </p>
          {!complete && (
            <Button loading={loading} onClick={loadMore}>
              Load more automations
            </Button>
          )}
        </div>
      </ListContent>
      {disabling && <DisableAutomationDialog row={disabling} onClose={() => setDisabling(null)} />}
      {settingLive && <SetLiveProblemsDialog row={settingLive} onClose={() => setSettingLive(null)} />}
      <Outlet context={bulkSelectionOutlet(selection, matching, setSelection)} />
    </>
  );
}
