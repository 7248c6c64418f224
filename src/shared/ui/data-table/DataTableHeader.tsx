import { cx } from '../cx';
import { SortableHeader, ariaSortOf } from '../SortableHeader';
import styles from './DataTable.module.css';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { SelectAllState } from './selection-model';
import type { DataTableColumn, DataTableSort } from './types';

export interface DataTableHeaderProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** The "select all" checkbox's state, or null when rows cannot be selected. */
  selectAll: SelectAllState | null;
  onToggleAll(): void;
  sort: DataTableSort | null;
  onSortChange: ((sort: DataTableSort) => void) | undefined;
  /** The focused column when the header row holds the grid's tab stop, otherwise -1. */
  activeCol: number;
}

/** The grid's header row: column names, sort buttons and the "select all" checkbox. */
export function DataTableHeader<T>({ columns, selectAll, onToggleAll, sort, onSortChange, activeCol }: DataTableHeaderProps<T>) {
  const tabIndexOf = (col: number): 0 | -1 => (col === activeCol ? 0 : -1);
  const firstColumn = selectAll === null ? 0 : 1;
  return (
    <div role="row" aria-rowindex={1} className={styles.headerRow}>
      {selectAll !== null && (
        <div role="columnheader" data-cell="0:0" className={cx(styles.headerCell, styles.checkCell)}>
          <SelectionCheckbox
            label="Select all rows"
            checked={selectAll === 'all'}
            mixed={selectAll === 'some'}
            tabIndex={tabIndexOf(0)}
            onToggle={onToggleAll}
          />
        </div>
      )}
      {columns.map((column, position) => {
        const col = position + firstColumn;
        const sortable = column.sortable && onSortChange !== undefined;
        const direction = sort?.columnId === column.id ? sort.direction : null;
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-sort={sortable ? ariaSortOf(direction) : undefined}
            data-cell={`0:${col}`}
            tabIndex={sortable ? undefined : tabIndexOf(col)}
            className={cx(styles.headerCell, column.align === 'right' && styles.right)}
          >
            {sortable ? (
              <SortableHeader
                label={column.header}
                direction={direction}
                tabIndex={tabIndexOf(col)}
                onSort={(next) => onSortChange({ columnId: column.id, direction: next })}
              />
            ) : (
              column.header
            )}
          </div>
        );
      })}
    </div>
  );
}
