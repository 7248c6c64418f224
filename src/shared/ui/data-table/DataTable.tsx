/**
 * DataTable: the list table for anything that can grow past a few hundred rows (contacts, lists, segments,
 * and later single sends, designs, templates). It renders only the rows in view, so a million rows cost what
 * twenty do; senders and custom fields keep the simple `Table`.
 *
 * How a host uses it:
 *
 *   const columns = useMemo<DataTableColumn<Contact>[]>(() => [
 *     { id: 'email', header: 'Email', width: 'minmax(16rem, 2fr)', sortable: true, cell: (c) => c.email },
 *     { id: 'created', header: 'Date added', cell: (c) => formatDate(c.createdAt) },
 *     // Row actions: a last column whose cell renders one widget and passes it the grid's tab index.
 *     { id: 'actions', header: 'Actions', interactive: true, width: '6rem',
 *       cell: (c, { tabIndex }) => <ButtonLink to={`/contacts/profile/${c.id}`} tabIndex={tabIndex}>View</ButtonLink> },
 *   ], []);
 *   const [selection, setSelection] = useState<Selection>(noneSelected);
 *
 *   <DataTable
 *     label="Contacts"
 *     columns={columns}                       // memoised: rows re-render when it changes
 *     rowCount={contactCount}                 // the list's total, e.g. 1,000,000
 *     getRow={(index) => rowAt(index)}        // undefined while the row's page is not loaded
 *     getRowId={(contact) => contact.id}
 *     onRowsNeeded={(range) => dispatch(contactsRangeNeeded(range))}
 *     sort={sort} onSortChange={(next) => dispatch(contactsSorted(next))}
 *     selection={selection} onSelectionChange={setSelection}
 *     rowLabel={(contact) => contact.email}   // names each row's checkbox: "Select ada@example.com"
 *     bulkActions={<Button onClick={() => dispatch(deleteContacts(bulkTarget(selection)))}>Delete</Button>}
 *     emptyState={<EmptyState title="No contacts yet" />}
 *   />
 *
 * - Paging: `onRowsNeeded` reports the rows in view (plus overscan) whose pages are missing, each time that
 *   range changes, which is often while the user scrolls: debounce and de-duplicate in the epic (`switchMap`
 *   over a short `debounceTime`, skipping pages in flight). Rows not loaded show as placeholders, so a page
 *   being fetched shows the smaller of the page size and the remaining count (spec), and the grid is
 *   aria-busy until the rows in view have arrived.
 * - Before the total is known (first load), show the list's placeholder (ListContent + TableSkeleton).
 * - Selection is a rule (selection-model.ts): "all except these ids" never holds the million ids. A bulk
 *   action sends `bulkTarget(selection)`; reset the selection when the list's query changes.
 * - Sorting happens where the data is: `onSortChange` asks the host, which reloads the pages.
 * - Keyboard: the grid is one tab stop; arrows, Home/End, Ctrl+Home/End and PageUp/PageDown move between
 *   cells, Space selects the focused row. A cell's link or button takes `tabIndex` from the cell context
 *   (column `interactive: true`), so it is reached with the arrows, not with Tab.
 * - Rows are 48 px high and one line each (long text ends in an ellipsis); the DOM holds the rows in view,
 *   a band of four above and below, and the focused row. Lists taller than a browser can lay out (past
 *   about 300,000 rows) scroll a compressed distance: see scroll-geometry.ts.
 */
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../cx';
import styles from './DataTable.module.css';
import { DataTableHeader } from './DataTableHeader';
import { DataTableRow } from './DataTableRow';
import { nextCell, type GridCell } from './grid-navigation';
import { useRowsNeeded } from './use-rows-needed';
import { ROW_HEIGHT, useVirtualRows } from './use-virtual-rows';
import { isSelected, selectAllState, selectedCount, toggleAll, toggleRow, type Selection } from './selection-model';
import type { DataTableColumn, DataTableSort, RowRange } from './types';

