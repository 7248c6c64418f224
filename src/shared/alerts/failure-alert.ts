import type { Action } from '@reduxjs/toolkit';
import { EMPTY, of, type Observable } from 'rxjs';
import type { ApiError } from '../api/errors';
import { dangerAlert } from './alerts-slice';

/**
 * The danger alert for a failed request. A 401 shows nothing: the session epic is already
 * logging the user out. A 0 (no answer) says so; otherwise the specific message given.
 */
export function failureAlert$(error: ApiError, message: string): Observable<Action> {
  if (error.status === 401) return EMPTY;
  return of(dangerAlert(error.status === 0 ? error.message : message));
}
