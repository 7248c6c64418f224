/**
 * Asynchronous contact jobs (ENDPOINTS.md §0 "Async jobs", §1a): upserts, deletes and imports answer
 * `202 { job_id }` and are followed with `GET /marketing/contacts/imports/{id}`. A job is `pending` for a
 * short, realistic while, then runs its work against the contact store and ends `completed`, `errored`
 * (some rows failed) or `failed` (the work threw).
 *
 * Jobs live in memory, in the page that runs the mock: a reload forgets them, and a job still pending then
 * never runs (mocks/README.md "Contacts").
 */

export type ContactJobType = 'upsert' | 'delete' | 'import';
export type ContactJobStatus = 'pending' | 'completed' | 'errored' | 'failed';

export interface ContactJobResults {
  requested_count: number;
  created_count: number;
  updated_count: number;
  deleted_count: number;
  errored_count: number;
  errors_url?: string;
}

export interface ContactJobDto {
  id: string;
  status: ContactJobStatus;
  job_type: ContactJobType;
  results: ContactJobResults;
  started_at: string;
  /** Null while pending. */
  finished_at: string | null;
}

/** How long a job stays pending in the browser unless it asks otherwise: one poll of the app sees it. */
export const DEFAULT_PENDING_MS = 1500;

interface RunningJob {
  owner: string;
  dto: ContactJobDto;
  work: () => Promise<ContactJobResults>;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Set once the work started; settles when the job has ended. */
  done: Promise<void> | undefined;
}

const EMPTY_RESULTS: ContactJobResults = { requested_count: 0, created_count: 0, updated_count: 0, deleted_count: 0, errored_count: 0 };

let jobs = new Map<string, RunningJob>();
let pendingOverrideMs: number | undefined;

function run(job: RunningJob): Promise<void> {
  if (job.timer !== undefined) clearTimeout(job.timer);
  job.timer = undefined;
  job.done ??= job.work().then(
    (results) => {
      job.dto = { ...job.dto, status: results.errored_count > 0 ? 'errored' : 'completed', results, finished_at: new Date().toISOString() };
    },
    () => {
      job.dto = { ...job.dto, status: 'failed', finished_at: new Date().toISOString() };
    },
  );
  return job.done;
}

/**
 * Starts a job for `owner` and returns its id. It stays pending `minPendingMs` (default DEFAULT_PENDING_MS),
 * or the pending time a test set with `setContactJobPendingMs`, then runs `work`.
 */
export function startContactJob(
  owner: string,
  jobType: ContactJobType,
  work: () => Promise<ContactJobResults>,
  options: { minPendingMs?: number } = {},
): string {
  const id = crypto.randomUUID();
  const job: RunningJob = {
    owner,
    dto: { id, status: 'pending', job_type: jobType, results: EMPTY_RESULTS, started_at: new Date().toISOString(), finished_at: null },
    work,
    timer: undefined,
    done: undefined,
  };
  jobs.set(id, job);
  job.timer = setTimeout(() => void run(job), pendingOverrideMs ?? options.minPendingMs ?? DEFAULT_PENDING_MS);
  return id;
}

/** The owner's job; another account's id is unknown. */
export function contactJob(owner: string, id: string): ContactJobDto | undefined {
  const job = jobs.get(id);
  return job?.owner === owner ? job.dto : undefined;
}

/**
 * Every job's pending time from now on, whatever it asked for (Node tests: 0, so a job ends right after
 * its 202); `undefined` restores the jobs' own.
 */
export function setContactJobPendingMs(ms: number | undefined): void {
  pendingOverrideMs = ms;
}

/** Tests: runs every pending job now and resolves once all jobs have ended. */
export async function finishContactJobs(): Promise<void> {
  await Promise.all([...jobs.values()].map(run));
}

/** Forgets every job (a pending one never runs) and restores the pending time given (Node: resetMockBackend). */
export function resetContactJobs(pendingMs?: number): void {
  for (const job of jobs.values()) if (job.timer !== undefined) clearTimeout(job.timer);
  jobs = new Map();
  pendingOverrideMs = pendingMs;
}
