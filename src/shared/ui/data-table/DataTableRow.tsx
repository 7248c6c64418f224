import { memo, type ReactElement } from 'react';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './DataTable.module.css';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn } from './types';

export interface DataTableRowProps<T> {
  /** The row's position in the list (0-based). */
  index: number;
  /** Undefined while its page loads: the row shows a placeholder. */
  row: T | undefined;
  rowId: string | undefined;
  /** Offset inside the rows' window (px). */
  top: number;
  columns: readonly DataTableColumn<T>[];
  selectable: boolean;
  selected: boolean;
  checkboxLabel: string;
  onToggle(id: string): void;
  /** The focused column when this row holds the grid's tab stop, otherwise -1. */
  activeCol: number;
}

/**
 * One list row, or its loading placeholder (grey bars drawn by CSS that pulse as one row: one composited
 * opacity animation per row, where a shimmer per cell would repaint every frame). Memoised: rows whose
 * props did not change skip rendering while the list scrolls, and selecting rows re-renders their checkbox
 * cells, not their data cells.
 */
function DataTableRowView<T>({ index, row, rowId, top, columns, selectable, selected, checkboxLabel, onToggle, activeCol }: DataTableRowProps<T>) {
  const loaded = row !== undefined && rowId !== undefined;
  const tabIndex = activeCol === 0 ? 0 : -1;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable && loaded ? selected : undefined}
      className={cx(styles.row, selected && loaded && styles.selected, !loaded && styles.loadingRow)}
      style={{ transform: `translateY(${top}px)` }}
    >
      {selectable && (
        <div role="gridcell" data-cell={`${index + 1}:0`} className={cx(styles.cell, styles.checkCell)} tabIndex={loaded ? undefined : tabIndex}>
          {loaded && <SelectionCheckbox label={checkboxLabel} checked={selected} tabIndex={tabIndex} onToggle={() => onToggle(rowId)} />}
        </div>
      )}
      <DataTableCells index={index} row={row} columns={columns} firstColumn={selectable ? 1 : 0} activeCol={activeCol} />
    </div>
  );
}

interface DataTableCellsProps<T> {
  index: number;
  row: T | undefined;
  columns: readonly DataTableColumn<T>[];
  /** The grid column of the first data column (1 after a checkbox column). */
  firstColumn: number;
  activeCol: number;
}

function DataTableCellsView<T>({ index, row, columns, firstColumn, activeCol }: DataTableCellsProps<T>) {
  const tabIndexOf = (col: number): 0 | -1 => (col === activeCol ? 0 : -1);
  return columns.map((column, position) => {
    const col = position + firstColumn;
    return (
      <div
        key={column.id}
        role="gridcell"
        data-cell={`${index + 1}:${col}`}
        tabIndex={column.interactive && row !== undefined ? undefined : tabIndexOf(col)}
        className={cx(styles.cell, column.align === 'right' && styles.right)}
      >
        {row !== undefined
          ? column.cell(row, { rowIndex: index, tabIndex: tabIndexOf(col) })
          : position === 0 && <VisuallyHidden>Loading</VisuallyHidden>}
      </div>
    );
  });
}

const DataTableCells = memo(DataTableCellsView) as <T>(props: DataTableCellsProps<T>) => ReactElement;

export const DataTableRow = memo(DataTableRowView) as <T>(props: DataTableRowProps<T>) => ReactElement;
