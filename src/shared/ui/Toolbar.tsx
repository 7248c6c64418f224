import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Toolbar.module.css';

export interface ToolbarProps extends ComponentPropsWithoutRef<'div'> {
  /** Actions pushed to the end of the row, e.g. a "Create" button. */
  end?: ReactNode;
}

/**
 * Wrapping row of filters and actions above a list. Not an ARIA toolbar (no arrow-key model):
 * its controls stay in the Tab order.
 */
export function Toolbar({ className, children, end, ...rest }: ToolbarProps) {
  return (
    <div className={cx(styles.toolbar, className)} {...rest}>
      {children}
      {end && <div className={styles.end}>{end}</div>}
    </div>
  );
}
