import type { FormikErrors, FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import type { ApiError } from '../api/errors';
import type { RequestState } from '../request-state/request-state';
import { isRetryableSaveFailure, saveFailureMessage } from './save-failure';
import { toFormErrors } from './server-field-errors';
import { useRequestOutcome } from './use-request-outcome';

interface Options<Values> {
  /** Where the server's field paths land in the form. */
  serverFields: Record<string, keyof Values & string>;
  onSubmit(values: Values): void;
  onSaved(): void;
  /**
   * The message above the fields after a failure; by default every failure no field shows but a 401
   * (which signs out): a time-out or a server failure comes with Retry (the form keeps what was typed),
   * anything else in the server's words. The epic's tail is then catchFormFailure: no alert repeats it.
   */
  formErrorFor?(error: ApiError, shownByFields: boolean): string | undefined;
}

/** A 400's message, when none of its field messages reached a field. */
export const unshownValidationMessage = (error: ApiError, shownByFields: boolean) =>
  error.status === 400 && !shownByFields ? error.message : undefined;

/** What a form says by default; a form with a reason of its own (a 403's limit) falls back to it. */
export function defaultFormError(error: ApiError, shownByFields: boolean) {
  if (error.status === 401 || shownByFields) return undefined;
  return isRetryableSaveFailure(error) ? saveFailureMessage(error) : error.message;
}

/**
 * Submits a Formik form as a request and, when it fails, puts the server's field messages on the
 * fields and anything else the form should say in `formError`. Pass `onSubmit` to Formik.
 */
export function useRequestForm<Values>(
  request: RequestState,
  { serverFields, onSubmit, onSaved, formErrorFor = defaultFormError }: Options<Values>,
) {
  const helpers = useRef<FormikHelpers<Values> | null>(null);
  const [formError, setFormError] = useState<string>();
  const [retryable, setRetryable] = useState(false);

  useRequestOutcome(request, {
    onComplete: onSaved,
    onError(error) {
      const fieldErrors = toFormErrors(error, serverFields);
      // A message is a valid error for a field of any shape; Formik's mapped type cannot see that for a generic Values.
      helpers.current?.setErrors(fieldErrors as FormikErrors<Values>);
      setFormError(formErrorFor(error, Object.keys(fieldErrors).length > 0));
      setRetryable(isRetryableSaveFailure(error));
    },
  });

  return {
    formError,
    retryable,
    submitting: request.status === 'InFlight',
    saved: request.status === 'Complete',
    onSubmit(values: Values, formikHelpers: FormikHelpers<Values>) {
      helpers.current = formikHelpers;
      setFormError(undefined);
      onSubmit(values);
    },
  };
}
