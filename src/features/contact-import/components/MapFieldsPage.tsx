import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { selectContactUsage } from '@/shared/account/account-selectors';
import { useAccountResources } from '@/shared/account/use-account-resources';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Spinner } from '@/shared/ui/Spinner';
import { DRY_RUN_FAILED_MESSAGE, FALLBACK_ENCODING_MESSAGE } from '../messages';
import { selectDryRun, selectImportFile, selectMappingProblem, selectReading } from '../selectors';
import { dryRunCancelled, dryRunRequested, selectContactImportState, sendRequested } from '../slice';
import { DryRunReport } from './DryRunReport';
import { ImportRules } from './ImportRules';
import styles from './ImportWizard.module.css';
import { MappingTable } from './MappingTable';
import { NoFileNotice } from './NoFileNotice';
import { overLimitBy, USAGE_RESOURCES } from './over-limit';
import { useImportFields } from './use-import-fields';
import { WizardSteps } from './WizardSteps';

/** /contacts/import/map-fields: map every column, check the import (the dry run), then send it. */
export function MapFieldsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const file = useAppSelector(selectImportFile);
  const reading = useAppSelector(selectReading);
  const problem = useAppSelector(selectMappingProblem);
  const dryRun = useAppSelector(selectDryRun);
  const usage = useAppSelector(selectContactUsage);
  const { fallbackEncoding } = useAppSelector(selectContactImportState);
  useImportFields();
  useAccountResources(USAGE_RESOURCES);

  // Leaving the page stops a dry run under way; its result, once there, stays.
  useEffect(() => () => void dispatch(dryRunCancelled()), [dispatch]);

  if (file === null || reading.status !== 'read') {
    return (
      <div className={styles.page}>
        <PageHeader title="Map Fields" breadcrumb={[{ label: 'Contacts', to: '../..' }]} />
        <NoFileNotice />
      </div>
    );
  }

  const summary = dryRun.summary;
  const checking = dryRun.status === 'reading' || dryRun.status === 'matching';
  const send = () => {
    if (summary === null) return;
    if (usage !== undefined && overLimitBy(usage, summary.creates) > 0) {
      navigate('../upload-csv/contact-limit');
      return;
    }
    dispatch(sendRequested());
    navigate('../done');
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Map Fields" description={`Choose the contact field each column of ${file.name} fills.`} breadcrumb={[{ label: 'Contacts', to: '../..' }]} />
      <WizardSteps current={2} />
      <section className={styles.panel} aria-labelledby="mapping-heading">
        <h2 id="mapping-heading" className={styles.heading}>
          Columns
        </h2>
        <p className={styles.hint}>Columns whose header names a field are mapped already. Email, or another identifier, must be mapped.</p>
        {fallbackEncoding !== null && (
          <InlineAlert tone="info" title={`Read as ${fallbackEncoding}`}>
            {FALLBACK_ENCODING_MESSAGE(fallbackEncoding)}
          </InlineAlert>
        )}
        {problem !== undefined && (
          <InlineAlert tone="warning" title="The mapping is not complete">
            {problem}
          </InlineAlert>
        )}
        <MappingTable />
      </section>
      <ImportRules />
      <section className={styles.panel} aria-labelledby="check-heading">
        <h2 id="check-heading" className={styles.heading}>
          Check the import
        </h2>
        <p className={styles.hint}>The whole file is checked on this computer with your mapping; nothing is imported yet.</p>
        {dryRun.status === 'reading' &&
          (dryRun.progress === null ? (
            <Spinner label="Checking the rows" />
          ) : (
            <ProgressBar
              label="Checking the rows"
              value={dryRun.progress.bytesRead}
              max={dryRun.progress.totalBytes}
              valueText={`${Math.floor((100 * dryRun.progress.bytesRead) / Math.max(dryRun.progress.totalBytes, 1))}% checked, ${formatNumber(dryRun.progress.rows)} rows`}
            />
          ))}
        {dryRun.status === 'matching' && <Spinner label="Looking for contacts you already have" />}
        {dryRun.status === 'failed' && (
          <InlineAlert tone="danger" title="The check did not finish">
            {dryRun.error?.message ?? DRY_RUN_FAILED_MESSAGE}
          </InlineAlert>
        )}
        {summary !== null && <DryRunReport summary={summary} />}
        <div className={styles.actions}>
          {checking ? (
            <Button onClick={() => dispatch(dryRunCancelled())}>Cancel the check</Button>
          ) : (
            <Button variant={summary === null ? 'primary' : 'secondary'} disabled={problem !== undefined} onClick={() => dispatch(dryRunRequested())}>
              {summary === null ? 'Check the import' : 'Check again'}
            </Button>
          )}
          <span className={styles.spacer} />
          <ButtonLink to="../upload-csv">Back</ButtonLink>
          <Button variant="primary" disabled={summary === null || problem !== undefined || summary.creates + summary.updates === 0} onClick={send}>
            {summary === null ? 'Import' : `Import ${formatNumber(summary.creates + summary.updates)} contacts`}
          </Button>
        </div>
      </section>
      <Outlet />
    </div>
  );
}
