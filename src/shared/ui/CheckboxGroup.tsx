import type { ReactNode } from 'react';
import { ChoiceFieldset } from './ChoiceFieldset';
import styles from './Field.module.css';
import { useFieldIds } from './use-field-ids';

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly CheckboxOption[];
  /** Values of the checked options. */
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
  hint?: ReactNode;
  /** Marks the group required with a visual "*" (outside the legend's text for assistive technology). */
  required?: boolean;
  disabled?: boolean;
  /** Extra controls under the legend, e.g. "Select all". */
  actions?: ReactNode;
  /** Lays the options out in columns of at least this width (any CSS length). */
  columnWidth?: string;
  className?: string;
}

/**
 * A fieldset of native checkboxes for a multiple choice. The hint and error describe the group; each
 * checkbox is marked invalid with it, so "focus the first invalid field" lands on the first one.
 * The checked values keep the options' order.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required = false,
  disabled,
  actions,
  columnWidth,
  className,
}: CheckboxGroupProps) {
  const ids = useFieldIds();
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((item) => item.value).filter((item) => (item === option ? checked : value.includes(item))));

  return (
    <ChoiceFieldset legend={legend} ids={ids} hint={hint} error={error} required={required} className={className} disabled={disabled}>
      {actions}
      <div
        className={styles.options}
        style={columnWidth ? { display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth}, 1fr))` } : undefined}
      >
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          return (
            <div key={option.value} className={styles.choice}>
              <input
                type="checkbox"
                id={optionId}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className={styles.choiceInput}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={optionId} className={styles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
