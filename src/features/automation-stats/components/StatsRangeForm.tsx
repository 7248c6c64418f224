import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { ALL_TIME, type StatsRange } from '../types';
import styles from './AutomationStats.module.css';

interface Props {
  range: StatsRange;
  onChange(range: StatsRange): void;
}

/** Browsers without a date picker leave the field as text: the same format is asked for there. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INVALID_DATE = 'Enter a date as YYYY-MM-DD.';

/** The days the figures cover: from and to (either may stay empty), applied together; "All time" clears both. */
export function StatsRangeForm({ range, onChange }: Props) {
  const [start, setStart] = useState(range.start ?? '');
  const [end, setEnd] = useState(range.end ?? '');
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      start: start !== '' && !DATE.test(start) ? INVALID_DATE : undefined,
      end: end !== '' && !DATE.test(end) ? INVALID_DATE : start !== '' && end !== '' && end < start ? 'Choose an end date on or after the start date.' : undefined,
    };
    setErrors(found);
    if (found.start || found.end) return;
    onChange({ start: start || null, end: end || null });
  };
  const clear = () => {
    setStart('');
    setEnd('');
    setErrors({});
    onChange(ALL_TIME);
  };

  return (
    <form onSubmit={apply} noValidate>
      <fieldset className={styles.range}>
        <legend>Date range</legend>
        <TextField type="date" label="From" name="start_date" value={start} onChange={(event) => setStart(event.target.value)} error={errors.start} />
        <TextField type="date" label="To" name="end_date" value={end} onChange={(event) => setEnd(event.target.value)} error={errors.end} />
        <div className={styles.rangeActions}>
          <Button type="submit">Apply</Button>
          {(range.start !== null || range.end !== null) && (
            <Button variant="tertiary" onClick={clear}>
              All time
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
