import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { messages } from '../messages';
import { selectTemplateDeleteRequest } from '../selectors';
import { templateDeleteRequested, templateDeleteReset } from '../slice';
import { TemplateUnavailableDialog } from './TemplateUnavailable';
import { useTemplate } from './use-template';

/** /dynamic-templates/:id/delete: confirms deleting a template and all its versions. */
export function DeleteTemplateDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { template, request, retry } = useTemplate(id);
  const deleteRequest = useAppSelector((state) => selectTemplateDeleteRequest(state, id));
  const close = () => navigate('/dynamic-templates');

  return (
    <DeleteDialog
      id={id}
      item={template}
      request={deleteRequest}
      deleteRequested={templateDeleteRequested}
      deleteReset={templateDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      errorMessage={({ name }, error) => messages.deleteFailed(name, error)}
      notFound={<TemplateUnavailableDialog request={request} retry={retry} onClose={close} />}
      onClose={close}
    >
      {({ versions }) => (
        <p>
          The template and its {versions.length === 1 ? 'version are' : `${versions.length} versions are`} deleted for good. Email sent through the
          API with its id will fail.
        </p>
      )}
    </DeleteDialog>
  );
}
