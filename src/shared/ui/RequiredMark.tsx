import styles from './Field.module.css';

/** Visual "*" for required fields; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
