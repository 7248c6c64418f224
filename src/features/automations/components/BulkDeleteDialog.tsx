import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { failedItems, pendingCount } from '@/shared/bulk/bulk-report';
import { formatNumber } from '@/shared/format/display-format';
import { errorOf, isComplete, isInFlight } from '@/shared/request-state/request-state';
import { AUTOMATION_LIMITS } from '@/shared/sending/automation-limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { ProgressBar } from '@/shared/ui/ProgressBar';
import { automationCount, messages } from '../messages';
import { selectBulkDelete } from '../selectors';
import { bulkDeleteRequested, bulkDeleteReset } from '../slice';
import { useIndexOutlet } from './index-outlet';

/**
 * /automations/bulk_delete: confirms deleting the rows chosen on the index, then deletes them 50 ids a
 * request (the API's maximum), showing the progress and, should some fail, which and a retry of exactly those.
 */
export function BulkDeleteDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outlet = useIndexOutlet();
  const { request, report } = useAppSelector(selectBulkDelete);
  const close = () => navigate('..', { relative: 'path' });
  const busy = isInFlight(request);

  useEffect(() => () => void dispatch(bulkDeleteReset()), [dispatch]);
  useEffect(() => {
    if (isComplete(request)) {
      outlet?.clearSelection();
      navigate('..', { relative: 'path' });
    }
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!outlet || (outlet.selected === 0 && report === null && !busy)) {
    return (
      <Modal open title="Delete automations" onClose={close} footer={<Button onClick={close}>Close</Button>}>
        <p>Choose the automations to delete in the list first.</p>
      </Modal>
    );
  }

  if (report !== null && (busy || report.failed > 0)) {
    const retry = failedItems(report);
    return (
      <Modal
        open
        title={busy ? 'Deleting automations' : 'Some automations were not deleted'}
        onClose={busy ? () => undefined : close}
        footer={
          busy ? undefined : (
            <>
              <Button onClick={close}>Close</Button>
              <Button variant="danger" onClick={() => dispatch(bulkDeleteRequested({ target: { kind: 'ids', ids: retry } }))}>
                Try again
              </Button>
            </>
          )
        }
      >
        <ProgressBar
          label="Deleted"
          value={report.done}
          max={Math.max(report.total, 1)}
          valueText={`${formatNumber(report.done)} of ${formatNumber(report.total)} deleted`}
        />
        {busy && <p role="status">{automationCount(pendingCount(report))} to go.</p>}
        {!busy && report.failed > 0 && (
          <InlineAlert tone="danger" title={messages.bulkDeleteFailed(report.failed)}>
            {report.failures[0]?.error.message}
          </InlineAlert>
        )}
      </Modal>
    );
  }

  const error = errorOf(request);
  return (
    <ConfirmDialog
      open
      title={`Delete ${automationCount(outlet.selected)}?`}
      busy={busy}
      onConfirm={() => dispatch(bulkDeleteRequested({ target: outlet.target }))}
      onCancel={close}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      <p>
        The chosen automations, their emails and their statistics will be deleted, {AUTOMATION_LIMITS.bulkDeleteIds} at a time. Live
        ones stop first: their contacts receive nothing more. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
