import { EMAIL_TESTING_UNAVAILABLE_MESSAGE } from '@/shared/account/account-messages';

/** Email testing's texts; the spec words the failure and the client rule. */
export const messages = {
  /** Spec §8, exact: any failure of email testing. */
  failed: EMAIL_TESTING_UNAVAILABLE_MESSAGE,
  /** Spec §5, exact. */
  clientRequired: 'Inbox test needs at least one client',
  euUnavailable: 'Email testing is not available in the EU region.',
  started: (name: string) => `The email test of ${name} is running`,
};