export interface DataTableProps<T> {
  /** The grid's accessible name. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** How many rows the list has in all, loaded or not. */
  rowCount: number;
  /** The row at `index`, or undefined while its page is not loaded. */
  getRow(index: number): T | undefined;
  getRowId(row: T): string;
  /** Asks for the rows in view that getRow does not have yet (see above). */
  onRowsNeeded?(range: RowRange): void;
  sort?: DataTableSort | null;
  onSortChange?(sort: DataTableSort): void;
  /** With onSelectionChange, adds a checkbox column and the "N of M selected" bar. */
  selection?: Selection;
  onSelectionChange?(selection: Selection): void;
  /** Names a row's checkbox ("Select …"); defaults to the row's number. */
  rowLabel?(row: T): string;
  /** Shown beside the selected count while any row is selected. */
  bulkActions?: ReactNode;
  /** Shown below the header row when the list has no rows. */
  emptyState?: ReactNode;
  /** The table's height (any CSS length); it scrolls inside it. */
  height?: string;
  className?: string;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/** The name of the User Timing measure of a table's mount, before its label. */
const MOUNT_MEASURE = 'DataTable mount';

const cellOf = (target: EventTarget): GridCell | null => {
  const cell = (target as Element).closest?.('[data-cell]');
  const [row, col] = (cell?.getAttribute('data-cell') ?? '').split(':').map(Number);
  return row === undefined || col === undefined || Number.isNaN(row) || Number.isNaN(col) ? null : { row, col };
};

/** Whether a key pressed on `target` belongs to a native control (a checkbox's or button's own Space). */
const isNativeControl = (target: EventTarget) => target instanceof Element && target.closest('button, input, select, textarea') !== null;

export function DataTable<T>({
  label,
  columns,
  rowCount,
  getRow,
  getRowId,
  onRowsNeeded,
  sort = null,
  onSortChange,
  selection,
  onSelectionChange,
  rowLabel,
  bulkActions,
  emptyState,
  height = '32rem',
  className,
}: DataTableProps<T>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const windowRef = useRef<HTMLDivElement>(null);

  // The table's own mount, its first render to its first commit, as a User Timing measure that DevTools
  // shows and test/bench/contacts-table.bench.mjs prints.
  const renderStarted = useRef(performance.now());
  useLayoutEffect(() => void performance.measure(`${MOUNT_MEASURE}: ${label}`, { start: renderStarted.current }), []); // eslint-disable-line react-hooks/exhaustive-deps

  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const colCount = columns.length + (selectable ? 1 : 0);
  const [focused, setFocused] = useState<GridCell>({ row: 1, col: 0 });
  // The focused cell stays inside the grid when the list shrinks or loses columns.
  const active = { row: Math.min(focused.row, rowCount), col: Math.min(focused.col, colCount - 1) };
  const moveFocus = useRef(false);

  const virtual = useVirtualRows({
    rowCount,
    pinnedIndex: active.row > 0 ? active.row - 1 : null,
    scrollerRef,
    headerRef,
    windowRef,
  });
  const busy = useRowsNeeded(virtual.range, getRow, onRowsNeeded);

  // Stable, so memoised rows do not re-render when the selection changes elsewhere.
  const selectionRef = useRef({ selection, onSelectionChange });
  selectionRef.current = { selection, onSelectionChange };
  const onToggleRow = useCallback((id: string) => {
    const { selection: current, onSelectionChange: change } = selectionRef.current;
    if (current && change) change(toggleRow(current, id));
  }, []);

  // Focus follows the keys. (React itself refocuses a focused row it moves in the DOM.) When the focused
  // placeholder row loads, focus goes from the cell to the widget that took its place.
  useLayoutEffect(() => {
    const cell = scrollerRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    const target = cell?.hasAttribute('tabindex') ? cell : cell?.querySelector<HTMLElement>('[tabindex]');
    const beside = cell?.contains(document.activeElement) && document.activeElement !== target;
    if (moveFocus.current || beside) target?.focus({ preventScroll: true });
    moveFocus.current = false;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ') {
      if (isNativeControl(event.target)) return;
      event.preventDefault();
      const row = active.row > 0 ? getRow(active.row - 1) : undefined;
      if (row !== undefined) onToggleRow(getRowId(row));
      return;
    }
    const next = nextCell(event.key, event.ctrlKey || event.metaKey, active, {
      rows: rowCount + 1,
      cols: colCount,
      pageRows: virtual.pageRows,
    });
    if (!next) return;
    event.preventDefault();
    if (next.row > 0) {
      const paging = event.key === 'PageDown' || event.key === 'PageUp';
      // A page key scrolls the view by the rows focus moved, so the focused row keeps its place on screen.
      if (paging && active.row > 0 && virtual.isRowVisible(active.row - 1)) virtual.scrollByRows(next.row - active.row);
      else virtual.scrollToRow(next.row - 1);
    }
    moveFocus.current = true;
    setFocused(next);
  };

  // A click or a Tab into a cell makes it the grid's tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (cell && (cell.row !== active.row || cell.col !== active.col)) setFocused(cell);
  };

