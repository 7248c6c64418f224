import { object, type InferType } from 'yup';
import { UNIQUE_MESSAGE } from '@/shared/form/messages';
import { inboxText, requiredEmail, requiredInboxText } from '@/shared/form/yup-fields';
import { SENDER_LIMITS } from './limits';

/** Validates the sender form; `takenNicknames` holds the other senders' nicknames, lower-cased. */
export const senderSchema = (takenNicknames: ReadonlySet<string>) =>
  object({
    fromName: requiredInboxText(SENDER_LIMITS.fromName),
    fromEmail: requiredEmail(SENDER_LIMITS.email),
    replyEmail: requiredEmail(SENDER_LIMITS.email),
    address: requiredInboxText(SENDER_LIMITS.address),
    address2: inboxText(SENDER_LIMITS.address),
    city: requiredInboxText(SENDER_LIMITS.city),
    state: inboxText(SENDER_LIMITS.state),
    zip: inboxText(SENDER_LIMITS.zip),
    country: requiredInboxText(SENDER_LIMITS.country),
    nickname: requiredInboxText(SENDER_LIMITS.nickname).test(
      'unique-nickname',
      UNIQUE_MESSAGE,
      (value) => !takenNicknames.has(value.trim().toLowerCase()),
    ),
  });

export type SenderSchemaValues = InferType<ReturnType<typeof senderSchema>>;
