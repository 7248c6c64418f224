import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRequestOutcome } from '@/shared/form/use-request-outcome';
import { errorOf, isInFlight } from '@/shared/request-state/request-state';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { selectRecipientById, selectRecipientDeleteRequest, selectRecipientsLoaded } from '../selectors';
import { recipientDeleteRequested, recipientDeleteReset } from '../slice';

/** /notifications/:id/delete: a confirmation over the list. */
export function DeleteRecipientDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const recipient = useAppSelector((state) => selectRecipientById(state, id));
  const loaded = useAppSelector(selectRecipientsLoaded);
  const request = useAppSelector((state) => selectRecipientDeleteRequest(state, id));
  const close = () => navigate('..');
  // The native modal dialog blocks the alert stack behind it, so the failure shows here too.
  const deleteError = errorOf(request);

  useRequestOutcome(request, { onComplete: close });
  useEffect(() => () => void dispatch(recipientDeleteReset({ id })), [dispatch, id]);

  if (!recipient) {
    return loaded && request.status !== 'Complete' ? (
      <Modal open title="Recipient not found" onClose={close}>
        <p>This address is not a notification recipient, or it was already deleted.</p>
      </Modal>
    ) : null;
  }

  return (
    <ConfirmDialog
      open
      title={`Delete ${recipient.email}?`}
      confirmLabel="Delete"
      busy={isInFlight(request)}
      onConfirm={() => dispatch(recipientDeleteRequested({ id }))}
      onCancel={close}
    >
      {deleteError && <InlineAlert tone="danger">{deleteError.message}</InlineAlert>}
      <p>{recipient.email} will no longer receive your account notification emails.</p>
    </ConfirmDialog>
  );
}