  const count = selectable ? selectedCount(selection, rowCount) : 0;
  const tracks = [...(selectable ? ['3rem'] : []), ...columns.map((column) => column.width ?? 'minmax(8rem, 1fr)')];
  const gridStyle = {
    '--data-table-columns': tracks.join(' '),
    '--data-table-min-width': `calc(${tracks.map(minimumOf).join(' + ')})`,
    '--data-table-row-height': `${ROW_HEIGHT}px`,
    height: rowCount > 0 ? height : undefined,
  } as CSSProperties;

  return (
    <div className={cx(styles.dataTable, className)}>
      {selectable && (
        <div className={styles.selectionBar}>
          <span role="status">{count > 0 ? `${formatCount(count)} of ${formatCount(rowCount)} selected` : ''}</span>
          {count > 0 && bulkActions}
        </div>
      )}
      <div
        ref={scrollerRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-multiselectable={selectable || undefined}
        aria-busy={busy || undefined}
        // Not a tab stop (one cell is); focusable so a click between cells keeps keys in the grid.
        tabIndex={-1}
        className={styles.grid}
        style={gridStyle}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <div role="presentation" className={styles.content}>
          <div ref={headerRef} role="rowgroup" className={styles.head}>
            <DataTableHeader
              columns={columns}
              selectAll={selectable ? selectAllState(selection, rowCount) : null}
              onToggleAll={() => selectable && onSelectionChange(toggleAll(selection, rowCount))}
              sort={sort}
              onSortChange={onSortChange}
              activeCol={active.row === 0 ? active.col : -1}
            />
          </div>
          {rowCount > 0 && (
            <div role="rowgroup" className={styles.body} style={{ height: virtual.bodyHeight }}>
              <div ref={windowRef} role="presentation" className={styles.window}>
                {virtual.rows.map(({ index, key }) => {
                  const row = getRow(index);
                  const rowId = row === undefined ? undefined : getRowId(row);
                  return (
                    <DataTableRow
                      key={key}
                      index={index}
                      row={row}
                      rowId={rowId}
                      top={virtual.rowTop(index)}
                      columns={columns}
                      selectable={selectable}
                      selected={selectable && rowId !== undefined && isSelected(selection, rowId)}
                      checkboxLabel={`Select ${row !== undefined && rowLabel ? rowLabel(row) : `row ${index + 1}`}`}
                      onToggle={onToggleRow}
                      activeCol={active.row === index + 1 ? active.col : -1}
                    />
                  );
                })}
              </div>
            </div>
          )}
        </div>
      </div>
      {rowCount === 0 && emptyState}
    </div>
  );
}

/**
 * A track's least width: `minmax(10rem, 2fr)` → 10rem, `6rem` → 6rem. The rows are as wide as the table
 * and at least the sum of these, so flexible columns share what is left (long text ends in an ellipsis)
 * instead of growing to their longest cell, and only a screen narrower than the minimums scrolls sideways.
 */
function minimumOf(track: string): string {
  const minmax = /^minmax\(\s*([^,]+?)\s*,/.exec(track);
  if (minmax) return minmax[1] ?? '0px';
  return /^[\d.]+(rem|px|em)$/.test(track) ? track : '0px';
}
