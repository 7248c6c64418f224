import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Number of text lines; the last of several is shorter. */
  lines?: number;
  /** Any CSS width; defaults to the full width. */
  width?: string;
  className?: string;
}

/** Placeholder shapes while content loads. Hidden from assistive technology: announce loading elsewhere. */
export function Skeleton({ lines = 1, width, className }: SkeletonProps) {
  const style = width ? ({ '--skeleton-width': width } as CSSProperties) : undefined;
  return (
    <div className={cx(styles.skeleton, className)} style={style} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
