import type { ApiError } from '../api/errors';

/** Maps a 400's field messages (keyed by server path) onto form field names. */
export function toFormErrors<Field extends string>(
  error: ApiError,
  serverFields: Record<string, Field>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = serverFields[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
