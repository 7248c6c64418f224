import { formatNumber } from '@/shared/format/display-format';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { TOO_ADVANCED_MESSAGE } from '../messages';
import styles from './Segments.module.css';

/**
 * The spec's "query too advanced for rendering": a query the builder cannot show (written elsewhere, or
 * too complex), read-only with its count. The segment can still be duplicated or deleted.
 */
export function TooAdvancedQuery({ queryDsl, contactsCount, reason }: { queryDsl: string; contactsCount: number; reason: string }) {
  return (
    <div className={styles.stacked}>
      <InlineAlert tone="info" title="Query too advanced for rendering">
        {TOO_ADVANCED_MESSAGE} It is shown as written ({reason}). You can still duplicate or delete this segment.
      </InlineAlert>
      <p>
        <strong>{formatNumber(contactsCount)}</strong> {contactsCount === 1 ? 'contact matches' : 'contacts match'} this query.
      </p>
      <pre className={styles.query} aria-label="Query">
        {queryDsl}
      </pre>
    </div>
  );
}
