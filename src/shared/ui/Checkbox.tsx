import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { idList, useFieldIds } from './use-field-ids';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'> {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
}

/** Native checkbox with its label beside it. `className` applies to the wrapper; `ref` reaches the <input>. */
export function Checkbox({
  label,
  name,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.choice, className)}>
      <input
        {...rest}
        type="checkbox"
        id={ids.controlId}
        name={name}
        className={styles.choiceInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={idList(describedBy, hint ? ids.hintId : undefined, error && ids.errorId)}
      />
      <label htmlFor={ids.controlId} className={styles.choiceLabel}>
        {label}
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
