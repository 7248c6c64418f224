import { useNavigate, useParams } from 'react-router-dom';
import { DeleteDialog } from '@/shared/form/DeleteDialog';
import { formatNumber } from '@/shared/format/display-format';
import { useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { selectSignupFormById, selectSignupFormDeleteRequest, selectSignupFormsLoaded } from '../selectors';
import { signupFormDeleteRequested, signupFormDeleteReset } from '../slice';

/** /forms/signup/:id/delete: a confirmation over the list. */
export function DeleteSignupFormDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const form = useAppSelector((state) => selectSignupFormById(state, id));
  const loaded = useAppSelector(selectSignupFormsLoaded);
  const request = useAppSelector((state) => selectSignupFormDeleteRequest(state, id));
  const close = () => navigate('..');

  return (
    <DeleteDialog
      id={id}
      item={form}
      request={request}
      deleteRequested={signupFormDeleteRequested}
      deleteReset={signupFormDeleteReset}
      title={({ name }) => `Delete ${name}?`}
      notFound={
        loaded && (
          <Modal open title="Signup form not found" onClose={close}>
            <p>This signup form does not exist or was already deleted.</p>
          </Modal>
        )
      }
      onClose={close}
    >
      {({ contactCount }) => (
        <p>
          Its hosted page and embed code stop working at once. The {formatNumber(contactCount)} contacts it added stay in your
          contacts. This cannot be undone.
        </p>
      )}
    </DeleteDialog>
  );
}
