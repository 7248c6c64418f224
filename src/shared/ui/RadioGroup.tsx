import type { ReactNode } from 'react';
import { ChoiceFieldset } from './ChoiceFieldset';
import styles from './Field.module.css';
import { useFieldIds } from './use-field-ids';

export interface RadioOption {
  value: string;
  label: string;
  hint?: ReactNode;
}

export interface RadioGroupProps {
  legend: string;
  name: string;
  options: RadioOption[];
  /** Value of the checked option; none is checked when it matches no option. */
  value?: string | null;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A fieldset of native radios: arrow keys move between options, Tab leaves the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required = false,
  disabled,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds();
  return (
    // radiogroup (allowed on fieldset) is what supports aria-required and aria-invalid.
    <ChoiceFieldset
      role="radiogroup"
      legend={legend}
      ids={ids}
      hint={hint}
      error={error}
      required={required}
      className={className}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <div className={styles.options}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                className={styles.choiceInput}
                aria-describedby={option.hint ? optionHintId : undefined}
              />
              <label htmlFor={optionId} className={styles.choiceLabel}>
                {option.label}
              </label>
              {option.hint && (
                <div id={optionHintId} className={styles.hint}>
                  {option.hint}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
