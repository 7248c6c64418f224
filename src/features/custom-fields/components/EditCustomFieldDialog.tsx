import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { isLegacyPath } from '@/shared/routing/legacy';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { updateFailedMessage } from '../messages';
import { selectCustomFieldById, selectCustomFieldRequest } from '../selectors';
import { customFieldRequestReset, customFieldUpdateRequested } from '../slice';
import { toCustomFieldFormValues, type ContactField } from '../types';
import { CustomFieldForm } from './CustomFieldForm';
import { FieldUnavailableDialog } from './FieldUnavailableDialog';
import { useTakenFieldNames } from './use-taken-field-names';

/** /custom-fields/edit/:id: renames a custom field; its type is shown but cannot change. */
export function EditCustomFieldDialog() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const field = useAppSelector((state) => selectCustomFieldById(state, id));
  const close = () => navigate('..');
  return field ? <RenameDialog field={field} onDone={close} /> : <FieldUnavailableDialog id={id} action="renamed" onClose={close} />;
}

function RenameDialog({ field, onDone }: { field: ContactField; onDone(): void }) {
  const dispatch = useAppDispatch();
  const legacy = isLegacyPath(useLocation().pathname);
  const request = useAppSelector((state) => selectCustomFieldRequest(state, 'update'));
  const takenNames = useTakenFieldNames(field.id);
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  // Only the field it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toCustomFieldFormValues(field), [field.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(
    () => () => {
      dispatch(customFieldRequestReset('update'));
    },
    [dispatch],
  );

  const close = () => {
    if (!busy) onDone();
  };

  return (
    <Modal
      open
      title="Edit Custom Field"
      onClose={close}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <CustomFieldForm
        id={formId}
        initialValues={initialValues}
        takenNames={takenNames}
        legacy={legacy}
        typeLocked
        request={request}
        failureMessage={updateFailedMessage}
        nameInputRef={nameRef}
        onSubmit={(values) => dispatch(customFieldUpdateRequested({ id: field.id, name: values.name }))}
        onSaved={onDone}
      />
    </Modal>
  );
}
