import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { formatNumber } from '@/shared/format/display-format';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Spinner } from '@/shared/ui/Spinner';
import { fileProblemMessage } from '../messages';
import { selectContactRows, selectImportColumns, selectImportFile, selectReading } from '../selectors';
import { readCancelled } from '../slice';
import styles from './ImportWizard.module.css';
import { NoFileNotice } from './NoFileNotice';
import { WizardSteps } from './WizardSteps';

/** /contacts/import/upload-csv: the file is read in a worker, with progress and Cancel; then on to mapping. */
export function ReadFilePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const file = useAppSelector(selectImportFile);
  const reading = useAppSelector(selectReading);
  const columns = useAppSelector(selectImportColumns);
  const contactRows = useAppSelector(selectContactRows);

  // A reading started from the first step goes on to the mapping once it ends well (it may have ended
  // before this page loaded); coming back here later stays here.
  const advance = (useLocation().state as { advance?: boolean } | null)?.advance === true;
  useEffect(() => {
    if (advance && reading.status === 'read') navigate('../map-fields', { replace: true });
  }, [advance, reading.status, navigate]);

  const cancel = () => {
    dispatch(readCancelled());
    navigate('..');
  };

  return (
    <div className={styles.page}>
      <PageHeader title="Import Contacts" breadcrumb={[{ label: 'Contacts', to: '../..' }]} />
      <WizardSteps current={1} />
      {file === null ? (
        <NoFileNotice />
      ) : (
        <section className={styles.panel} aria-labelledby="read-heading">
          <h2 id="read-heading" className={styles.heading}>
            Reading {file.name}
          </h2>
          {reading.status === 'reading' &&
            (reading.progress === null ? (
              <Spinner label={`Reading ${file.name}`} />
            ) : (
              <ProgressBar
                label={`Reading ${file.name}`}
                value={reading.progress.bytesRead}
                max={reading.progress.totalBytes}
                valueText={`${Math.floor((100 * reading.progress.bytesRead) / Math.max(reading.progress.totalBytes, 1))}% read, ${formatNumber(reading.progress.rows)} rows`}
              />
            ))}
          {reading.status === 'refused' && reading.problem !== null && (
            <InlineAlert tone="danger" title={`${file.name} cannot be imported`}>
              {fileProblemMessage(reading.problem, reading.line ?? undefined)}
            </InlineAlert>
          )}
          {reading.status === 'read' && (
            <p>
              {file.name} holds {formatNumber(contactRows)} {contactRows === 1 ? 'contact' : 'contacts'} in {formatNumber(columns.length)}{' '}
              {columns.length === 1 ? 'column' : 'columns'}.
            </p>
          )}
          {reading.status === 'idle' && <p className={styles.hint}>The reading was stopped.</p>}
          <div className={styles.actions}>
            {reading.status === 'reading' ? (
              <Button onClick={cancel}>Cancel</Button>
            ) : (
              <ButtonLink to="..">Choose another file</ButtonLink>
            )}
            <span className={styles.spacer} />
            {reading.status === 'read' && (
              <ButtonLink to="../map-fields" variant="primary">
                Next: map fields
              </ButtonLink>
            )}
          </div>
        </section>
      )}
      <Outlet />
    </div>
  );
}
