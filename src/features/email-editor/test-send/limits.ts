/** A test email goes to at most this many addresses (spec §9). */
export const MAX_TEST_RECIPIENTS = 10;
