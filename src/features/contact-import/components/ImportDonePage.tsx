import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Spinner } from '@/shared/ui/Spinner';
import { selectImportListings, selectSending } from '../selectors';
import { sendRequested } from '../slice';
import { toImportResults } from '../types';
import styles from './ImportWizard.module.css';
import { ImportList } from './ImportList';
import { WizardSteps } from './WizardSteps';

/**
 * /contacts/import/done: the upload's progress, then the import's processing and result. The user may
 * leave at any time once the file is uploaded: the job is followed from the store and its end raises an
 * alert wherever they are; it stays listed here.
 */
export function ImportDonePage() {
  const dispatch = useAppDispatch();
  const sending = useAppSelector(selectSending);
  const current = useAppSelector(selectImportListings).find((listing) => listing.record.jobId === sending.jobId);
  const results = toImportResults(current?.job?.result);
  const status = current?.job?.status;

  return (
    <div className={styles.page}>
      <PageHeader title="Import Contacts" breadcrumb={[{ label: 'Contacts', to: '../..' }]} />
      <WizardSteps current={3} />
      <section className={styles.panel} aria-labelledby="done-heading" aria-live="polite">
        <h2 id="done-heading" className={styles.heading}>
          {current === undefined ? 'Your import' : current.record.fileName}
        </h2>
        {(sending.status === 'starting' || sending.status === 'compressing') && <Spinner label="Preparing the upload" />}
        {sending.status === 'uploading' && (
          <ProgressBar
            label="Uploading the file"
            value={sending.loaded}
            max={sending.total}
            valueText={`${Math.floor((100 * sending.loaded) / Math.max(sending.total, 1))}% uploaded`}
          />
        )}
        {sending.status === 'failed' && (
          <InlineAlert tone="danger" title="The import was not sent">
            <p>{sending.error?.message}</p>
            <Button onClick={() => dispatch(sendRequested())}>Try again</Button>
          </InlineAlert>
        )}
        {sending.status === 'sent' && status === 'pending' && (
          <>
            <Spinner label="Processing your contacts" />
            <p className={styles.hint}>You can leave this page: you will be told when the import is done, wherever you are in the app.</p>
          </>
        )}
        {current !== undefined && status !== undefined && status !== 'pending' && (
          <>
            <InlineAlert tone={status === 'completed' ? 'success' : status === 'errored' ? 'warning' : 'danger'}>
              {status === 'completed' && 'The import is complete.'}
              {status === 'errored' && 'The import is complete, but some rows were not imported.'}
              {(status === 'failed' || status === 'timedOut') && 'The import failed.'}
            </InlineAlert>
            {results !== null && (
              <dl className={styles.summary} aria-label="Import result">
                <div>
                  <dt>Rows</dt>
                  <dd>{formatNumber(results.requested)}</dd>
                </div>
                <div>
                  <dt>Created</dt>
                  <dd>{formatNumber(results.created)}</dd>
                </div>
                <div>
                  <dt>Updated</dt>
                  <dd>{formatNumber(results.updated)}</dd>
                </div>
                <div>
                  <dt>Errors</dt>
                  <dd>{formatNumber(results.errored)}</dd>
                </div>
                <div>
                  <dt>Imported without some values</dt>
                  <dd>{formatNumber(results.fieldErrored)}</dd>
                </div>
              </dl>
            )}
            <p className={styles.hint}>
              The check expected {formatNumber(current.record.expected.creates)} new, {formatNumber(current.record.expected.updates)} updated and{' '}
              {formatNumber(current.record.expected.invalid)} invalid rows.
            </p>
          </>
        )}
        {sending.status === 'idle' && current === undefined && <p>No import is under way.</p>}
        <div className={styles.actions}>
          <ButtonLink to="new" variant="primary">
            Import another file
          </ButtonLink>
          <ButtonLink to="../..">Back to contacts</ButtonLink>
        </div>
      </section>
      <ImportList />
    </div>
  );
}
