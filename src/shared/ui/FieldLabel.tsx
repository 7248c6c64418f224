import styles from './Field.module.css';
import { RequiredMark } from './RequiredMark';

/** A field's label; the required mark stays outside the <label> so its text is exactly `label`. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required: boolean }) {
  return (
    <div className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {required && <RequiredMark />}
    </div>
  );
}
