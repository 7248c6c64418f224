import { useLayoutEffect, useRef } from 'react';
import styles from './SortableHeader.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface SortableHeaderProps {
  /** The column's name; also the button's accessible name. */
  label: string;
  /** The order the rows are in now by this column, or null when they are not sorted by it. */
  direction: SortDirection | null;
  onSort(next: SortDirection): void;
}

/** Ascending first, then each click flips the order. */
export const nextSortDirection = (direction: SortDirection | null): SortDirection =>
  direction === 'ascending' ? 'descending' : 'ascending';

/**
 * A Table column header that sorts: a button in the header cell. It sets `aria-sort` on the enclosing
 * <th> (which Table renders), so screen readers announce the order with the column name; the arrow is
 * decorative.
 */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const cell = buttonRef.current?.closest('th');
    if (!cell) return;
    cell.setAttribute('aria-sort', direction ?? 'none');
    return () => cell.removeAttribute('aria-sort');
  }, [direction]);

  return (
    <button ref={buttonRef} type="button" className={styles.button} onClick={() => onSort(nextSortDirection(direction))}>
      {label}
      <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-direction={direction ?? 'none'}>
        {direction === 'descending' ? <path d="M12 5v14M6 13l6 6 6-6" /> : direction === 'ascending' ? <path d="M12 19V5M6 11l6-6 6 6" /> : <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />}
      </svg>
    </button>
  );
}
