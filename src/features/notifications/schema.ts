import { object, type InferType } from 'yup';
import { UNIQUE_MESSAGE } from '@/shared/form/messages';
import { requiredEmail } from '@/shared/form/yup-fields';
import { RECIPIENT_EMAIL_MAX } from './limits';

/** A valid address, not already a recipient; `taken` holds the others, lower-cased. The API checks the same. */
export const recipientSchema = (taken: ReadonlySet<string>) =>
  object({
    email: requiredEmail(RECIPIENT_EMAIL_MAX).test('unique-email', UNIQUE_MESSAGE, (value) => !taken.has(value.trim().toLowerCase())),
  });

export type RecipientSchemaValues = InferType<ReturnType<typeof recipientSchema>>;
