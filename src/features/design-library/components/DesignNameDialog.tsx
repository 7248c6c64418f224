import { Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { ApiError } from '@/shared/api/errors';
import { RequestForm } from '@/shared/form/RequestForm';
import { useRequestForm } from '@/shared/form/use-request-form';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { TextField } from '@/shared/ui/TextField';
import { DESIGN_LIMITS } from '../limits';
import { designNameSchema } from '../schema';
import { selectDesignRequest } from '../selectors';
import { designRequestReset, type DesignOperation } from '../slice';
import { designNameServerFields, type DesignNameValues } from '../types';

interface Props {
  operation: DesignOperation;
  title: string;
  submitLabel: string;
  initialName: string;
  /** Above the form. */
  children?: ReactNode;
  /** What the dialog says about a failure that is not a 400 (a modal dialog hides the alerts behind it). */
  failureMessage(error: ApiError): string;
  onSubmit(name: string): void;
  /** Closes the dialog: after a save, or on Cancel. */
  onDone(): void;
}

/**
 * The rename and duplicate dialog: one name field, checked as typed, with the server's verdict next to
 * it. What the user typed stays through every failure; the dialog cannot be dismissed while it saves.
 */
export function DesignNameDialog({ operation, title, submitLabel, initialName, children, failureMessage, onSubmit, onDone }: Props) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((state) => selectDesignRequest(state, operation));
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const busy = isInFlight(request);
  const initialValues = useMemo<DesignNameValues>(() => ({ name: initialName }), []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => void dispatch(designRequestReset(operation)), [dispatch, operation]);

  const form = useRequestForm<DesignNameValues>(request, {
    serverFields: designNameServerFields,
    onSubmit: (values) => onSubmit(values.name.trim()),
    onSaved: onDone,
    formErrorFor(error, shownByFields) {
      if (error.status === 401) return undefined;
      if (error.status !== 400) return failureMessage(error);
      return shownByFields ? undefined : error.message;
    },
  });

  const close = () => {
    if (!busy) onDone();
  };

  return (
    <Modal
      open
      title={title}
      onClose={close}
      initialFocusRef={nameRef}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
      <Formik<DesignNameValues> initialValues={initialValues} validationSchema={designNameSchema} onSubmit={form.onSubmit}>
        <RequestForm id={formId} formError={form.formError} submitting={form.submitting} saved={form.saved}>
          <NameField inputRef={nameRef} />
        </RequestForm>
      </Formik>
    </Modal>
  );
}

/** Errors show once the name differs from where it started, and after a submit. */
function NameField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [field, meta] = useField<string>('name');
  const { submitCount } = useFormikContext();
  const changed = field.value !== meta.initialValue;
  return (
    <TextField
      {...field}
      ref={inputRef}
      label="Design Name"
      required
      autoComplete="off"
      maxLength={DESIGN_LIMITS.name}
      showCount
      error={changed || submitCount > 0 ? meta.error : undefined}
    />
  );
}
