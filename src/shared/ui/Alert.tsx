import styles from './Alert.module.css';
import { cx } from './cx';
import { Icon } from './Icon';
import { statusIcon, statusLabel, type StatusTone } from './status-icon';

export interface AlertProps {
  type: StatusTone;
  message: string;
  onDismiss(): void;
}

/** One toast notification. Announcing it is up to the container (see AlertStackView). */
export function Alert({ type, message, onDismiss }: AlertProps) {
  return (
    <div className={cx(styles.alert, styles[type])}>
      <Icon name={statusIcon[type]} title={statusLabel[type]} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </div>
  );
}
