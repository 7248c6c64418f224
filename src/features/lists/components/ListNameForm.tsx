import { Formik, useField, useFormikContext } from 'formik';
import { useMemo, type ReactNode, type RefObject } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { LIST_NAME_MAX_LENGTH } from '@/shared/audience/list';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import type { RequestState } from '@/shared/request-state/request-state';
import { TextField } from '@/shared/ui/TextField';
import { isValidationFailure } from '../messages';
import { listSchema } from '../schema';
import { listServerFields, type ListFormValues } from '../types';
import styles from './Lists.module.css';

interface Props {
  /** Ties buttons outside the form (a dialog's footer) to it. */
  id?: string;
  initialValues: ListFormValues;
  /** The other lists' names, as the rules compare them. */
  takenNames: ReadonlySet<string>;
  /** Creating while the account has the most lists it may have. */
  limitReached?: boolean;
  request: RequestState;
  /** What the form says above its fields for a failure that is not the server's verdict on the values. */
  failureMessage(error: ApiError): string;
  nameInputRef?: RefObject<HTMLInputElement | null>;
  onSubmit(values: ListFormValues): void;
  onSaved(): void;
  /** The form's own buttons, when it is a page. */
  children?: ReactNode;
}

/** The create and rename form: one name. What the user typed stays through every failure. */
export function ListNameForm({ id, initialValues, takenNames, limitReached = false, request, failureMessage, nameInputRef, onSubmit, onSaved, children }: Props) {
  const schema = useMemo(() => listSchema({ takenNames, limitReached }), [takenNames, limitReached]);
  const form = useRequestForm(request, {
    serverFields: listServerFields,
    onSubmit,
    onSaved,
    formErrorFor(error, shownByFields) {
      // A 401 logs the user out; there is nothing to say here.
      if (error.status === 401) return undefined;
      if (!isValidationFailure(error)) return failureMessage(error);
      // The list limit comes without a field: it is said above the name.
      return shownByFields ? undefined : error.message;
    },
  });

  return (
    <Formik<ListFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
      <RequestForm id={id} className={styles.form} formError={form.formError} submitting={form.submitting} saved={form.saved}>
        <NameField inputRef={nameInputRef} />
        {children}
      </RequestForm>
    </Formik>
  );
}

/** Errors show once the name differs from where it started (checked as the user types) and after a submit. */
function NameField({ inputRef }: { inputRef?: RefObject<HTMLInputElement | null> }) {
  const [field, meta] = useField<string>('name');
  const { submitCount } = useFormikContext();
  const changed = field.value !== meta.initialValue;
  return (
    <TextField
      {...field}
      ref={inputRef}
      label="List Name"
      required
      autoComplete="off"
      hint={`Up to ${LIST_NAME_MAX_LENGTH} characters, unique among your lists.`}
      error={changed || submitCount > 0 ? meta.error : undefined}
    />
  );
}
