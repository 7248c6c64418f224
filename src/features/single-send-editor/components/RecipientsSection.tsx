import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectAllSegments, selectSegmentsLoaded } from '@/features/segments/selectors';
import { segmentsRequested } from '@/features/segments/slice';
import { useListChoice } from '@/shared/audience/list-choice';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Checkbox } from '@/shared/ui/Checkbox';
import type { SettingsDraft } from '../types';
import { SegmentChoice } from './SegmentChoice';
import styles from './SettingsPanel.module.css';

interface Props {
  draft: SettingsDraft;
  /** The pre-send problems of the recipients, and the server's. */
  errors: string[];
  createListPath: string;
  onChange(changes: Partial<SettingsDraft>): void;
}

const { include, exclude } = SINGLE_SEND_LIMITS;

/** Who receives the send: lists and segments or all contacts, less the excluded lists and segments (spec §5 limits). */
export function RecipientsSection({ draft, errors, createListPath, onChange }: Props) {
  const ListChoice = useListChoice();
  useLoadOnce(useAppSelector(selectSegmentsLoaded), segmentsRequested);
  const segments = useAppSelector(selectAllSegments);
  const [limitError, setLimitError] = useState<{ include?: string; exclude?: string }>({});
  const { sendTo, exclude: excluded } = draft;

  const chooseLists = (side: 'include' | 'exclude', ids: string[]) => {
    const max = side === 'include' ? include.lists : exclude.lists;
    if (ids.length > max) {
      setLimitError({ [side]: side === 'include' ? `Send to at most ${max} lists.` : `Exclude at most ${max} lists.` });
      return;
    }
    setLimitError({});
    onChange(side === 'include' ? { sendTo: { ...sendTo, list_ids: ids } } : { exclude: { ...excluded, list_ids: ids } });
  };

  return (
    <section className={styles.section} aria-labelledby="recipients-title">
      <h3 id="recipients-title" className={styles.sectionTitle}>
        Recipients
      </h3>
      <Checkbox
        name="allContacts"
        label="Send to all contacts"
        checked={sendTo.all}
        onChange={(event) => onChange({ sendTo: { ...sendTo, all: event.target.checked } })}
      />
      {!sendTo.all && (
        <>
          {ListChoice && (
            <ListChoice label="Send To Lists" multiple allowNew={false} value={sendTo.list_ids} error={limitError.include} onChange={(ids) => chooseLists('include', ids)} />
          )}
          <Link to={createListPath}>Create a new list</Link>
          <SegmentChoice
            legend="Send To Segments"
            segments={segments}
            value={sendTo.segment_ids}
            max={include.segments}
            onChange={(ids) => onChange({ sendTo: { ...sendTo, segment_ids: ids } })}
          />
        </>
      )}
      {ListChoice && (
        <ListChoice label="Exclude Lists" multiple allowNew={false} value={excluded.list_ids} error={limitError.exclude} onChange={(ids) => chooseLists('exclude', ids)} />
      )}
      <SegmentChoice
        legend="Exclude Segments"
        segments={segments}
        value={excluded.segment_ids}
        max={exclude.segments}
        onChange={(ids) => onChange({ exclude: { ...excluded, segment_ids: ids } })}
      />
      <p className={styles.hint}>
        Up to {include.lists} lists and {include.segments} segments to send to; up to {exclude.lists} lists and {exclude.segments} segments to exclude.
      </p>
      {errors.length > 0 && (
        <ul className={styles.problems} aria-label="Recipient problems">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
