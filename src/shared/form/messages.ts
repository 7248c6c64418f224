/** The spec's generic validation messages, used exactly. */
export const REQUIRED_MESSAGE = 'is a required field';
export const INVALID_EMAIL_MESSAGE = 'must be a valid email address';
export const UNIQUE_MESSAGE = 'must be unique';
export const maxLengthMessage = (max: number) => `must not exceed ${max} characters`;
/** Not in the spec's catalogue: for names and addresses that reach recipients' inboxes. */
export const TEXT_DIRECTION_MESSAGE = 'must not contain invisible text-direction characters';
