import { string } from 'yup';
import { EMAIL_ADDRESS_MAX, isEmailAddress } from '@/shared/validation/email-address';
import { hasTextDirectionControls } from '@/shared/validation/text-direction';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE, TEXT_DIRECTION_MESSAGE, maxLengthMessage } from './messages';

/** A text field, trimmed before it is checked, with the spec's messages. */
export const textField = (max: number) => string().trim().max(max, maxLengthMessage(max)).default('');

export const requiredText = (max: number) => textField(max).required(REQUIRED_MESSAGE);

/** Text that reaches recipients' inboxes (a From Name, a group name): no invisible text-direction characters. */
export const inboxText = (max: number) =>
  textField(max).test('text-direction', TEXT_DIRECTION_MESSAGE, (value) => !hasTextDirectionControls(value));

export const requiredInboxText = (max: number) => inboxText(max).required(REQUIRED_MESSAGE);

/** An address by the kernel's one email rule (src/shared/validation/email-address.ts), which the mock API applies too. */
export const requiredEmail = (max = EMAIL_ADDRESS_MAX) =>
  requiredInboxText(max).test('email', INVALID_EMAIL_MESSAGE, (value) => value === '' || isEmailAddress(value));
