import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { Modal } from '@/shared/ui/Modal';
import { selectSenderById, selectSenderDeleteRequest, selectSendersLoaded } from '../selectors';
import { senderDeleteRequested, senderDeleteReset } from '../slice';
import { LockedSenderNotice } from './LockedSenderNotice';

/** /senders/:id/delete: a confirmation over the list. */
export function DeleteSenderDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const sender = useAppSelector((state) => selectSenderById(state, id));
  const loaded = useAppSelector(selectSendersLoaded);
  const request = useAppSelector((state) => selectSenderDeleteRequest(state, id));
  const close = () => navigate('..');

  if (sender?.locked) {
    return (
      <Modal open title="This sender cannot be deleted" onClose={close}>
        <LockedSenderNotice nickname={sender.nickname} action="deleted" />
      </Modal>
    );
  }

  return (
    <DeleteDialog
      id={id}
      item={sender}
      request={request}
      deleteRequested={senderDeleteRequested}
      deleteReset={senderDeleteReset}
      title={({ nickname }) => `Delete ${nickname}?`}
      notFound={
        loaded && (
          <Modal open title="Sender not found" onClose={close}>
            <p>This sender does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ fromName, fromEmail }) => (
        <p>
          {fromName} &lt;{fromEmail}&gt; will no longer be available for single sends and automations. This cannot be
          undone.
        </p>
      )}
    </DeleteDialog>
  );
}
