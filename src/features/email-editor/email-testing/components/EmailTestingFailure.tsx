import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { SUPPORT_URL } from '../links';
import { messages } from '../messages';
import styles from './EmailTesting.module.css';

const SUPPORT_WORDS = 'contact Support';
const [BEFORE = '', AFTER = ''] = messages.failed.split(SUPPORT_WORDS);

/** The spec's email testing failure, word for word, its "contact Support" a link to the support site. */
export function EmailTestingFailure({ onRetry }: { onRetry?(): void }) {
  return (
    <InlineAlert tone="danger">
      <p className={styles.failure}>
        {BEFORE}
        <a href={SUPPORT_URL} target="_blank" rel="noreferrer" aria-label={`${SUPPORT_WORDS} (opens in a new tab)`}>
          {SUPPORT_WORDS}
        </a>
        {AFTER}
      </p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </InlineAlert>
  );
}
