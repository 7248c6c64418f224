import type { Action } from '@reduxjs/toolkit';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatNumber } from '../format/display-format';
import { errorOf, isComplete, isInFlight } from '../request-state/request-state';
import type { AppState } from '../store/app-state';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { BulkTarget } from '../ui/data-table/selection-model';
import { InlineAlert } from '../ui/InlineAlert';
import { Modal } from '../ui/Modal';
import { ProgressBar } from '../ui/ProgressBar';
import type { BulkDeleteState } from './bulk-delete-state';
import { failedItems, pendingCount } from './bulk-report';
import { useBulkSelectionOutlet } from './bulk-selection-outlet';

export interface BulkDeleteDialogProps {
  /** The rows, plural, as the titles name them: "automations". */
  noun: string;
  /** A count of rows in words: "3 automations". */
  countOf(count: number): string;
  /** The alert when some were not deleted: "2 automations could not be deleted." */
  failedMessage(count: number): string;
  selectBulkDelete(state: AppState): BulkDeleteState;
  /** The actions of bulkDeleteReducers, as the slice names them. */
  bulkDeleteRequested(payload: { target: BulkTarget }): Action;
  bulkDeleteReset(): Action;
  /** What deleting the chosen rows does. */
  children: ReactNode;
}

/**
 * A list's bulk_delete route: confirms deleting the rows chosen on the index (bulk-selection-outlet.ts),
 * then shows the chunks' progress and, should some fail, which and a retry of exactly those.
 */
export function BulkDeleteDialog({ noun, countOf, failedMessage, selectBulkDelete, bulkDeleteRequested, bulkDeleteReset, children }: BulkDeleteDialogProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outlet = useBulkSelectionOutlet();
  const { request, report } = useAppSelector(selectBulkDelete);
  const close = () => navigate('..', { relative: 'path' });
  const busy = isInFlight(request);

  useEffect(() => () => void dispatch(bulkDeleteReset()), [dispatch, bulkDeleteReset]);
  useEffect(() => {
    if (isComplete(request)) {
      outlet?.clearSelection();
      navigate('..', { relative: 'path' });
    }
  }, [request]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!outlet || (outlet.selected === 0 && report === null && !busy)) {
    return (
      <Modal open title={`Delete ${noun}`} onClose={close} footer={<Button onClick={close}>Close</Button>}>
        <p>Choose the {noun} to delete in the list first.</p>
      </Modal>
    );
  }

  if (report !== null && (busy || report.failed > 0)) {
    const retry = failedItems(report);
    return (
      <Modal
        open
        title={busy ? `Deleting ${noun}` : `Some ${noun} were not deleted`}
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
        {busy && <p role="status">{countOf(pendingCount(report))} to go.</p>}
        {!busy && report.failed > 0 && (
          <InlineAlert tone="danger" title={failedMessage(report.failed)}>
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
      title={`Delete ${countOf(outlet.selected)}?`}
      busy={busy}
      onConfirm={() => dispatch(bulkDeleteRequested({ target: outlet.target }))}
      onCancel={close}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      {children}
    </ConfirmDialog>
  );
}
