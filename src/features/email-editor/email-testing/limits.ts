/**
 * What an email test costs (spec §3: credits are deducted per client and per spam test); the mock
 * backend charges the same.
 */
export const EMAIL_TEST_CREDITS = {
  perClient: 1,
  perSpamTest: 1,
} as const;

/** How often a running test is asked for its results while they are on screen. */
export const RUN_POLL_MS = 3000;

/** Runs per page of the results list. */
export const RUNS_PAGE_SIZE = 10;

/** Designed here: the longest name a test run may have (the design's title is used). */
export const RUN_NAME_MAX = 100;

/** The credits a test on `clients` clients costs, with or without the spam test. */
export const emailTestCost = (clients: number, spamTest: boolean) =>
  clients * EMAIL_TEST_CREDITS.perClient + (spamTest ? EMAIL_TEST_CREDITS.perSpamTest : 0);
