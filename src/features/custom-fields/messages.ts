import type { ApiError } from '@/shared/api/errors';
import { MAX_CUSTOM_FIELDS } from './limits';

/**
 * What the custom-field screens and epics say. The spec words only the name rules (field-name-rules.ts)
 * and "<name> was deleted"; the rest is ours, in the style of the senders' messages.
 */
export const LOAD_FAILED_MESSAGE = 'We could not load your custom fields.';
export const LIMIT_REACHED_MESSAGE = `You have reached the limit of ${MAX_CUSTOM_FIELDS} custom fields. Delete a custom field you no longer need to create another.`;

export const createdMessage = (name: string) => `${name} was created`;
export const updatedMessage = (name: string) => `${name} was updated`;
export const deletedMessage = (name: string) => `${name} was deleted`;

export const createFailedMessage = (error: ApiError) => `We could not create the custom field. ${error.message}`;
export const updateFailedMessage = (error: ApiError) => `We could not save the custom field. ${error.message}`;
export const deleteFailedMessage = (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`;

/** A 400 is a validation failure: the form shows its body, and no alert is raised. */
export const isValidationFailure = (error: ApiError) => error.status === 400;

/** The create endpoints answer 403 when the account already has the most custom fields it may have. */
export const isLimitReached = (error: ApiError) => error.status === 403;
