import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectSenderById, selectSenderDeleteRequest, selectSendersLoaded } from '../selectors';
import { senderDeleteRequested, senderDeleteReset } from '../slice';
import { LockedSenderNotice } from './LockedSenderNotice';

/** /senders/:id/delete: a confirmation over the list. */
export function DeleteSenderDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sender = useAppSelector((state) => selectSenderById(state, id));
  const loaded = useAppSelector(selectSendersLoaded);
  const request = useAppSelector((state) => selectSenderDeleteRequest(state, id));
  const close = () => navigate('..');
  // The native modal dialog blocks the alert stack behind it, so the failure shows here too.
  const deleteError = errorOf(request);

  useRequestOutcome(request, { onComplete: close });
  // A failure shown in this dialog is not shown again the next time it opens.
  useEffect(() => () => void dispatch(senderDeleteReset({ id })), [dispatch, id]);

  if (!sender) {
    return loaded ? (
      <Modal open title="Sender not found" onClose={close}>
        <p>This sender does not exist or was already deleted.</p>
      </Modal>
    ) : null;
  }

  if (sender.locked) {
    return (
      <Modal open title="This sender cannot be deleted" onClose={close}>
        <LockedSenderNotice nickname={sender.nickname} action="deleted" />
      </Modal>
    );
  }

  return (
    <ConfirmDialog
      open
      title={`Delete ${sender.nickname}?`}
      confirmLabel="Delete"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(senderDeleteRequested({ id }))}
      onCancel={close}
    >
      {deleteError && <InlineAlert tone="danger">{deleteError.message}</InlineAlert>}
      <p>
        {sender.fromName} &lt;{sender.fromEmail}&gt; will no longer be available for single sends and automations. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
