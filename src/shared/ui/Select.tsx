import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { FieldMessages } from './FieldMessages';
import { FieldLabel } from './FieldLabel';
import { idList, useFieldIds } from './use-field-ids';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'name' | 'required' | 'children'> {
  label: string;
  name: string;
  options: SelectOption[];
  /** Text of a first, empty-valued option. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field required for assistive technology and with a visual "*"; never triggers browser validation. */
  required?: boolean;
}

/** Labelled native <select>. `className` applies to the wrapper; `ref` reaches the <select>. */
export function Select({
  label,
  name,
  options,
  placeholder,
  error,
  hint,
  required = false,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <select
        {...rest}
        id={ids.controlId}
        name={name}
        className={cx(styles.control, styles.select)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={idList(describedBy, hint ? ids.hintId : undefined, error && ids.errorId)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
