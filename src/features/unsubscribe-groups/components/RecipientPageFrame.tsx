import { useId, type ReactNode } from 'react';
import styles from './RecipientPages.module.css';

/**
 * A browser window around a recipient-facing page. It is a picture of that page: its buttons and boxes
 * are drawn, not real controls, so nothing in it can be clicked or focused.
 */
export function RecipientPageFrame({ caption, address, children }: { caption: string; address: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
      <div className={styles.window}>
        <div className={styles.chrome} aria-hidden="true">
          <span className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
          <span className={styles.address}>{address}</span>
        </div>
        <div className={styles.page}>{children}</div>
      </div>
    </figure>
  );
}

/** A drawn button. */
export const FakeButton = ({ children, variant = 'primary' }: { children: ReactNode; variant?: 'primary' | 'link' }) => (
  <span className={variant === 'primary' ? styles.fakeButton : styles.fakeLink}>{children}</span>
);

/** A drawn checkbox; its state is said in words for screen readers. */
export const FakeCheckbox = ({ checked }: { checked: boolean }) => (
  <span className={checked ? `${styles.fakeCheckbox} ${styles.checked}` : styles.fakeCheckbox}>
    <span className={styles.visuallyHidden}>{checked ? '(checked)' : '(not checked)'}</span>
  </span>
);
