/** The API refuses a 101st sender. */
export const MAX_SENDERS = 100;
