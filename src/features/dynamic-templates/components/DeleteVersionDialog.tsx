import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { messages } from '../messages';
import { selectVersionDeleteRequest } from '../selectors';
import { versionDeleteRequested, versionDeleteReset, versionRowKey } from '../slice';
import { TemplateUnavailableDialog } from './TemplateUnavailable';
import { useTemplate } from './use-template';

/** /dynamic-templates/:id/versions/:versionId/delete: confirms deleting one version. */
export function DeleteVersionDialog() {
  const { id = '', versionId = '' } = useParams();
  const navigate = useNavigate();
  const { template, request, retry } = useTemplate(id);
  const deleteRequest = useAppSelector((state) => selectVersionDeleteRequest(state, id, versionId));
  const version = template?.versions.find((candidate) => candidate.id === versionId);
  const close = () => navigate('/dynamic-templates');

  return (
    <DeleteDialog
      id={versionRowKey(id, versionId)}
      item={version}
      request={deleteRequest}
      deleteRequested={versionDeleteRequested}
      deleteReset={versionDeleteReset}
      title={({ name }) => `Delete the version ${name}?`}
      errorMessage={({ name }, error) => messages.versionDeleteFailed(name, error)}
      notFound={
        template ? (
          <Modal open title="Version not found" onClose={close}>
            <p>This version does not exist or was deleted.</p>
          </Modal>
        ) : (
          <TemplateUnavailableDialog request={request} retry={retry} onClose={close} />
        )
      }
      onClose={close}
    >
      {({ active }) => (
        <p>
          The version is deleted for good.
          {active && template && template.versions.length > 1 ? ' It is the active version: the newest of the others becomes active.' : ''}
        </p>
      )}
    </DeleteDialog>
  );
}
