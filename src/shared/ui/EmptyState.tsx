import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  /** What is missing and how to get started. */
  children?: ReactNode;
  action?: ReactNode;
  /** Decorative artwork; replaces the default envelope. */
  illustration?: ReactNode;
}

export function EmptyState({ title, children, action, illustration }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <div className={styles.illustration} aria-hidden="true">
        {illustration ?? <EnvelopeIllustration />}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {children && <div className={styles.description}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

function EnvelopeIllustration() {
  return (
    <svg viewBox="0 0 120 96" fill="none" focusable="false">
      <ellipse cx="60" cy="88" rx="44" ry="5" fill="#e8f1fc" />
      <rect x="14" y="22" width="92" height="60" rx="8" fill="#f6f8fa" stroke="#d4dadf" strokeWidth="2" />
      <path d="M16 26 60 58l44-32" stroke="#d4dadf" strokeWidth="2" strokeLinejoin="round" />
      <rect x="30" y="8" width="60" height="40" rx="4" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M40 20h40M40 28h28M40 36h34" stroke="currentColor" strokeWidth="2" strokeLinecap="round" opacity=".5" />
      <path
        d="M15 32v42a8 8 0 0 0 8 8h74a8 8 0 0 0 8-8V32L60 62 15 32Z"
        fill="#fff"
        stroke="#d4dadf"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
