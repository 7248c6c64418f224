import { pendingCount } from '@/shared/bulk/bulk-report';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { bulkVerb, contactCountText } from '../messages';
import { selectBulkOperation } from '../selectors';
import { bulkCancelRequested, bulkDismissed, bulkRetryRequested } from '../slice';
import type { TableKey } from '../types';
import styles from './ContactsTable.module.css';

/** The running or last bulk change of a table: progress and Cancel, then what was done and exactly which contacts failed, with Retry. */
export function BulkProgress({ tableKey }: { tableKey: TableKey }) {
  const dispatch = useAppDispatch();
  const bulk = useAppSelector(selectBulkOperation);
  if (!bulk || bulk.key !== tableKey) return null;
  const { report, phase, change } = bulk;
  const verb = bulkVerb(change);
  const running = phase === 'resolving' || phase === 'sending';
  const failedIds = report.failures.flatMap((failure) => failure.items.map((item) => item.id));
  const cancel = (
    <Button size="sm" onClick={() => dispatch(bulkCancelRequested())}>
      Cancel
    </Button>
  );

  return (
    <section className={styles.bulk} aria-label="Bulk change">
      {phase === 'resolving' && (
        <p role="status">
          Gathering the selected contacts: {formatNumber(bulk.resolved)} of {formatNumber(report.total)}… {cancel}
        </p>
      )}
      {phase !== 'resolving' && (
        <ProgressBar
          label={running ? `Contacts being ${verb}` : `Contacts ${verb}`}
          value={report.done + report.failed}
          max={report.total}
          valueText={`${formatNumber(report.done)} of ${formatNumber(report.total)} ${verb}${report.failed > 0 ? `, ${formatNumber(report.failed)} failed` : ''}`}
        />
      )}
      {phase === 'sending' && cancel}
      {phase === 'cancelled' && <p role="status">Cancelled: {contactCountText(pendingCount(report))} were not sent.</p>}
      {bulk.error && (
        <InlineAlert tone="danger" title="Nothing was changed">
          {bulk.error.message}
        </InlineAlert>
      )}
      {failedIds.length > 0 && !running && (
        <InlineAlert tone="danger" title={`${contactCountText(failedIds.length)} could not be ${verb}`}>
          <p>{report.failures[0]?.error.message}</p>
          {/* It scrolls: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.failedIds} tabIndex={0} role="region" aria-label="Failed contact ids">
            <ul aria-label="Contacts that failed">
              {failedIds.map((id) => (
                <li key={id}>{id}</li>
              ))}
            </ul>
          </div>
          <Button size="sm" onClick={() => dispatch(bulkRetryRequested())}>
            Retry {contactCountText(failedIds.length)}
          </Button>
        </InlineAlert>
      )}
      {!running && (
        <Button size="sm" variant="tertiary" onClick={() => dispatch(bulkDismissed())}>
          Dismiss
        </Button>
      )}
    </section>
  );
}
