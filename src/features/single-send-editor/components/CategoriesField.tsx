import { useId, useState } from 'react';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { isComplete } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { selectSingleSendCategories } from '../selectors';
import { categoriesRequested } from '../slice';
import styles from './SettingsPanel.module.css';

const MAX = SINGLE_SEND_LIMITS.categories;

/** Categories: typed or picked from the ones the account used before, at most 10. */
export function CategoriesField({ value, onChange }: { value: readonly string[]; onChange(categories: string[]): void }) {
  const known = useAppSelector(selectSingleSendCategories);
  useLoadOnce(isComplete(known.request), categoriesRequested);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const listId = useId();

  const add = () => {
    const category = typed.trim();
    if (category === '') return;
    if (value.some((existing) => existing.toLowerCase() === category.toLowerCase())) setError('This category is already added.');
    else if (value.length >= MAX) setError(`A single send can have at most ${MAX} categories.`);
    else {
      onChange([...value, category]);
      setTyped('');
      setError(undefined);
    }
  };

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <TextField
          label="Categories"
          name="category"
          list={listId}
          value={typed}
          error={error}
          hint={`Up to ${MAX}. Press Enter to add.`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button size="sm" onClick={add}>
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
              <Button size="sm" aria-label={`Remove category ${category}`} onClick={() => onChange(value.filter((existing) => existing !== category))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
