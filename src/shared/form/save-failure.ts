import type { ApiError } from '../api/errors';
import { SAVE_MESSAGES } from './save-problem/save-messages';

/** A save that got no answer (time-out, no network) or a server failure: sending it again may land. */
export const isRetryableSaveFailure = (error: ApiError) => error.status === 0 || error.status >= 500;

/**
 * What a form says next to it after a failed save: a time-out or no network explains itself, a server
 * failure (5xx) says the edits are still here to try again, anything else is "Not saved" and the reason.
 */
export function saveFailureMessage(error: ApiError): string {
  if (error.timedOut || error.status === 0) return error.message;
  if (error.status >= 500) return SAVE_MESSAGES.serverFailed;
  return `${SAVE_MESSAGES.notSaved}. ${error.message}`;
}
