import { Formik, useField, useFormikContext } from 'formik';
import { useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { AnySchema } from 'yup';
import type { ApiError } from '@/shared/api/errors';
import type { KeepAs, KeptEditsHandle } from '@/shared/kept-edits/FormikKeptEdits';
import { isInFlight, type RequestState } from '@/shared/request-state/request-state';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { RequestForm } from './RequestForm';
import { useRequestForm } from './use-request-form';
import { FormDialogFooter } from './FormDialogFooter';

interface NameValues {
  name: string;
}

const SERVER_FIELDS: Record<string, keyof NameValues> = { name: 'name' };

export interface NameDialogProps {
  /** The request the dialog's submit starts (create, rename, duplicate…). */
  request: RequestState;
  /** The field's label: "Design Name", "Template Name". */
  label: string;
  maxLength: number;
  /** The name's yup schema, for `{ name }`. */
  schema: AnySchema;
  title: string;
  submitLabel: string;
  initialName: string;
  /** Above the form. */
  children?: ReactNode;
  /** What the dialog says about a failure that is not a 400 (a modal dialog hides the alerts behind it); nothing when `children` shows it. */
  failureMessage(error: ApiError): string | undefined;
  /** Keeps the typed name through a reload or a sign-in, offered back when the dialog opens again; Cancel drops it. */
  keepAs?: KeepAs;
  onSubmit(name: string): void;
  /** After a save. */
  onDone(): void;
  /** Cancel or Escape; not while saving. */
  onCancel(): void;
}

/**
 * A dialog around one name field (create, rename, duplicate), checked as typed, with the server's verdict
 * (a limit reached, a name too long) next to it or above it. What the user typed stays through every
 * failure; the dialog cannot be dismissed while it saves.
 */
export function NameDialog({ request, label, maxLength, schema, title, submitLabel, initialName, children, failureMessage, keepAs, onSubmit, onDone, onCancel }: NameDialogProps) {
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const keptEdits = useRef<KeptEditsHandle>(null);
  const busy = isInFlight(request);
  const initialValues = useMemo<NameValues>(() => ({ name: initialName }), []); // eslint-disable-line react-hooks/exhaustive-deps

  const form = useRequestForm<NameValues>(request, {
    serverFields: SERVER_FIELDS,
    onSubmit: (values) => onSubmit(values.name.trim()),
    onSaved: onDone,
    formErrorFor(error, shownByFields) {
      if (error.status === 401) return undefined;
      if (error.status !== 400) return failureMessage(error);
      return shownByFields ? undefined : error.message;
    },
  });

  // Cancel and Escape give the typed name up; only a reload or a sign-in keeps it for the next opening.
  const close = () => {
    if (busy) return;
    keptEdits.current?.abandon();
    onCancel();
  };

  return (
    <Modal
      open
      title={title}
      onClose={close}
      initialFocusRef={nameRef}
      footer={<FormDialogFooter formId={formId} submitLabel={submitLabel} busy={busy} onCancel={close} />}
    >
      {children}
      <Formik<NameValues> initialValues={initialValues} validationSchema={schema} onSubmit={form.onSubmit}>
        <RequestForm
          id={formId}
          formError={form.formError}
          retryable={form.retryable}
          keepAs={keepAs}
          keptEdits={keptEdits}
          submitting={form.submitting}
          saved={form.saved}
        >
          <NameField inputRef={nameRef} label={label} maxLength={maxLength} />
        </RequestForm>
      </Formik>
    </Modal>
  );
}

/** Errors show once the name differs from where it started, and after a submit. */
function NameField({ inputRef, label, maxLength }: { inputRef: RefObject<HTMLInputElement | null>; label: string; maxLength: number }) {
  const [field, meta] = useField<string>('name');
  const { submitCount } = useFormikContext();
  const changed = field.value !== meta.initialValue;
  return (
    <TextField
      {...field}
      ref={inputRef}
      label={label}
      required
      autoComplete="off"
      maxLength={maxLength}
      showCount
      error={changed || submitCount > 0 ? meta.error : undefined}
    />
  );
}
