import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';
import { FieldError } from './FieldError';
import { RequiredMark } from './RequiredMark';
import { idList, type useFieldIds } from './use-field-ids';

export interface ChoiceFieldsetProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'aria-describedby'> {
  legend: string;
  ids: ReturnType<typeof useFieldIds>;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

/** The frame of a group of radios or checkboxes: legend, hint and error, which describe the group. */
export function ChoiceFieldset({ legend, ids, hint, error, required = false, className, children, ...rest }: ChoiceFieldsetProps) {
  return (
    <fieldset {...rest} className={cx(styles.fieldset, className)} aria-describedby={idList(hint ? ids.hintId : undefined, error && ids.errorId)}>
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <div id={ids.hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </fieldset>
  );
}
