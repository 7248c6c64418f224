import { useId } from 'react';
import { cx } from './cx';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Names the bar for assistive technology and is shown above it. */
  label: string;
  value: number;
  max: number;
  /** What the numbers mean, e.g. "5,000 of 20,000 addresses sent"; announced politely as it changes. */
  valueText: string;
  className?: string;
}

/** A determinate progress bar on the native <progress> element, with a visible, announced value text. */
export function ProgressBar({ label, value, max, valueText, className }: ProgressBarProps) {
  const labelId = useId();
  const textId = useId();
  const safeMax = Math.max(max, 1);
  const current = Math.min(Math.max(value, 0), safeMax);
  return (
    <div className={cx(styles.progress, className)}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span id={textId} className={styles.text} aria-live="polite">
          {valueText}
        </span>
      </div>
      <progress
        className={styles.bar}
        value={current}
        max={safeMax}
        // The native element already exposes these; stated too for tools that read the attributes.
        aria-valuenow={current}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-labelledby={labelId}
        aria-describedby={textId}
        aria-valuetext={valueText}
      />
    </div>
  );
}
