import { object, string } from 'yup';
import { TEST_SEND_MESSAGES } from './messages';
import { recipientsError } from './recipients';

export interface TestSendFormValues {
  /** Up to 10 addresses, comma separated, as typed. */
  recipients: string;
  senderId: string;
}

/** The dialog's rules: valid addresses (each bad one named), at most 10, and a sender unless the host gave one. */
export const testSendSchema = (needsSender: boolean) =>
  object({
    recipients: string()
      .default('')
      .test('recipients', '', function check(value) {
        const message = recipientsError(value ?? '');
        return message === undefined || this.createError({ message });
      }),
    senderId: needsSender ? string().required(TEST_SEND_MESSAGES.senderRequired) : string(),
  });
