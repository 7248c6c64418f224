/** Alert texts. "<address> was deleted" is the spec's; the others are not worded by it. */
export const LOAD_RECIPIENTS_FAILED = 'We could not load your notification recipients.';
export const addedMessage = (email: string) => `${email} was added`;
export const deletedMessage = (email: string) => `${email} was deleted`;
export const addFailedMessage = (serverMessage: string) => `We could not add the recipient. ${serverMessage}`;
export const deleteFailedMessage = (email: string, serverMessage: string) => `We could not delete ${email}. ${serverMessage}`;
