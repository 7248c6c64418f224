import { useLayoutEffect, useRef } from 'react';
import styles from './DataTable.module.css';

export interface SelectionCheckboxProps {
  /** The accessible name, e.g. "Select ada@example.com" or "Select all rows". */
  label: string;
  checked: boolean;
  /** Shown as partly checked (the header's "some rows selected"). */
  mixed?: boolean;
  tabIndex: 0 | -1;
  onToggle(): void;
}

/** A bare native checkbox for grid cells: its name comes from aria-label, not from a visible label. */
export function SelectionCheckbox({ label, checked, mixed = false, tabIndex, onToggle }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property; assistive technology reads it as "mixed".
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      tabIndex={tabIndex}
      onChange={onToggle}
    />
  );
}
