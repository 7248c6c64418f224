import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '@/shared/form/use-unsaved-changes-guard';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { Spinner } from '@/shared/ui/Spinner';
import { MAX_CSV_ADDRESSES, UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS } from '../limits';
import { addressCount, messages } from '../messages';
import { selectAllGroups, selectUpload } from '../selectors';
import { csvFileChosen, csvReadCancelled, uploadCleared, uploadRequested } from '../slice';
import type { UnsubscribeGroup } from '../types';
import { formatNumber } from './format';
import { GroupLookup } from './GroupLookup';
import styles from './UploadCsvPage.module.css';
import { UploadStatus } from './UploadStatus';

/** /unsubscribe-groups/:groupId/upload-csv */
export function UploadCsvPage() {
  const { groupId = '' } = useParams();
  return (
    <>
      <PageHeader title="Upload a CSV of Unsubscribes" breadcrumb={[{ label: 'Unsubscribe Groups', to: '..' }]} />
      <GroupLookup id={groupId} listPath="..">
        {(group) => <CsvUpload group={group} />}
      </GroupLookup>
    </>
  );
}

function CsvUpload({ group }: { group: UnsubscribeGroup }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const upload = useAppSelector(selectUpload);
  const busyGroup = useAppSelector(selectAllGroups).find((other) => other.id === upload.groupId);
  const inputId = useId();
  const [inputKey, setInputKey] = useState(0);
  const mine = upload.groupId === group.id;
  const file = mine ? upload.file : { status: 'None' as const };
  useUnsavedChangesGuard(mine && upload.status === 'Uploading', {
    message: 'Your upload is still running. It goes on if you open another page of the app; closing or reloading the tab pauses it until you resume it from the group.',
  });

  // A finished upload (success or failure) returns to the list, where its alert and report are.
  const previous = useRef(upload.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = upload.status;
    if (was === 'Uploading' && upload.status !== 'Uploading' && mine) navigate('..');
  }, [upload.status, mine, navigate]);

  // Leaving the page stops reading; a file read but not sent is forgotten. A running or failed upload stays.
  const latest = useRef(upload);
  latest.current = upload;
  useEffect(
    () => () => {
      dispatch(csvReadCancelled());
      const { status, groupId } = latest.current;
      if (groupId === group.id && (status === 'Ready' || status === 'Success')) dispatch(uploadCleared());
    },
    [dispatch, group.id],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) dispatch(csvFileChosen(group.id, chosen));
  };

  const clear = () => {
    dispatch(csvReadCancelled());
    dispatch(uploadCleared());
    setInputKey((key) => key + 1);
  };

  if (upload.groupId !== null && !mine && (upload.status === 'Uploading' || upload.status === 'Failure')) {
    return (
      <InlineAlert tone="info" title={`An upload to ${busyGroup?.name ?? 'another group'} is not finished`}>
        <p>Finish it first: wait for it to complete, or resume, retry or clear it on the unsubscribe groups list.</p>
        <ButtonLink to="..">Back to unsubscribe groups</ButtonLink>
      </InlineAlert>
    );
  }

  const uploading = mine && upload.status === 'Uploading';
  const failedHere = mine && upload.status === 'Failure';

  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
        <h2 id={`${inputId}-heading`} className={styles.heading}>
          Add unsubscribes to {group.name}
        </h2>
        <ul className={styles.rules}>
          <li>One email address per row, in the first column or in a column headed “email”.</li>
          <li>At most {formatNumber(MAX_CSV_ADDRESSES)} addresses at a time. Invalid addresses and repeats are skipped and counted.</li>
          <li>
            The addresses go in batches of {formatNumber(UPLOAD_BATCH_SIZE)}, {UPLOAD_PARALLEL_REQUESTS} at a time. If a batch fails,
            you can retry just its addresses.
          </li>
        </ul>

        {uploading || failedHere ? (
          <UploadStatus groupId={group.id} groupName={group.name} />
        ) : (
          <div className={styles.fileField}>
            <label htmlFor={inputId} className={styles.label}>
              CSV file
            </label>
            <input
              key={inputKey}
              id={inputId}
              name="file"
              type="file"
              accept=".csv,text/csv"
              className={styles.fileInput}
              onChange={choose}
              aria-describedby={`${inputId}-hint`}
              disabled={file.status === 'Reading'}
            />
            <p id={`${inputId}-hint`} className={styles.hint}>
              A .csv file, read on your computer: nothing is sent until you choose Upload.
            </p>
          </div>
        )}

        {file.status === 'Reading' &&
          (file.progress === null ? (
            <Spinner label={`Reading ${file.fileName}`} />
          ) : (
            <ProgressBar
              label={`Reading ${file.fileName}`}
              value={file.progress.bytesRead}
              max={file.progress.totalBytes}
              valueText={`${formatNumber(file.progress.rows)} rows read`}
            />
          ))}
        {file.status === 'Rejected' && (
          <InlineAlert tone="danger" title={`${file.fileName} cannot be uploaded`}>
            {file.message}
          </InlineAlert>
        )}
        {file.status === 'Read' && !uploading && !failedHere && (
          <>
            <dl className={styles.summary} aria-label={`What ${file.fileName} holds`}>
              <div>
                <dt>File</dt>
                <dd>{file.fileName}</dd>
              </div>
              <div>
                <dt>Valid addresses to upload</dt>
                <dd className={styles.number}>{formatNumber(file.validCount)}</dd>
              </div>
              <div>
                <dt>Invalid addresses skipped</dt>
                <dd className={styles.number}>{formatNumber(file.invalidCount)}</dd>
              </div>
              <div>
                <dt>Repeated addresses skipped</dt>
                <dd className={styles.number}>{formatNumber(file.duplicateCount)}</dd>
              </div>
            </dl>
            {file.invalidExamples.length > 0 && (
              <p className={styles.hint}>Skipped, for example: {file.invalidExamples.join(', ')}</p>
            )}
            {file.truncatedAfter !== null && (
              <InlineAlert tone="warning" title="Only part of the file will be uploaded">
                {messages.csvTruncated(file.truncatedAfter)}
              </InlineAlert>
            )}
          </>
        )}

        {!uploading && !failedHere && (
          <div className={styles.actions}>
            {file.status !== 'None' && <Button onClick={clear}>Clear</Button>}
            <span className={styles.spacer} />
            <ButtonLink to=".." variant="secondary">
              Cancel
            </ButtonLink>
            <Button
              variant="primary"
              disabled={file.status !== 'Read'}
              onClick={() => dispatch(uploadRequested({ groupId: group.id }))}
            >
              {file.status === 'Read' ? `Upload ${addressCount(file.validCount)}` : 'Upload'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
