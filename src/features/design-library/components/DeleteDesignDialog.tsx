import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { useAppSelector } from '@/shared/store/hooks';
import { messages } from '../messages';
import { selectDesignDeleteRequest } from '../selectors';
import { designDeleteRequested, designDeleteReset } from '../slice';
import { DesignUnavailableDialog } from './DesignUnavailableDialog';
import { useYourDesign } from './use-your-design';

/** /design-library/your-designs/:id/delete: confirms deleting one of your designs. */
export function DeleteDesignDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { design, request, retry } = useYourDesign(id);
  const deleteRequest = useAppSelector((state) => selectDesignDeleteRequest(state, id));
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={design}
      request={deleteRequest}
      deleteRequested={designDeleteRequested}
      deleteReset={designDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      errorMessage={({ name }, error) => messages.deleteFailed(name, error)}
      notFound={<DesignUnavailableDialog request={request} retry={retry} onClose={close} />}
      onClose={close}
    >
      {() => (
        <p>
          The design is deleted for good. Single sends and automations that were started from it keep their own copy of its
          content.
        </p>
      )}
    </DeleteDialog>
  );
}
