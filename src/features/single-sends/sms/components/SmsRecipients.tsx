import { useEffect } from 'react';
import { selectAllSegments, selectSegmentsLoaded } from '@/features/segments/selectors';
import { segmentsRequested } from '@/features/segments/slice';
import { useListChoice } from '@/shared/audience/list-choice';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { CheckboxGroup } from '@/shared/ui/CheckboxGroup';
import styles from './SmsEditor.module.css';

interface Props {
  listIds: string[];
  segmentIds: string[];
  basePath: string;
  error?: string;
  onChange(recipients: { listIds?: string[]; segmentIds?: string[] }): void;
}

/** Who receives the SMS: lists (chosen, or made on the way in modals/create_list) and valid segments. */
export function SmsRecipients({ listIds, segmentIds, basePath, error, onChange }: Props) {
  const dispatch = useAppDispatch();
  const ListChoice = useListChoice();
  const segments = useAppSelector(selectAllSegments);
  const segmentsLoaded = useAppSelector(selectSegmentsLoaded);
  const { lists: maxLists, segments: maxSegments } = SINGLE_SEND_LIMITS.include;
  useEffect(() => {
    if (!segmentsLoaded) dispatch(segmentsRequested());
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps

  // An invalid segment cannot be chosen; one chosen before it became invalid stays listed, to be removed.
  const choosable = segments.filter((segment) => segment.status !== 'invalid' || segmentIds.includes(segment.id));
  return (
    <section className={styles.section} aria-labelledby="sms-recipients-heading">
      <h2 id="sms-recipients-heading">Recipients</h2>
      {ListChoice && (
        <ListChoice
          label={`Send to lists (up to ${maxLists})`}
          value={listIds}
          multiple
          allowNew={false}
          error={error}
          onChange={(ids) => onChange({ listIds: ids })}
        />
      )}
      <div className={styles.row}>
        <ButtonLink to={`${basePath}/modals/create_list`} variant="tertiary" size="sm">
          Create a list
        </ButtonLink>
      </div>
      {choosable.length > 0 && (
        <CheckboxGroup
          legend={`Send to segments (up to ${maxSegments})`}
          name="sms-segments"
          options={choosable.map((segment) => ({ value: segment.id, label: segment.status === 'invalid' ? `${segment.name} (invalid)` : segment.name }))}
          value={segmentIds}
          onChange={(ids) => onChange({ segmentIds: ids })}
        />
      )}
    </section>
  );
}
