import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectDeleteRequest } from '../selectors';
import { deleteRequested, deleteReset } from '../slice';
import { useSingleSendName } from './use-single-send';

/** /single-sends/:id/delete: a confirmation over the index. */
export function DeleteSingleSendDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { item, missing } = useSingleSendName(id);
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
          <Modal open title="Single send not found" onClose={close}>
            <p>This single send does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {() => <p>The single send, its content and its statistics will be deleted. This cannot be undone.</p>}
    </DeleteDialog>
  );
}
