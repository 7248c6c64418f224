import { useEffect } from 'react';
import { selectListNameById } from '@/features/lists/selectors';
import { listsEnsured } from '@/features/lists/slice';
import { selectAllSegments, selectSegmentsLoaded } from '@/features/segments/selectors';
import { segmentsRequested } from '@/features/segments/slice';
import { useListChoice } from '@/shared/audience/list-choice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Button } from '@/shared/ui/Button';
import { FieldError } from '@/shared/ui/FieldError';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { Select } from '@/shared/ui/Select';
import { FIELD_IDS } from '../field-ids';
import { entryEditChanged, entryEditStarted, entryEditStopped } from '../slice';
import type { EntryDraft, EntryKind } from '../types';
import styles from './AutomationDetail.module.css';
import { useDetail } from './use-detail';

const KINDS = [
  { value: 'list', label: 'A list', hint: 'Contacts enter when they are added to the list after the automation goes live.' },
  { value: 'segment', label: 'A segment', hint: 'Contacts enter when they start to match the segment after the automation goes live.' },
];

/** What the entry is, in words: "Contacts added to the list Newsletter". */
export function useEntryText(entry: EntryDraft): string {
  const listName = useAppSelector((state) => (entry.listId === '' ? undefined : selectListNameById(state, entry.listId)));
  const segmentName = useAppSelector((state) => selectAllSegments(state).find((segment) => segment.id === entry.segmentId)?.name);
  if (entry.kind === 'list' && entry.listId !== '') return `Contacts added to the list ${listName ?? '(loading its name…)'}`;
  if (entry.kind === 'segment' && entry.segmentId !== '') return `Contacts who start to match the segment ${segmentName ?? '(loading its name…)'}`;
  return 'No list or segment chosen yet.';
}

/** Entry criteria (a list or a segment, required): shown in words, changed between Edit and Done (or Cancel). */
export function EntrySection({ errors }: { errors: string[] }) {
  const { id, dispatch, draft, detail, readOnly } = useDetail();
  const ListChoice = useListChoice();
  useEffect(() => void dispatch(listsEnsured()), [dispatch]);
  useLoadOnce(useAppSelector(selectSegmentsLoaded), segmentsRequested);
  const segments = useAppSelector(selectAllSegments);
  const entryText = useEntryText(draft?.entry ?? { kind: 'list', listId: '', segmentId: '' });
  const editing = detail.entryEditing;
  if (!draft) return null;
  const change = (changes: Partial<EntryDraft>) => dispatch(entryEditChanged({ id, changes }));
  const usable = segments.filter((segment) => segment.status !== 'invalid' || segment.id === editing?.segmentId);

  return (
    <section className={styles.section} aria-labelledby={`${FIELD_IDS.entry}-title`}>
      <h2 id={`${FIELD_IDS.entry}-title`} className={styles.sectionTitle}>
        Entry criteria
      </h2>
      {editing ? (
        <div className={styles.editBox}>
          <RadioGroup
            legend="Contacts enter from"
            name="entryKind"
            required
            options={KINDS}
            value={editing.kind}
            onChange={(kind) => change({ kind: kind as EntryKind })}
          />
          {editing.kind === 'list' && ListChoice && (
            <ListChoice label="Entry list" multiple={false} allowNew={false} value={editing.listId === '' ? [] : [editing.listId]} onChange={(ids) => change({ listId: ids.at(-1) ?? '' })} />
          )}
          {editing.kind === 'segment' && (
            <Select
              label="Entry segment"
              name="entrySegment"
              required
              placeholder="Select a segment"
              value={editing.segmentId}
              options={usable.map((segment) => ({ value: segment.id, label: segment.status === 'invalid' ? `${segment.name} (invalid)` : segment.name }))}
              onChange={(event) => change({ segmentId: event.target.value })}
            />
          )}
          <div className={styles.row}>
            <Button variant="primary" size="sm" onClick={() => dispatch(entryEditStopped({ id, apply: true }))}>
              Done
            </Button>
            <Button size="sm" onClick={() => dispatch(entryEditStopped({ id, apply: false }))}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.row}>
          <p className={styles.summary} id={`${FIELD_IDS.entry}-summary`}>
            {entryText}
          </p>
          <Button id={FIELD_IDS.entry} size="sm" disabled={readOnly} aria-describedby={`${FIELD_IDS.entry}-summary${errors.length > 0 ? ` ${FIELD_IDS.entry}-error` : ''}`} onClick={() => dispatch(entryEditStarted({ id }))}>
            Edit entry criteria
          </Button>
        </div>
      )}
      {errors.length > 0 && <FieldError id={`${FIELD_IDS.entry}-error`}>{errors.join(' ')}</FieldError>}
    </section>
  );
}
