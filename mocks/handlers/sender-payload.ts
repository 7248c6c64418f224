import { SENDER_LIMITS } from '@/features/senders/limits';
import type { SenderFields, SenderPatch } from '../db/senders';
import type { FieldError } from './errors';
import {
  email,
  maxLength,
  pickFields,
  required,
  text,
  textDirection,
  unique,
  validateFields,
  type FieldRules,
  type Rule,
  type ValidationMode,
} from './validation';

/** The sender body's fields, in the order errors are reported, with the app's lengths (src/features/senders/limits.ts). */
export const SENDER_FIELDS = {
  nickname: { maxLength: SENDER_LIMITS.nickname, required: true },
  'from.email': { maxLength: SENDER_LIMITS.email, required: true, email: true },
  'from.name': { maxLength: SENDER_LIMITS.fromName, required: true },
  'reply_to.email': { maxLength: SENDER_LIMITS.email, required: true, email: true },
  'reply_to.name': { maxLength: SENDER_LIMITS.replyToName },
  address: { maxLength: SENDER_LIMITS.address, required: true },
  address_2: { maxLength: SENDER_LIMITS.address },
  city: { maxLength: SENDER_LIMITS.city, required: true },
  state: { maxLength: SENDER_LIMITS.state },
  zip: { maxLength: SENDER_LIMITS.zip },
  country: { maxLength: SENDER_LIMITS.country, required: true },
} as const satisfies Record<string, { maxLength: number; required?: true; email?: true }>;

const FIELD_NAMES = Object.keys(SENDER_FIELDS);

function senderRules(isNicknameTaken: (nickname: string) => boolean): FieldRules {
  return Object.fromEntries(
    Object.entries(SENDER_FIELDS).map(([field, spec]): [string, Rule[]] => [
      field,
      [
        text,
        ...('required' in spec ? [required] : []),
        maxLength(spec.maxLength),
        textDirection,
        ...('email' in spec ? [email] : []),
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
