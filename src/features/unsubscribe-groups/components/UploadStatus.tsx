import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { addressCount } from '../messages';
import { selectUpload } from '../selectors';
import { uploadClearRequested, uploadResumeRequested, uploadRetryRequested } from '../slice';
import { FailedAddressList } from './FailedAddressList';
import { formatNumber } from './format';
import styles from './UploadStatus.module.css';

/**
 * The CSV upload of `groupId`, wherever the user is: a progress bar while it runs, and after a partly
 * failed or interrupted upload (also after a reload) exactly which addresses did not go in, with a
 * retry of only the failed ones and a resume of only the ones not sent yet. Nothing otherwise.
 */
export function UploadStatus({ groupId, groupName }: { groupId: string; groupName: string }) {
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectUpload);
  if (upload.groupId !== groupId) return null;

  if (upload.status === 'Uploading') {
    const total = upload.queueCount;
    return (
      <ProgressBar
        label={`Uploading addresses to ${groupName}`}
        value={upload.sent}
        max={total}
        valueText={`${formatNumber(upload.sent)} of ${addressCount(total)} sent`}
      />
    );
  }

  if (upload.status !== 'Failure') return null;
  const { added, failedCount, remainingCount, error } = upload;
  const total = added + failedCount + remainingCount;
  const interrupted = remainingCount > 0;
  const title = interrupted
    ? `Upload interrupted: ${addressCount(remainingCount)} not sent yet${failedCount > 0 ? `, ${formatNumber(failedCount)} failed` : ''}`
    : `${addressCount(failedCount)} did not go in`;
  const ids = { remaining: `upload-${groupId}-remaining`, failed: `upload-${groupId}-failed` };
  return (
    <InlineAlert tone={failedCount > 0 ? 'danger' : 'warning'} title={title}>
      <div className={styles.report}>
        <p>
          The upload added {formatNumber(added)} of {addressCount(total)} to {groupName}.
        </p>
        {interrupted && (
          <p id={ids.remaining}>
            {addressCount(remainingCount)} {remainingCount === 1 ? 'was' : 'were'} not sent: the page was left or reloaded while the
            upload ran. Resume sends these, and only these.
          </p>
        )}
        {failedCount > 0 && (
          <>
            <p id={ids.failed}>
              {addressCount(failedCount)} failed.{error ? ` The server said: ${error.message.replace(/[.!]+$/, '')}.` : ''} Retry sends these
              addresses, and only these, again.
            </p>
            <FailedAddressList addresses={upload.failed} />
          </>
        )}
        <div className={styles.actions}>
          {interrupted && (
            <Button variant="primary" size="sm" aria-describedby={ids.remaining} onClick={() => dispatch(uploadResumeRequested({ groupId }))}>
              Resume upload
            </Button>
          )}
          {failedCount > 0 && (
            <Button
              variant={interrupted ? 'secondary' : 'primary'}
              size="sm"
              aria-describedby={ids.failed}
              onClick={() => dispatch(uploadRetryRequested({ groupId }))}
            >
              Retry failed addresses
            </Button>
          )}
          <Button size="sm" onClick={() => dispatch(uploadClearRequested({ groupId }))}>
            Clear
          </Button>
        </div>
      </div>
    </InlineAlert>
  );
}
