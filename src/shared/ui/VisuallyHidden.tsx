import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';
import styles from './VisuallyHidden.module.css';

/** Content read by assistive technology but not shown on screen. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx(styles.root, className)} {...rest} />;
}
