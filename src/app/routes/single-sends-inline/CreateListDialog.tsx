import { useId, useRef } from 'react';
import { ListNameForm } from '@/features/lists/components/ListNameForm';
import { useListFormRequest } from '@/features/lists/components/use-list-form-request';
import { useTakenListNames } from '@/features/lists/components/use-taken-list-names';
import { messages } from '@/features/lists/messages';
import { selectCreatedListId, selectListsTotal } from '@/features/lists/selectors';
import { listCreateRequested } from '@/features/lists/slice';
import { MAX_LISTS } from '@/shared/audience/list';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Modal } from '@/shared/ui/Modal';
import type { InlineCreateProps } from './inline-create';
import { FormDialogFooter } from '@/shared/form/FormDialogFooter';

const EMPTY_VALUES = { name: '' };

/** modals/create_list: a new list, made without leaving the send; the host adds it to the recipients. */
export function CreateListDialog({ onCreated, onClose }: InlineCreateProps) {
  const dispatch = useAppDispatch();
  const request = useListFormRequest('create');
  const takenNames = useTakenListNames();
  const createdId = useAppSelector(selectCreatedListId);
  const total = useAppSelector(selectListsTotal);
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      title="Create a List"
      onClose={close}
      initialFocusRef={nameRef}
      footer={<FormDialogFooter formId={formId} submitLabel="Create List" busy={busy} onCancel={close} />}
    >
      <ListNameForm
        id={formId}
        initialValues={EMPTY_VALUES}
        takenNames={takenNames}
        limitReached={(total ?? 0) >= MAX_LISTS}
        request={request}
        failureMessage={messages.createFailed}
        nameInputRef={nameRef}
        onSubmit={(values) => dispatch(listCreateRequested({ name: values.name }))}
        onSaved={() => (createdId === null ? onClose() : onCreated(createdId))}
      />
    </Modal>
  );
}
