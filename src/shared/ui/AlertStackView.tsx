import { Alert } from './Alert';
import styles from './AlertStackView.module.css';
import type { StatusTone } from './status-icon';

export interface AlertStackItem {
  id: string;
  type: StatusTone;
  message: string;
}

export interface AlertStackViewProps {
  alerts: AlertStackItem[];
  onDismiss(id: string): void;
}

/**
 * Fixed top-right stack of toasts. The live list is always rendered, even when empty, so screen
 * readers are already watching it when the first alert arrives.
 */
export function AlertStackView({ alerts, onDismiss }: AlertStackViewProps) {
  return (
    <div role="region" aria-label="Notifications" className={styles.region}>
      <ul aria-live="polite" className={styles.list}>
        {alerts.map((alert) => (
          <li key={alert.id} className={styles.item}>
            {/* role="alert" sits inside the <li>: a list item may not take another role. */}
            <div role={alert.type === 'danger' ? 'alert' : undefined}>
              <Alert type={alert.type} message={alert.message} onDismiss={() => onDismiss(alert.id)} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
