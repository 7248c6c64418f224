import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { addressCount } from '../messages';
import { selectUpload } from '../selectors';
import { uploadCleared, uploadRetryRequested } from '../slice';
import { formatNumber } from './format';
import styles from './UploadStatus.module.css';

/**
 * The CSV upload of `groupId`, wherever the user is: a progress bar while it runs, and after a partly
 * failed upload exactly which addresses did not go in, with a retry of only those. Nothing otherwise.
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
  const total = upload.added + upload.failedCount;
  return (
    <InlineAlert tone="danger" title={`${addressCount(upload.failedCount)} did not go in`}>
      <div className={styles.report}>
        <p>
          The last upload added {formatNumber(upload.added)} of {addressCount(total)} to {groupName}.
          {upload.error ? ` The server said: ${upload.error.message.replace(/[.!]+$/, '')}.` : ''} Retry sends these addresses, and only
          these, again.
        </p>
        <label className={styles.listLabel} htmlFor={`failed-addresses-${groupId}`}>
          Addresses that did not go in
        </label>
        <textarea
          id={`failed-addresses-${groupId}`}
          className={styles.list}
          readOnly
          rows={Math.min(6, upload.failedCount)}
          value={upload.failed}
        />
        <div className={styles.actions}>
          <Button variant="primary" size="sm" onClick={() => dispatch(uploadRetryRequested({ groupId }))}>
            Retry failed addresses
          </Button>
          <Button size="sm" onClick={() => dispatch(uploadCleared())}>
            Clear
          </Button>
        </div>
      </div>
    </InlineAlert>
  );
}
