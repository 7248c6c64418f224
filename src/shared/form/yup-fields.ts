import { string } from 'yup';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, maxLengthMessage } from './messages';

/** A text field, trimmed before it is checked, with the spec's messages. */
export const textField = (max: number) => string().trim().max(max, maxLengthMessage(max)).default('');

export const requiredText = (max: number) => textField(max).required(REQUIRED_MESSAGE);

export const requiredEmail = (max = 254) => requiredText(max).email(INVALID_EMAIL_MESSAGE);
