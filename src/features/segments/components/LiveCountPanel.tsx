import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { selectSegmentPreview } from '../selectors';
import type { Countable } from './use-live-count';
import styles from './SegmentBuilder.module.css';

interface Props {
  countable: Countable | null;
  onExplain(contact: ContactDto): void;
}

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The count and a sample of the contacts the segment holds as edited, updated as the conditions change. */
export function LiveCountPanel({ countable, onExplain }: Props) {
  const preview = useAppSelector(selectSegmentPreview);
  const counting = isInFlight(preview.request);
  const error = errorOf(preview.request);
  const unfinished = countable ? countable.total - countable.finished : 0;
  const shown = preview.count !== null && countable?.queryDsl !== null && !error;

  let summary: string;
  if (countable?.queryDsl === null) summary = 'Finish a condition to see how many contacts match.';
  else if (error) summary = `We could not count the contacts. ${error.message}`;
  else if (!shown) summary = 'Counting…';
  else if (preview.count === 0) summary = 'No contacts match these conditions.';
  else summary = `${plural(preview.count ?? 0, 'contact matches', 'contacts match')} these conditions.`;

  return (
    <aside className={styles.panel} aria-labelledby="live-count-heading" aria-busy={counting}>
      <h2 id="live-count-heading" className={styles.panelTitle}>
        Matching contacts
      </h2>
      <p className={styles.count} aria-hidden="true">
        {shown ? formatNumber(preview.count ?? 0) : '–'}
      </p>
      <p role="status" className={styles.muted}>
        {summary}
        {counting && shown ? ' Updating…' : ''}
      </p>
      {unfinished > 0 && countable?.queryDsl !== null && (
        <p className={styles.muted}>{plural(unfinished, 'unfinished condition is', 'unfinished conditions are')} not counted yet.</p>
      )}
      {shown && preview.sample.length > 0 && (
        <>
          <h3 className={styles.muted}>A sample of them</h3>
          <ul className={styles.sample} aria-label="Sample of matching contacts">
            {preview.sample.map((contact) => (
              <li key={contact.id}>
                <span>{contactDisplayName(contact)}</span>
                <Button size="sm" variant="tertiary" aria-label={`Why is ${contactDisplayName(contact)} in this segment?`} onClick={() => onExplain(contact)}>
                  Why?
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
