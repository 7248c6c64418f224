import type { CSSProperties } from 'react';
import { cx } from './cx';
import { Skeleton } from './Skeleton';
import styles from './TableSkeleton.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface TableSkeletonProps {
  rows?: number;
  columns?: number;
  className?: string;
}

/** Loading placeholder shaped like a Table, announced as "Loading". */
export function TableSkeleton({ rows = 5, columns = 4, className }: TableSkeletonProps) {
  const style = { '--columns': columns } as CSSProperties;
  return (
    <div role="status" aria-label="Loading" className={cx(styles.tableSkeleton, className)} style={style}>
      <VisuallyHidden>Loading</VisuallyHidden>
      {Array.from({ length: rows + 1 }, (_, row) => (
        <div key={row} className={cx(styles.row, row === 0 && styles.header)}>
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} width={row === 0 ? '50%' : column === 0 ? '80%' : '60%'} />
          ))}
        </div>
      ))}
    </div>
  );
}
