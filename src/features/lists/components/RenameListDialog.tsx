import { useId, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import { messages } from '../messages';
import { selectListById } from '../selectors';
import { listRenameRequested } from '../slice';
import { ListNameForm } from './ListNameForm';
import { useListFormRequest } from './use-list-form-request';
import { useTakenListNames } from './use-taken-list-names';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';

/** /contacts/lists/:id/edit: rename the list, in a dialog over its page (which has read the list). */
export function RenameListDialog() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useAppSelector((state) => selectListById(state, id));
  const request = useListFormRequest('rename');
  const takenNames = useTakenListNames(id);
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  const close = () => {
    if (!busy) navigate('..');
  };
  if (!list) return null;

  return (
    <Modal
      open
      title="Rename List"
      onClose={close}
      initialFocusRef={nameRef}
      footer={<FormDialogFooter formId={formId} submitLabel="Save" busy={busy} onCancel={close} />}
    >
      <ListNameForm
        id={formId}
        initialValues={{ name: list.name }}
        takenNames={takenNames}
        request={request}
        failureMessage={messages.renameFailed}
        nameInputRef={nameRef}
        onSubmit={(values) => dispatch(listRenameRequested({ id, name: values.name }))}
        onSaved={() => navigate('..')}
      />
    </Modal>
  );
}
