import type { ApiError } from '../api/errors';

/**
 * Why the save of an email editor's host (a single send, an automation's email) failed: the server's own
 * word for a refused value, else what became of the typed changes (they stay on screen).
 */
export const hostSaveFailed = (error: ApiError): string =>
  error.status === 400 || error.timedOut
    ? error.message
    : error.status === 0
      ? 'Your changes were not saved: we could not reach the server. They are kept here; retry when you are back online.'
      : 'Your changes were not saved. They are kept here; please retry.';
