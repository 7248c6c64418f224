import { Formik, useField, useFormikContext } from 'formik';
import { useMemo, type RefObject } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { RequestForm } from '@/shared/form/RequestForm';
import type { KeepAs } from '@/shared/kept-edits/FormikKeptEdits';
import { defaultFormError, useRequestForm } from '@/shared/form/use-request-form';
import { isRetryableSaveFailure } from '@/shared/form/save-failure';
import type { RequestState } from '@/shared/request-state/request-state';
import { RadioGroup } from '@/shared/ui/RadioGroup';
import { TextField } from '@/shared/ui/TextField';
import { isValidationFailure } from '../messages';
import { customFieldSchema } from '../schema';
import { FIELD_TYPE_LABELS, FIELD_TYPES, customFieldServerFields, type CustomFieldFormValues, type FieldType } from '../types';
import styles from './CustomFieldForm.module.css';

interface Props {
  /** Ties the dialog's footer buttons to this form. */
  id: string;
  initialValues: CustomFieldFormValues;
  /** Lower-cased names of the other custom fields. */
  takenNames: ReadonlySet<string>;
  /** Legacy screens word reserved names as the legacy API does. */
  legacy: boolean;
  /** Renaming: the type is shown but cannot change. */
  typeLocked?: boolean;
  request: RequestState;
  /** The message shown in the form for a failure that is not a 400 (a modal dialog hides the alerts). */
  failureMessage(error: ApiError): string;
  nameInputRef?: RefObject<HTMLInputElement | null>;
  /** What the typed values are kept under in this browser until they are saved (a sign-in, a reload). */
  keepAs?: KeepAs;
  onSubmit(values: CustomFieldFormValues): void;
  onSaved(): void;
}

const TYPE_HINTS: Record<FieldType, string> = {
  text: 'Words, codes and anything else.',
  number: 'Whole or decimal numbers, to compare in segments.',
  date: 'Calendar dates, to segment by before, after or within.',
};

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type], hint: TYPE_HINTS[type] }));

/** The create and rename form. What the user typed stays in Formik through every failure. */
export function CustomFieldForm({
  id,
  initialValues,
  takenNames,
  legacy,
  typeLocked = false,
  request,
  failureMessage,
  nameInputRef,
  keepAs,
  onSubmit,
  onSaved,
}: Props) {
  const schema = useMemo(() => customFieldSchema({ takenNames, legacy }), [takenNames, legacy]);
  const form = useRequestForm(request, {
    serverFields: customFieldServerFields,
    onSubmit,
    onSaved,
    // A 400 goes next to its fields, a 401 signs out, a time-out or a 5xx says the edits are still here (with
    // Retry): the shared wording. Anything else (the limit's 403) in this screen's words.
    formErrorFor: (error, shownByFields) =>
      isValidationFailure(error) || error.status === 401 || isRetryableSaveFailure(error) ? defaultFormError(error, shownByFields) : failureMessage(error),
  });

  return (
    <Formik<CustomFieldFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
      <RequestForm id={id} className={styles.form} formError={form.formError} retryable={form.retryable} keepAs={keepAs} submitting={form.submitting} saved={form.saved}>
        <NameField inputRef={nameInputRef} />
        <TypeField locked={typeLocked} />
      </RequestForm>
    </Formik>
  );
}

/**
 * Errors show as soon as the name differs from where it started (the rules are checked as the user
 * types) and after a submit; a blur alone does not, since a dialog moving focus is no reason to complain.
 */
function NameField({ inputRef }: { inputRef?: RefObject<HTMLInputElement | null> }) {
  const [field, meta] = useField<string>('name');
  const { submitCount } = useFormikContext();
  const changed = field.value !== meta.initialValue;
  return (
    <TextField
      {...field}
      ref={inputRef}
      label="Field Name"
      required
      autoComplete="off"
      spellCheck={false}
      hint="Letters, numbers and underscores; start with a letter or an underscore. Merge tags and CSV headers use this name."
      error={changed || submitCount > 0 ? meta.error : undefined}
    />
  );
}

function TypeField({ locked }: { locked: boolean }) {
  const [field, meta, fieldHelpers] = useField<FieldType>('fieldType');
  return (
    <RadioGroup
      legend="Field Type"
      name={field.name}
      options={TYPE_OPTIONS}
      value={field.value}
      onChange={(value) => void fieldHelpers.setValue(value as FieldType)}
      required={!locked}
      disabled={locked}
      hint={locked ? 'The type of a custom field cannot be changed after it is created.' : undefined}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
