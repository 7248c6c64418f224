import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { Modal } from '@/shared/ui/Modal';
import { selectRecipientById, selectRecipientDeleteRequest, selectRecipientsLoaded } from '../selectors';
import { recipientDeleteRequested, recipientDeleteReset } from '../slice';

/** /notifications/:id/delete: a confirmation over the list. */
export function DeleteRecipientDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const recipient = useAppSelector((state) => selectRecipientById(state, id));
  const loaded = useAppSelector(selectRecipientsLoaded);
  const request = useAppSelector((state) => selectRecipientDeleteRequest(state, id));
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={recipient}
      request={request}
      deleteRequested={recipientDeleteRequested}
      deleteReset={recipientDeleteReset}
      title={({ email }) => `Delete ${email}?`}
      notFound={
        loaded && (
          <Modal open title="Recipient not found" onClose={close}>
            <p>This address is not a notification recipient, or it was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ email }) => <p>{email} will no longer receive your account notification emails.</p>}
    </DeleteDialog>
  );
}
