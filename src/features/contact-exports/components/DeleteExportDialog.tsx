import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectExportById, selectExportDeleteRequest, selectExportsLoaded } from '../selectors';
import { exportDeleteRequested, exportDeleteReset } from '../slice';
import { describeTarget } from '../types';

/** /contacts/exports/delete-export/:id: removes an export and its files from Active Exports. */
export function DeleteExportDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useAppSelector((state) => selectExportById(state, id));
  const loaded = useAppSelector(selectExportsLoaded);
  const request = useAppSelector((state) => selectExportDeleteRequest(state, id));
  const close = () => navigate('../..', { relative: 'path' });

  return (
    <DeleteDialog
      id={id}
      item={item}
      request={request}
      deleteRequested={exportDeleteRequested}
      deleteReset={exportDeleteReset}
      title={(found) => `Delete the export of ${describeTarget(found.target).replace(/^All/, 'all')}?`}
      notFound={
        loaded && (
          <Modal open title="Export not found" onClose={close}>
            <p>This export is not in Active Exports, or it was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {() => <p>Its files will no longer be available to download. Your contacts are not changed.</p>}
    </DeleteDialog>
  );
}
