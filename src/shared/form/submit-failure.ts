import type { Action } from '@reduxjs/toolkit';
import { EMPTY, concat, of, type Observable } from 'rxjs';
import { failureAlert$ } from '../alerts/failure-alert';
import type { ApiError } from '../api/errors';

/**
 * After a failed form submit: a 400 with field messages is shown next to the fields by the form,
 * anything else also raises a danger alert. The form keeps what the user typed either way.
 */
export function submitFailure$(error: ApiError, failedAction: Action, alertMessage: string): Observable<Action> {
  const shownByFields = error.status === 400 && Object.keys(error.fieldErrors).length > 0;
  return concat(of(failedAction), shownByFields ? EMPTY : failureAlert$(error, alertMessage));
}
