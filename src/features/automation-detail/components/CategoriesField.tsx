import { useId, useState } from 'react';
import { isComplete } from '@/shared/request-state/request-state';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { FIELD_IDS } from '../field-ids';
import { selectAutomationCategories } from '../selectors';
import { categoriesRequested } from '../slice';
import styles from './AutomationDetail.module.css';

const MAX = AUTOMATION_LIMITS.categories;

interface Props {
  value: readonly string[];
  error?: string;
  disabled: boolean;
  onChange(categories: string[]): void;
}

/** Categories: typed or picked from the ones the account used before, at most 10. */
export function CategoriesField({ value, error: serverError, disabled, onChange }: Props) {
  const known = useAppSelector(selectAutomationCategories);
  useLoadOnce(isComplete(known.request), categoriesRequested);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const listId = useId();

  const add = () => {
    const category = typed.trim();
    if (category === '') return;
    if (value.some((existing) => existing.toLowerCase() === category.toLowerCase())) setError('This category is already added.');
    else if (value.length >= MAX) setError(`An automation can have at most ${MAX} categories.`);
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
          id={FIELD_IDS.category}
          label="Categories"
          name="category"
          list={listId}
          value={typed}
          disabled={disabled}
          error={error ?? serverError}
          hint={`Up to ${MAX}. Press Enter to add.`}
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
