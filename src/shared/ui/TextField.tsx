import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { idList, useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'name' | 'required' | 'maxLength'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field required for assistive technology and with a visual "*"; never triggers browser validation. */
  required?: boolean;
  maxLength?: number;
  /** With maxLength, shows a live "n / max" character counter. */
  showCount?: boolean;
}

/** Labelled text input. `className` applies to the wrapper; `ref` reaches the <input>. */
export function TextField({
  label,
  name,
  error,
  hint,
  required = false,
  maxLength,
  showCount = false,
  id,
  type = 'text',
  className,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value ?? '').length;
  const counted = showCount && maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <input
        {...rest}
        id={ids.controlId}
        name={name}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        className={styles.control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={idList(describedBy, hint ? ids.hintId : undefined, counted && ids.countId, error && ids.errorId)}
      />
      {(hint || counted) && (
        <div className={styles.meta}>
          {hint && (
            <div id={ids.hintId} className={styles.hint}>
              {hint}
            </div>
          )}
          {counted && (
            <span id={ids.countId} className={styles.count} aria-live="polite">
              {length} / {maxLength}
            </span>
          )}
        </div>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
