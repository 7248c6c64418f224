import { useEffect } from 'react';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { AUTOMATION_MESSAGES } from '@/shared/sending/automation-limits';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { selectDisableRequest } from '../selectors';
import { disableRequested, disableReset } from '../slice';
import type { AutomationRow } from '../types';

/** Disabling a live automation, confirmed (spec §4: disabling stops all emails); closed once it is disabled. */
export function DisableAutomationDialog({ row, onClose }: { row: AutomationRow; onClose(): void }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectDisableRequest(state, row.id));
  const error = errorOf(request);
  useRequestOutcome(request, { onComplete: onClose });
  useEffect(() => () => void dispatch(disableReset({ id: row.id })), [dispatch, row.id]);

  return (
    <ConfirmDialog
      open
      title={`Disable ${row.name}?`}
      confirmLabel="Disable"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(disableRequested({ id: row.id }))}
      onCancel={onClose}
    >
      {error && <InlineAlert tone="danger">{error.message}</InlineAlert>}
      <p>{AUTOMATION_MESSAGES.disableConfirm}</p>
    </ConfirmDialog>
  );
}
