import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEND_MESSAGES } from '@/shared/sending/readiness';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import type { WinnerCriteria } from '@/shared/sending/single-send';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Select } from '@/shared/ui/Select';
import { TextField } from '@/shared/ui/TextField';
import { AB_DURATIONS, abTestStarted, variationsCountChanged, variationSubjectChanged } from '../ab-variations';
import { duplicateSubjects } from '../draft';
import type { AbSettings, SettingsDraft } from '../types';
import styles from './SettingsPanel.module.css';

interface Props {
  draft: SettingsDraft;
  basePath: string;
  errors: string[];
  /** The variation whose content the editor shows, in a content test. */
  activeVariationId?: string;
  onEditContent(variationId: string): void;
  onChange(changes: Partial<SettingsDraft>): void;
}

const { min, max } = SINGLE_SEND_LIMITS.abVariations;
const COUNTS = Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
const CRITERIA: { value: WinnerCriteria; label: string }[] = [
  { value: 'open', label: 'Open rate' },
  { value: 'click', label: 'Click rate' },
  { value: 'manual', label: 'Manual' },
];

/** The A/B test: subject or content, 2–6 variations, test size, duration and winning criteria. */
export function AbTestSection({ draft, basePath, errors, activeVariationId, onEditContent, onChange }: Props) {
  const navigate = useNavigate();
  const { abtest, variations } = draft;
  if (!abtest) {
    return (
      <section className={styles.section} aria-labelledby="ab-title">
        <h3 id="ab-title" className={styles.sectionTitle}>
          A/B Test
        </h3>
        <p className={styles.hint}>Test up to {max} subjects or contents on a share of the recipients; the winner goes to the rest.</p>
        <Button size="sm" onClick={() => onChange(abTestStarted(draft))}>
          Add an A/B test
        </Button>
      </section>
    );
  }
  const setAb = (changes: Partial<AbSettings>) => onChange({ abtest: { ...abtest, ...changes } });
  const duplicates = duplicateSubjects(draft);
  const count = (value: string) => {
    const wanted = Number(value);
    if (wanted < variations.length) navigate(`${basePath}/decrease_variations?to=${wanted}`);
    else onChange(variationsCountChanged(draft, wanted));
  };

  return (
    <section className={styles.section} aria-labelledby="ab-title">
      <h3 id="ab-title" className={styles.sectionTitle}>
        A/B Test
      </h3>
      <RadioGroup
        legend="Test Type"
        name="abType"
        value={abtest.type}
        options={[
          { value: 'subject', label: 'Subject lines' },
          { value: 'content', label: 'Content' },
        ]}
        onChange={(type) => setAb({ type: type as AbSettings['type'] })}
      />
      <Select label="Number of Variations" name="abCount" value={String(variations.length)} options={COUNTS.map((value) => ({ value, label: value }))} onChange={(event) => count(event.target.value)} />
      <ul className={styles.section} aria-label="Variations">
        {variations.map((variation, index) => {
          const subject = index === 0 ? draft.subject : variation.subject;
          const duplicate = duplicates.has(subject.trim().toLowerCase());
          return (
            <li key={variation.id} className={styles.row}>
              {abtest.type === 'subject' ? (
                <TextField
                  label={`Subject ${variation.name}`}
                  name={`subject-${variation.name}`}
                  required
                  value={subject}
                  error={subject.trim() === '' ? SEND_MESSAGES.subject : duplicate ? SEND_MESSAGES.abSubjectsUnique : undefined}
                  onChange={(event) => onChange(variationSubjectChanged(draft, variation.id, event.target.value))}
                />
              ) : (
                <Button size="sm" aria-pressed={(activeVariationId ?? variations[0]?.id) === variation.id} onClick={() => onEditContent(variation.id)}>
                  Edit content {variation.name}
                </Button>
              )}
              {index > 0 && variations.length > min && (
                <ButtonLink size="sm" to={`${basePath}/delete_variation?variation=${variation.id}`} aria-label={`Delete variation ${variation.name}`}>
                  Delete
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
      <TestSizeField value={abtest.testPercentage} onChange={(testPercentage) => setAb({ testPercentage })} />
      <Select label="Test Duration" name="abDuration" value={abtest.duration} options={AB_DURATIONS.map((value) => ({ value, label: value }))} onChange={(event) => setAb({ duration: event.target.value })} hint="A winner must be picked within 7 days." />
      <RadioGroup legend="Winning Criteria" name="abCriteria" value={abtest.winnerCriteria} options={CRITERIA} onChange={(value) => setAb({ winnerCriteria: value as WinnerCriteria })} />
      {errors.length > 0 && (
        <ul className={styles.problems} aria-label="A/B test problems">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <ButtonLink size="sm" to={`${basePath}/disable_ab`}>
        Turn off the A/B test
      </ButtonLink>
    </section>
  );
}

const SIZE_MESSAGE = 'Test size must be a whole number from 1 to 100.';

/** The share of recipients in the test, in percent: only whole numbers 1–100 are stored; what is typed stays on screen. */
function TestSizeField({ value, onChange }: { value: number; onChange(value: number): void }) {
  const [error, setError] = useState<string>();
  return (
    <TextField
      label="Test Size (% of recipients)"
      name="abTestSize"
      type="number"
      min={1}
      max={100}
      defaultValue={String(value)}
      error={error}
      hint={`At least ${SINGLE_SEND_LIMITS.abMinContactsPerVariant} contacts per variation; at most ${SINGLE_SEND_LIMITS.abMaxSendSize.toLocaleString('en-US')} contacts in all.`}
      onChange={(event) => {
        const typed = event.target.value.trim();
        const number = Number(typed);
        const valid = /^\d+$/.test(typed) && number >= 1 && number <= 100;
        setError(valid ? undefined : SIZE_MESSAGE);
        if (valid) onChange(number);
      }}
    />
  );
}
