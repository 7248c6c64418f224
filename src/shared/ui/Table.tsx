import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';
import styles from './Table.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render(row: T): ReactNode;
  /** Any CSS width, e.g. "12rem" or "20%". */
  width?: string;
  align?: 'left' | 'right';
  /** The order the rows are in by this column (aria-sort on its header); leave out for unsortable columns. */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<T> {
  /** Names the table; visually hidden unless captionVisible. */
  caption: string;
  captionVisible?: boolean;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  className?: string;
  /**
   * 'fixed' makes the column widths binding (long emails wrap inside their cell); the table then
   * keeps a minimum width and scrolls sideways on narrow screens.
   */
  layout?: 'auto' | 'fixed';
}

export function Table<T>({ caption, captionVisible = false, columns, rows, rowKey, className, layout = 'auto' }: TableProps<T>) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const scrollable = useHorizontalOverflow(wrapperRef);

  return (
    // A scrolled wrapper must be focusable so keyboard users can scroll it.
    <div
      ref={wrapperRef}
      className={cx(styles.wrapper, className)}
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? caption : undefined}
    >
      <table className={cx(styles.table, layout === 'fixed' && styles.fixed)}>
        <caption className={captionVisible ? styles.caption : undefined}>
          {captionVisible ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sort}
                style={column.width ? { width: column.width } : undefined}
                className={cx(styles.th, column.align === 'right' && styles.right)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} className={cx(styles.td, column.align === 'right' && styles.right)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
