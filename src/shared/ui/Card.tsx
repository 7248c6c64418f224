import type { ReactNode } from 'react';
import styles from './Card.module.css';
import { cx } from './cx';

export interface CardProps {
  /** Rendered as an <h2>. */
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function Card({ title, children, actions, className }: CardProps) {
  return (
    <div className={cx(styles.card, className)}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
