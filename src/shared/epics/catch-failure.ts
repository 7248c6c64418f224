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
 * The tail of a submit whose screen shows no more than the server's field messages (a background save,
 * a button without a form): those stay next to the fields, anything else raises the danger alert.
 * A form that says its failures itself uses catchFormFailure instead, so the user reads it once.
 */
export const catchSubmitFailure = <T>(toFailed: (error: ApiError) => Action, message: FailureMessage): OperatorFunction<T, T | Action> =>
  catchFailure(toFailed, (error) => (shownByFields(error) ? undefined : worded(message, error)));

/**
 * The tail of a submit whose form says every failure next to itself (RequestForm with useRequestForm,
 * SaveProblemNotice, a dialog's own alert): the failure is only recorded, no alert repeats it. There is
 * no message to give, so a form cannot say it twice. A 401 still signs out (the session epic does that).
 */
export const catchFormFailure = <T>(toFailed: (error: ApiError) => Action): OperatorFunction<T, T | Action> =>
  catchApiError((error) => of(toFailed(error)));
