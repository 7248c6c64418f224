import type { ApiError } from '@/shared/api/errors';
import { MAX_TEST_RECIPIENTS } from './limits';

/** The test send's wording; the spec names the cases (403, 400, any other failure, success) but not the words. */
export const TEST_SEND_MESSAGES = {
  unauthorized: 'You are not authorized to send test emails. Ask an administrator of your account for access.',
  recipientsUnsubscribed: 'We could not send the test: one or more of these recipients have unsubscribed. Remove them and try again.',
  failed: 'We could not send your test email. Please try again.',
  sent: (count: number) => (count === 1 ? 'Your test email was sent.' : `Your test email was sent to ${count} addresses.`),
  required: 'Enter at least one email address.',
  tooMany: (count: number) => `You can send a test to at most ${MAX_TEST_RECIPIENTS} addresses; you entered ${count}.`,
  invalid: (addresses: readonly string[]) =>
    addresses.length === 1 ? `“${addresses[0]}” is not a valid email address.` : `These are not valid email addresses: ${addresses.map((address) => `“${address}”`).join(', ')}.`,
  senderRequired: 'Choose the sender the test comes from.',
  handlebarsIssues: 'Fix the Handlebars issues listed in the checks before you send a test.',
};

/** Spec §8: 403 unauthorized, 400 recipients unsubscribed, anything else a generic failure. */
export function testSendFailureMessage(error: ApiError): string {
  if (error.status === 403) return TEST_SEND_MESSAGES.unauthorized;
  if (error.status === 400) return TEST_SEND_MESSAGES.recipientsUnsubscribed;
  return TEST_SEND_MESSAGES.failed;
}
