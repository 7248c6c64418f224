import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectSegmentById, selectSegmentDeleteRequest, selectSegmentsLoaded } from '../selectors';
import { segmentDeleteRequested, segmentDeleteReset } from '../slice';

/** /contacts/segments/:id/delete and /contacts/segments/v1/:id/delete: a confirmation over the index. */
export function DeleteSegmentDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const segment = useAppSelector((state) => selectSegmentById(state, id));
  const loaded = useAppSelector(selectSegmentsLoaded);
  const request = useAppSelector((state) => selectSegmentDeleteRequest(state, id));
  // Both routes sit under the index's layout: '..' is the index.
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={segment}
      request={request}
      deleteRequested={segmentDeleteRequested}
      deleteReset={segmentDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      notFound={
        loaded && (
          <Modal open title="Segment not found" onClose={close}>
            <p>This segment does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ version }) => (
        <p>
          {version === 1 ? 'This V1 segment' : 'This segment'} will be deleted. The contacts in it are not deleted: they stay
          in your contacts and lists. This cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
