import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { updateFailedMessage } from '../messages';
import { selectCustomFieldById } from '../selectors';
import { customFieldUpdateRequested } from '../slice';
import { toCustomFieldFormValues, type ContactField } from '../types';
import { CustomFieldDialog } from './CustomFieldDialog';
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
  const takenNames = useTakenFieldNames(field.id);
  // Only the field it opened with: a refresh of the list must not overwrite what the user is typing.
  const initialValues = useMemo(() => toCustomFieldFormValues(field), [field.id]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <CustomFieldDialog
      operation="update"
      title="Edit Custom Field"
      submitLabel="Save"
      initialValues={initialValues}
      takenNames={takenNames}
      typeLocked
      keepAs={{ kind: 'custom-field', id: field.id, noun: 'custom field' }}
      failureMessage={updateFailedMessage}
      onSubmit={(values) => dispatch(customFieldUpdateRequested({ id: field.id, name: values.name }))}
      onDone={onDone}
    />
  );
}
