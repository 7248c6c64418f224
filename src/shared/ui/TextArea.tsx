import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import textAreaStyles from './TextArea.module.css';
import { idList, useFieldIds } from './use-field-ids';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'name' | 'required'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field required for assistive technology and with a visual "*"; never triggers browser validation. */
  required?: boolean;
}

/** Labelled multi-line text input, the TextField of long text. `className` applies to the wrapper. */
export function TextArea({ label, name, error, hint, required = false, id, className, rows = 6, 'aria-describedby': describedBy, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} required={required} />
      <textarea
        {...rest}
        id={ids.controlId}
        name={name}
        rows={rows}
        className={cx(styles.control, textAreaStyles.textarea)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={idList(describedBy, hint ? ids.hintId : undefined, error && ids.errorId)}
      />
      {hint && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
