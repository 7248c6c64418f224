import type { ApiError } from '../api/errors';
import { SAVE_MESSAGES } from './save-problem/save-messages';

/** A save that got no answer (time-out, no network) or a server failure: sending it again may land. */
export const isRetryableSaveFailure = (error: ApiError) => error.status === 0 || error.status >= 500;

/** What a form says next to it after such a failure: the time-out explains itself, a server failure is "Not saved". */
export const saveFailureMessage = (error: ApiError) => (error.timedOut || error.status === 0 ? error.message : `${SAVE_MESSAGES.notSaved}. ${error.message}`);
