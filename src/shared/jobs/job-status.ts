import type { JobStatus } from './jobs-slice';

/** The product spec's upload-processing wait: a job still pending after this is given up. */
export const JOB_GIVE_UP_MS = 30 * 60_000;

/**
 * The wait before poll number `attempt` (from 0): 1 s, doubling to at most 30 s. Small jobs (an upsert
 * of a few contacts) end within seconds and are seen to end within about a second; a million-contact
 * import runs for minutes, and is then asked about twice a minute, about 65 polls over the 30 minutes
 * instead of 1,800 at one a second, which keeps it far from SendGrid's rate limits and the mock's
 * worker free for the pages being used.
 */
export const pollDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * SendGrid's job statuses: imports, upserts and deletes say pending, completed, errored or failed;
 * exports say pending, ready or failure. A status the poller does not know counts as still pending
 * (the give-up ends it if it never changes).
 */
const STATUSES: Readonly<Record<string, JobStatus>> = {
  pending: 'pending',
  processing: 'pending',
  completed: 'completed',
  ready: 'completed',
  errored: 'errored',
  failed: 'failed',
  failure: 'failed',
};

export function jobStatusOf(answer: unknown): JobStatus {
  const status = typeof answer === 'object' && answer !== null ? (answer as { status?: unknown }).status : undefined;
  return (typeof status === 'string' && Object.hasOwn(STATUSES, status.toLowerCase()) ? STATUSES[status.toLowerCase()] : undefined) ?? 'pending';
}

/** A path under the API base (`/marketing/…`), never a full or protocol-relative URL. */
export const isApiPath = (path: string): boolean => /^\/(?!\/)[^\s\\]*$/.test(path);
