import type { Action } from '@reduxjs/toolkit';
import { concat, EMPTY, of, type ObservableInput, type OperatorFunction } from 'rxjs';
import { catchError } from 'rxjs/operators';
import { failureAlert$ } from '../alerts/failure-alert';
import { asApiError, type ApiError } from '../api/errors';

/** What the danger alert says: always the same, or worded from the error (`undefined`: no alert). */
export type FailureMessage = string | ((error: ApiError) => string | undefined);

const worded = (message: FailureMessage, error: ApiError) => (typeof message === 'string' ? message : message(error));

/** Whatever the request threw, handled as an ApiError. */
export const catchApiError = <T, R>(handle: (error: ApiError) => ObservableInput<R>): OperatorFunction<T, T | R> =>
  catchError((error: unknown) => handle(asApiError(error)));

/**
 * The tail of a request epic: the failure is recorded by `toFailed`, then the danger alert follows
 * (none for a 401, the network message for a request that got no answer; see failureAlert$).
 */
export const catchFailure = <T>(toFailed: (error: ApiError) => Action, message: FailureMessage): OperatorFunction<T, T | Action> =>
  catchApiError((error) => {
    const text = worded(message, error);
    return concat(of(toFailed(error)), text === undefined ? EMPTY : failureAlert$(error, text));
  });

const shownByFields = (error: ApiError) => error.status === 400 && Object.keys(error.fieldErrors).length > 0;

/**
 * The tail of a form submit: a 400 with field messages is shown next to the fields by the form, so it
 * raises no alert; anything else fails as in catchFailure. The form keeps what the user typed either way.
 */
export const catchSubmitFailure = <T>(toFailed: (error: ApiError) => Action, message: FailureMessage): OperatorFunction<T, T | Action> =>
  catchFailure(toFailed, (error) => (shownByFields(error) ? undefined : worded(message, error)));
