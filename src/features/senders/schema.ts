import { object, type InferType } from 'yup';
import { UNIQUE_MESSAGE } from '@/shared/form/messages';
import { requiredEmail, requiredText, textField } from '@/shared/form/yup-fields';

/** Limits the API enforces too (mocks/handlers/senders.ts mirrors them). */
export const SENDER_LIMITS = {
  nickname: 100,
  fromName: 100,
  email: 254,
  address: 100,
  city: 150,
  state: 100,
  zip: 10,
  country: 100,
} as const;

/** Validates the sender form; `takenNicknames` holds the other senders' nicknames, lower-cased. */
export const senderSchema = (takenNicknames: ReadonlySet<string>) =>
  object({
    fromName: requiredText(SENDER_LIMITS.fromName),
    fromEmail: requiredEmail(SENDER_LIMITS.email),
    replyEmail: requiredEmail(SENDER_LIMITS.email),
    address: requiredText(SENDER_LIMITS.address),
    address2: textField(SENDER_LIMITS.address),
    city: requiredText(SENDER_LIMITS.city),
    state: textField(SENDER_LIMITS.state),
    zip: textField(SENDER_LIMITS.zip),
    country: requiredText(SENDER_LIMITS.country),
    nickname: requiredText(SENDER_LIMITS.nickname).test(
      'unique-nickname',
      UNIQUE_MESSAGE,
      (value) => !takenNicknames.has(value.trim().toLowerCase()),
    ),
  });

export type SenderSchemaValues = InferType<ReturnType<typeof senderSchema>>;
