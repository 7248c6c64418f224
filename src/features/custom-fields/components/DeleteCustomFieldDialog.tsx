import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { deleteFailedMessage } from '../messages';
import { selectCustomFieldById, selectCustomFieldDeleteRequest } from '../selectors';
import { customFieldDeleteRequested, customFieldDeleteReset } from '../slice';
import { FieldUnavailableDialog } from './FieldUnavailableDialog';

/** /custom-fields/:id/delete: a confirmation over the list that names the field and what deleting it breaks. */
export function DeleteCustomFieldDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const field = useAppSelector((state) => selectCustomFieldById(state, id));
  const request = useAppSelector((state) => selectCustomFieldDeleteRequest(state, id));
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={field}
      request={request}
      deleteRequested={customFieldDeleteRequested}
      deleteReset={customFieldDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      // Every contact's value in the field goes with it: data at scale, so the name is typed first.
      confirmPhrase={({ name }) => name}
      errorMessage={({ name }, error) => deleteFailedMessage(name, error)}
      notFound={<FieldUnavailableDialog id={id} action="deleted" onClose={close} />}
      onClose={close}
    >
      {({ name }) => (
        <p>
          Segments that use {name} become invalid and are disabled, and every contact loses the value stored in it. This
          cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
