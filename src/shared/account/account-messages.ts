/** The account service's alert texts. */

/** Spec (sending and content §8), exact: shown when the email testing credits cannot be loaded. */
export const EMAIL_TESTING_UNAVAILABLE_MESSAGE =
  "We're sorry, we encountered an issue with Email Testing. Please retry. If the issue continues, please contact Support.";

/** Spec §8 asks for "an alert about fetching the count of all contacts" without wording it. */
export const CONTACT_COUNT_FAILED_MESSAGE = 'We could not fetch the count of all your contacts.';

export const scopeAccessRequestedMessage = (scopeGroupName: string) =>
  `Your request for ${scopeGroupName} access was sent to your administrator.`;

export const scopeAccessRequestFailedMessage = (serverMessage: string) => `We could not request access. ${serverMessage}`;
