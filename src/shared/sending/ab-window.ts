import { SINGLE_SEND_LIMITS } from './limits';

/** The last moment a winner can be picked: seven days (of 24 hours) after the A/B test started. */
export const abPickDeadline = (testStartedAt: string | Date) =>
  new Date(new Date(testStartedAt).getTime() + SINGLE_SEND_LIMITS.abPickWithinDays * 24 * 60 * 60 * 1000);

/** Whether a winner can still be picked at `now` for a test that started at `testStartedAt`. */
export const isAbPickWindowOpen = (testStartedAt: string | Date, now: Date) => now.getTime() < abPickDeadline(testStartedAt).getTime();
