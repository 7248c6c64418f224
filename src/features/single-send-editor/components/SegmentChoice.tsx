import { useId } from 'react';
import type { Segment } from '@/features/segments/types';
import { ChoiceFieldset } from '@/shared/ui/ChoiceFieldset';
import { useFieldIds } from '@/shared/ui/use-field-ids';
import styles from './SettingsPanel.module.css';

interface Props {
  legend: string;
  segments: readonly Segment[];
  value: readonly string[];
  max: number;
  error?: string;
  onChange(ids: string[]): void;
}

/**
 * Segments to choose: an invalid segment cannot be chosen (its reason is said beside it), nor another
 * once `max` are chosen; one chosen earlier that became invalid can still be taken off.
 */
export function SegmentChoice({ legend, segments, value, max, error, onChange }: Props) {
  const ids = useFieldIds();
  const prefix = useId();
  const full = value.length >= max;
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ChoiceFieldset legend={legend} ids={ids} error={error} hint={`Up to ${max} segments.`}>
      {segments.length === 0 && <p className={styles.hint}>You have no segments yet.</p>}
      <div className={styles.options}>
        {segments.map((segment) => {
          const checked = value.includes(segment.id);
          const invalid = segment.status === 'invalid';
          const optionId = `${prefix}-${segment.id}`;
          const reason = invalid ? `Invalid: ${segment.errorMessage ?? 'its conditions can no longer be checked'}` : `${segment.contactsCount.toLocaleString('en-US')} contacts`;
          return (
            <div key={segment.id} className={styles.option}>
              <input
                type="checkbox"
                id={optionId}
                checked={checked}
                disabled={!checked && (invalid || full)}
                aria-describedby={`${optionId}-hint`}
                aria-invalid={checked && invalid ? true : undefined}
                onChange={(event) => toggle(segment.id, event.target.checked)}
              />
              <label htmlFor={optionId}>{segment.name}</label>
              <span id={`${optionId}-hint`} className={styles.optionHint}>
                {reason}
              </span>
            </div>
          );
        })}
      </div>
    </ChoiceFieldset>
  );
}
