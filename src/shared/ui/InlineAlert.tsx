import type { ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import styles from './InlineAlert.module.css';
import { statusIcon, statusLabel, type StatusTone } from './status-icon';

export interface InlineAlertProps {
  tone: StatusTone;
  title?: string;
  children: ReactNode;
  className?: string;
  /** With tabIndex -1, lets a form move focus to its failure (see useFocusOnShow). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

// Only errors interrupt (role="alert"); info is supplementary (role="note"); the others are plain content.
const roles: Partial<Record<StatusTone, string>> = { danger: 'alert', info: 'note' };

/** A static message box inside the page. */
export function InlineAlert({ tone, title, children, className, ref, tabIndex }: InlineAlertProps) {
  return (
    <div ref={ref} tabIndex={tabIndex} role={roles[tone]} className={cx(styles.inlineAlert, styles[tone], className)}>
      <Icon name={statusIcon[tone]} title={statusLabel[tone]} className={styles.icon} />
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
