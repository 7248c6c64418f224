import { scenarios } from '../scenarios/registry';

/**
 * The send simulator's clock. The browser runs on the real time; a test sets its own (`setSendClock`)
 * and moves it, so no test waits on the wall clock.
 */
let now: () => Date = () => new Date();

export const sendClockNow = (): Date => now();

export function setSendClock(clock: () => Date): void {
  now = clock;
}

export function resetSendClock(): void {
  now = () => new Date();
}

/**
 * How fast sends move (mocks/README.md "Single sends"). Time is compressed: an A/B test's duration passes
 * `abTestCompression` times faster ("4 hours" ends after 4 minutes), and a send's opens and clicks, which
 * a real send gathers over days, arrive within `engagementSpreadMs`. After "send now" the send waits
 * `undoWindowMs`, during which DELETE /schedule unsends it. An automation's delays pass
 * `automationDelayCompression` times faster (at 3,600 an hour takes a second, a day 24 seconds).
 */
export interface SimulatorTiming {
  undoWindowMs: number;
  abTestCompression: number;
  engagementSpreadMs: number;
  automationDelayCompression: number;
}

export const NORMAL_TIMING: SimulatorTiming = { undoWindowMs: 60_000, abTestCompression: 60, engagementSpreadMs: 10 * 60_000, automationDelayCompression: 1 };
/** The `fast-sending` scenario, for end-to-end runs and demos. */
export const FAST_TIMING: SimulatorTiming = { undoWindowMs: 10_000, abTestCompression: 3_600, engagementSpreadMs: 20_000, automationDelayCompression: 3_600 };

export const UNDO_WINDOW_MS = NORMAL_TIMING.undoWindowMs;

export const simulatorTiming = (): SimulatorTiming => (scenarios.hasFlag('fast-sending') ? FAST_TIMING : NORMAL_TIMING);
