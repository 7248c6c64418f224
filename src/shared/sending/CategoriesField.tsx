import type { Action } from '@reduxjs/toolkit';
import { useId, useState } from 'react';
import { isComplete } from '../request-state/request-state';
import { useLoadOnce } from '../store/use-load-once';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './CategoriesField.module.css';
import type { KnownCategories } from './known-categories';

interface Props {
  value: readonly string[];
  /** Offered while typing; `load` asks for them once when the field opens. */
  known: KnownCategories;
  load(): Action;
  max: number;
  /** Said when one more would pass `max`. */
  tooMany: string;
  id?: string;
  /** The server's message, shown until the user's own error replaces it. */
  error?: string;
  disabled?: boolean;
  onChange(categories: string[]): void;
}

/** Categories: typed or picked from the ones the account used before, at most `max`. */
export function CategoriesField({ value, known, load, max, tooMany, id, error: serverError, disabled, onChange }: Props) {
  useLoadOnce(isComplete(known.request), load);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const listId = useId();

  const add = () => {
    const category = typed.trim();
    if (category === '') return;
    if (value.some((existing) => existing.toLowerCase() === category.toLowerCase())) setError('This category is already added.');
    else if (value.length >= max) setError(tooMany);
    else {
      onChange([...value, category]);
      setTyped('');
      setError(undefined);
    }
  };

  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <TextField
          id={id}
          label="Categories"
          name="category"
          list={listId}
          value={typed}
          disabled={disabled}
          error={error ?? serverError}
          hint={`Up to ${max}. Press Enter to add.`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button size="sm" disabled={disabled} onClick={add}>
          Add category
        </Button>
      </div>
      <datalist id={listId}>
        {known.values.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label="Chosen categories">
          {value.map((category) => (
            <li key={category} className={styles.row}>
              <span>{category}</span>
              <Button size="sm" disabled={disabled} aria-label={`Remove category ${category}`} onClick={() => onChange(value.filter((existing) => existing !== category))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
