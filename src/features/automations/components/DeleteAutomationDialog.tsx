import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectDeleteRequest } from '../selectors';
import { deleteRequested, deleteReset } from '../slice';
import { useAutomationName } from './use-automation-name';

/** /automations/:id/delete: a confirmation over the index. */
export function DeleteAutomationDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { item, missing } = useAutomationName(id);
  const request = useAppSelector((state) => selectDeleteRequest(state, id));
  const close = () => navigate('../..', { relative: 'path' });

  return (
    <DeleteDialog
      id={id}
      item={item}
      request={request}
      deleteRequested={deleteRequested}
      deleteReset={deleteReset}
      title={({ name }) => `Delete ${name}?`}
      notFound={
        missing && (
          <Modal open title="Automation not found" onClose={close}>
            <p>This automation does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ live }) => (
        <p>
          {live ? 'The automation is live: it stops first, and its contacts receive nothing more. ' : ''}The automation, its emails and its
          statistics will be deleted. This cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
