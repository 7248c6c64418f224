import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectCustomFieldRequest } from '@/features/custom-fields/selectors';
import { customFieldCreateRequested, customFieldRequestReset } from '@/features/custom-fields/slice';
import { FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from '@/features/custom-fields/types';
import { REQUIRED_MESSAGE } from '@/shared/form/messages';
import { defaultFormError } from '@/shared/form/use-request-form';
import { errorOf, isComplete, isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { Modal } from '@/shared/ui/Modal';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { TextField } from '@/shared/ui/TextField';
import { parseDate, parseNumber } from '../csv/value-checks';
import { selectImportColumns } from '../selectors';
import { fieldNameFromHeader, type ImportColumn } from '../types';

/** The type the column's samples suggest: Number or Date when every non-empty sample is one. */
function guessType(column: ImportColumn): FieldType {
  const values = column.samples.map((sample) => sample.trim()).filter(Boolean);
  if (values.length === 0) return 'text';
  if (values.every((value) => parseNumber(value) !== undefined)) return 'number';
  if (values.every((value) => parseDate(value) !== undefined)) return 'date';
  return 'text';
}

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }));
const FORM_ID = 'create-field-for-column';

/**
 * /contacts/import/map-fields/create-custom-field?column=<index>: a custom field made for one column.
 * Created through the custom-fields feature (its create action, so its rules are the server's answer,
 * shown next to the name, and its broadcast tells other tabs the column); the column is then mapped to it.
 */
export function CreateFieldForColumnDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const columns = useAppSelector(selectImportColumns);
  const column = columns[Number(params.get('column'))];
  const request = useAppSelector((state) => selectCustomFieldRequest(state, 'create'));
  const [name, setName] = useState(() => (column === undefined ? '' : fieldNameFromHeader(column.header)));
  const [fieldType, setFieldType] = useState<FieldType>(() => (column === undefined ? 'text' : guessType(column)));
  const [touched, setTouched] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const close = () => navigate('..');

  useEffect(() => {
    dispatch(customFieldRequestReset('create'));
    return () => void dispatch(customFieldRequestReset('create'));
  }, [dispatch]);

  // Only this dialog's own request closes it (a field created earlier left the request complete).
  const [submitted, setSubmitted] = useState(false);
  const done = submitted && isComplete(request);
  useEffect(() => {
    if (done) navigate('..');
  }, [done, navigate]);

  const error = submitted ? errorOf(request) : undefined;
  const nameError = touched && name.trim() === '' ? REQUIRED_MESSAGE : error?.fieldErrors.name;
  const otherError = error !== undefined && error.fieldErrors.name === undefined ? defaultFormError(error, false) : undefined;
  const busy = isInFlight(request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (column === undefined || name.trim() === '') {
      nameRef.current?.focus();
      return;
    }
    setSubmitted(true);
    dispatch(customFieldCreateRequested({ values: { name: name.trim(), fieldType }, column: { name: column.header, index: column.index } }));
  };

  return (
    <Modal
      open
      title="Create a Custom Field"
      onClose={() => {
        if (!busy) close();
      }}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={busy} disabled={column === undefined}>
            Create and map
          </Button>
        </>
      }
    >
      {column === undefined ? (
        <InlineAlert tone="warning">That column is not in the file. Close this and choose Create a custom field on a column.</InlineAlert>
      ) : (
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <p>
            For the column <strong>{column.header || `Column ${column.index + 1}`}</strong>: the new field is mapped to it once it is created.
          </p>
          {otherError !== undefined && <InlineAlert tone="danger">{otherError}</InlineAlert>}
          <TextField
            ref={nameRef}
            label="Field Name"
            name="name"
            required
            value={name}
            error={nameError}
            hint="Letters, numbers and underscores; it starts with a letter or an underscore."
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <RadioGroup legend="Field Type" name="fieldType" options={TYPE_OPTIONS} value={fieldType} onChange={(value) => setFieldType(value as FieldType)} />
        </form>
      )}
    </Modal>
  );
}
