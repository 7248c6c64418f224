import { useAccountDateTime } from '../account/use-account-date-time';
import { Button } from '../ui/Button';
import { InlineAlert } from '../ui/InlineAlert';
import { KEPT_EDITS_MESSAGES } from './kept-edits-messages';
import styles from './KeptEditsNotice.module.css';
import type { KeptEditsState } from './use-kept-edits';

interface KeptEditsNoticeProps<T> {
  kept: KeptEditsState<T>;
  /** What is edited, in the screen's words ("signup form", "segment"). */
  noun: string;
  /** The revision on screen now: when the kept edits started from another one, the notice says so. */
  revision?: string;
  /** Applies the restored values to the form. */
  onRestore(values: T): void;
}

/** Offers edits kept from an earlier visit (useKeptEdits), or says the browser cannot keep them. */
export function KeptEditsNotice<T>({ kept, noun, revision, onRestore }: KeptEditsNoticeProps<T>) {
  const formatTime = useAccountDateTime();
  const { offer } = kept;
  if (offer === undefined) {
    return kept.keepFailed ? <InlineAlert tone="warning">{KEPT_EDITS_MESSAGES.keepFailed}</InlineAlert> : null;
  }
  const savedSince = offer.basedOn !== undefined && revision !== undefined && offer.basedOn !== revision;
  return (
    <InlineAlert tone="warning" title={KEPT_EDITS_MESSAGES.offerTitle} className={styles.notice}>
      <p className={styles.text}>{KEPT_EDITS_MESSAGES.offer(noun, formatTime(offer.keptAt))}</p>
      {savedSince && <p className={styles.text}>{KEPT_EDITS_MESSAGES.savedSince(noun)}</p>}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            const values = kept.restore();
            if (values !== undefined) onRestore(values);
          }}
        >
          {KEPT_EDITS_MESSAGES.restore}
        </Button>
        <Button size="sm" onClick={kept.discard}>
          {KEPT_EDITS_MESSAGES.discard}
        </Button>
      </div>
    </InlineAlert>
  );
}
