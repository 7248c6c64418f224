import { array, mixed, object, string, type InferType } from 'yup';
import { REQUIRED_MESSAGE, maxLengthMessage } from '@/shared/form/messages';
import { requiredText, textField } from '@/shared/form/yup-fields';
import { ACCOUNT_SID_PATTERN, AUTH_TOKEN_MAX, INTEGRATION_LABEL_MAX, WRITE_KEY_MAX, WRITE_KEY_MIN } from './limits';
import { EMAIL_EVENTS, type DestinationRegion, type EmailEvent } from './types';

/** Messages the spec's generic catalogue has no words for. */
export const minLengthMessage = (min: number) => `must be at least ${min} characters`;
export const ALPHANUMERIC_MESSAGE = 'must contain only letters and numbers';
export const EVENTS_REQUIRED_MESSAGE = 'select at least one event';
export const ACCOUNT_SID_MESSAGE = 'must be a valid Account SID (AC followed by 32 hexadecimal characters)';

const EVENT_VALUES = EMAIL_EVENTS.map((event) => event.value);

/**
 * The Segment form (spec §5): the write key is letters and digits only (so no spaces), 7 to 50 of
 * them; at least one event must be synced. It is checked as typed, never trimmed.
 */
export const segmentSchema = object({
  label: textField(INTEGRATION_LABEL_MAX),
  writeKey: string()
    .default('')
    .required(REQUIRED_MESSAGE)
    .min(WRITE_KEY_MIN, minLengthMessage(WRITE_KEY_MIN))
    .max(WRITE_KEY_MAX, maxLengthMessage(WRITE_KEY_MAX))
    .matches(/^[A-Za-z0-9]*$/, ALPHANUMERIC_MESSAGE),
  region: mixed<DestinationRegion>().oneOf(['global', 'eu']).required(REQUIRED_MESSAGE),
  events: array(mixed<EmailEvent>().oneOf(EVENT_VALUES).defined()).default([]).min(1, EVENTS_REQUIRED_MESSAGE),
});

export type SegmentSchemaValues = InferType<typeof segmentSchema>;

/** The Twilio form (spec §5): both required; the SID is also checked for its shape, as the API does. */
export const twilioSchema = object({
  accountSid: requiredText(34).matches(ACCOUNT_SID_PATTERN, ACCOUNT_SID_MESSAGE),
  authToken: requiredText(AUTH_TOKEN_MAX),
});

export type TwilioSchemaValues = InferType<typeof twilioSchema>;
