import type { ApiError } from '@/shared/api/errors';

/**
 * What the segment screens and epics say. The spec words "<name> was deleted", the V1 cut-off and the
 * "query too advanced for rendering" marker; the rest is ours, in the style of the other features.
 */
export const LOAD_FAILED_MESSAGE = 'We could not load your segments.';
export const LOAD_ONE_FAILED_MESSAGE = 'We could not load this segment.';
export const V1_NOTICE =
  'V1 segments stopped being processed after December 31, 2022. Their counts no longer change. You can delete them, or rebuild them as V2 segments.';
export const TOO_ADVANCED_MESSAGE = 'This query is too advanced for rendering in the segment builder.';
export const NO_MATCH_MESSAGE = 'No contacts match this condition.';
export const DELETED_FIELD_MESSAGE = 'This custom field was deleted. Choose another field, or remove the condition.';
export const invalidSegmentMessage = (missingFields: readonly string[]) =>
  missingFields.length === 0
    ? 'This segment is invalid: its query can no longer be evaluated. It cannot be used to send until you fix it.'
    : `This segment is invalid: it uses the custom field ${missingFields.join(', ')}, which was deleted. It cannot be used to send until you edit it.`;
export const LIMIT_REACHED_NOTICE = (max: number) =>
  `You have ${max} segments, the most an account can have. Delete a segment you no longer need to create another.`;

export const createdMessage = (name: string) => `${name} was created`;
export const updatedMessage = (name: string) => `${name} was updated`;
export const deletedMessage = (name: string) => `${name} was deleted`;
export const refreshStartedMessage = (name: string) => `${name} is being refreshed. Its count updates when the refresh finishes.`;

export const deleteFailedMessage = (name: string, error: ApiError) => `We could not delete ${name}. ${error.message}`;
export const refreshFailedMessage = (name: string, error: ApiError) => `We could not refresh ${name}. ${error.message}`;

/** The refresh endpoint's "too many requests": its own message, never a generic failure. */
export const isTooManyRefreshes = (error: ApiError) => error.status === 429;
export const TOO_MANY_REFRESHES_MESSAGE =
  'Too many refreshes: a segment can be refreshed once an hour and twice a day, and an account 10 times a day. The counts reset at midnight in your time zone.';
