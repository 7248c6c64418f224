import styles from './Field.module.css';
import { Icon } from './Icon';

/** A field's validation message, shown in the danger colour with an alert icon. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert" className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
