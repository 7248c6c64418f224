import type { SenderFields, SenderPatch } from '../db/senders';
import type { FieldError } from './errors';
import { email, maxLength, pickFields, required, text, unique, validateFields, type FieldRules, type Rule, type ValidationMode } from './validation';

/** At most this many senders per user (the published API's limit). */
export const MAX_SENDERS_PER_USER = 100;

/**
 * The sender body's fields, in the order errors are reported. The published marketing-senders schema
 * sets no lengths; these follow the verified-senders schema (nickname, address lines, city, zip,
 * country) with three deliberate changes, shared with the app's form (src/features/senders/schema.ts):
 * names 100 (not 256), emails 254 (the RFC 5321 maximum, not 256) and state 100 (not 2 US letters:
 * marketing senders accept region names such as "Île-de-France").
 */
export const SENDER_FIELDS = {
  nickname: { maxLength: 100, required: true },
  'from.email': { maxLength: 254, required: true, email: true },
  'from.name': { maxLength: 100, required: true },
  'reply_to.email': { maxLength: 254, required: true, email: true },
  'reply_to.name': { maxLength: 100 },
  address: { maxLength: 100, required: true },
  address_2: { maxLength: 100 },
  city: { maxLength: 150, required: true },
  state: { maxLength: 100 },
  zip: { maxLength: 10 },
  country: { maxLength: 100, required: true },
} as const satisfies Record<string, { maxLength: number; required?: true; email?: true }>;

const FIELD_NAMES = Object.keys(SENDER_FIELDS);

function senderRules(isNicknameTaken: (nickname: string) => boolean): FieldRules {
  return Object.fromEntries(
    Object.entries(SENDER_FIELDS).map(([field, spec]): [string, Rule[]] => [
      field,
      [
        text,
        ...('required' in spec ? [required] : []),
        ...('email' in spec ? [email] : []),
        maxLength(spec.maxLength),
        ...(field === 'nickname' ? [unique(isNicknameTaken)] : []),
      ],
    ]),
  );
}

export function validateSender(
  body: Record<string, unknown>,
  mode: ValidationMode,
  isNicknameTaken: (nickname: string) => boolean,
): FieldError[] {
  return validateFields(body, senderRules(isNicknameTaken), mode);
}

/** The fields of a validated create body. */
export const readSenderFields = (body: Record<string, unknown>) =>
  pickFields(body, FIELD_NAMES, 'create') as unknown as SenderFields;

/** The fields present in a validated PATCH body. */
export const readSenderPatch = (body: Record<string, unknown>) => pickFields(body, FIELD_NAMES, 'update') as SenderPatch;
