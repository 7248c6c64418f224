import styles from './SortableHeader.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface SortableHeaderProps {
  /** The column's name; also the button's accessible name. */
  label: string;
  /** The order the rows are in now by this column, or null when they are not sorted by it. */
  direction: SortDirection | null;
  onSort(next: SortDirection): void;
  /** For a roving tab stop, as in DataTable's header row. */
  tabIndex?: number;
}

/** The column's `sort` for Table: its aria-sort value. */
export const ariaSortOf = (direction: SortDirection | null) => direction ?? 'none';

/** Ascending first, then each click flips the order. */
export const nextSortDirection = (direction: SortDirection | null): SortDirection =>
  direction === 'ascending' ? 'descending' : 'ascending';

/**
 * A Table column header that sorts: a button in the header cell. Give the column `sort` (see
 * `ariaSortOf`) so screen readers announce the order with the column name; the arrow is decorative.
 */
export function SortableHeader({ label, direction, onSort, tabIndex }: SortableHeaderProps) {
  return (
    <button type="button" className={styles.button} tabIndex={tabIndex} onClick={() => onSort(nextSortDirection(direction))}>
      {label}
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-direction={direction ?? 'none'}>
        {direction === 'descending' ? <path d="M12 5v14M6 13l6 6 6-6" /> : direction === 'ascending' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />}
      </svg>
    </button>
  );
}
