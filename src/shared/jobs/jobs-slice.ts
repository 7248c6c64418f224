/**
 * # Jobs
 *
 * SendGrid answers long work (contact upserts and deletes, imports, exports, list deletes with their
 * contacts) with `202 { job_id }` and a job resource to poll. One poller follows every job from the
 * store, so leaving the page that started it loses nothing, and its alert shows wherever the user is.
 *
 * A feature registers a job by dispatching `jobStarted({ id, kind, pollPath, messages })`:
 * - `id`: the answer's `job_id` (or `id` for exports);
 * - `kind`: what the job is (`contacts-import`, `contacts-export`…); the feature's own epics react to
 *   `jobEnded` of that kind (download the export's `urls`, refresh the contacts list) and its screens
 *   read `selectJobsOfKind`;
 * - `pollPath`: the job resource, relative to the API base (`/marketing/contacts/imports/{id}`,
 *   `/marketing/contacts/exports/{id}`);
 * - `messages`: the alerts the end of the job raises: `completed` (success, optional), `errored`
 *   (warning: finished with errors; `failed` when absent), `failed` (danger), `timedOut` (danger; by
 *   default `failed` saying it was still processing after 30 minutes).
 *
 * Why a path and not a poll function: actions and state stay plain data (serialisable, readable in the
 * devtools, storable), and nothing of the feature's code needs to be loaded for its job to be followed.
 * It works because SendGrid's job resources share one status vocabulary (`pending`, then `completed` or
 * `ready`, `errored`, `failed` or `failure`), which the poller reads (job-status.ts); what else the
 * answer holds is kept as the job's `result` for the feature to read.
 *
 * The poller (jobs-epics.ts, loaded with the first job) waits 1 s, then 2, 4, 8, 16 and 30 s between
 * polls (job-status.ts says why), keeps going through failed polls, and gives up after the spec's
 * 30-minute upload-processing wait. `jobForgotten({ id })` stops following a job and drops it.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import type { AppState } from '../store/app-state';
import { rootReducer } from '../store/root-reducer';

/** `pending` while the server works; then how it ended, or `timedOut` when the poller gave up. */
export type JobStatus = 'pending' | 'completed' | 'errored' | 'failed' | 'timedOut';
export type JobEndStatus = Exclude<JobStatus, 'pending'>;

export interface JobMessages {
  completed?: string;
  errored?: string;
  failed: string;
  timedOut?: string;
}

/** What a feature registers. */
export interface JobStart {
  id: string;
  kind: string;
  pollPath: string;
  messages: JobMessages;
}

export interface Job {
  id: string;
  kind: string;
  pollPath: string;
  status: JobStatus;
  /** Milliseconds since the epoch. */
  startedAt: number;
  finishedAt: number | null;
  /** The job resource's last answer, as JSON: counts, an errors file, download URLs… */
  result: unknown;
  /** Why the job could not be followed to its end (the job resource is gone, access was refused). */
  error: ApiError | null;
}

export interface JobsState {
  byId: Record<string, Job>;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    jobs: JobsState;
  }
}

const initialState: JobsState = { byId: {} };

const jobsSlice = createSlice({
  name: 'jobs',
  initialState,
  reducers: {
    jobStarted: {
      /** A job already followed keeps its record. */
      reducer(state, action: PayloadAction<JobStart & { startedAt: number }>) {
        const { id, kind, pollPath, startedAt } = action.payload;
        if (state.byId[id]?.status === 'pending') return;
        state.byId[id] = { id, kind, pollPath, status: 'pending', startedAt, finishedAt: null, result: null, error: null };
      },
      prepare: (start: JobStart) => ({ payload: { ...start, startedAt: Date.now() } }),
    },
    /** A poll found the job still pending; its answer may carry progress. */
    jobPolled(state, action: PayloadAction<{ id: string; result: unknown }>) {
      const job = state.byId[action.payload.id];
      if (job?.status === 'pending') job.result = action.payload.result;
    },
    jobEnded(
      state,
      action: PayloadAction<{ id: string; kind: string; status: JobEndStatus; result: unknown; error: ApiError | null; finishedAt: number }>,
    ) {
      const { id, status, result, error, finishedAt } = action.payload;
      const job = state.byId[id];
      if (job?.status !== 'pending') return;
      Object.assign(job, { status, finishedAt, error, result: result ?? job.result });
    },
    /** Stops following the job and drops its record. */
    jobForgotten(state, action: PayloadAction<{ id: string }>) {
      delete state.byId[action.payload.id];
    },
  },
}).injectInto(rootReducer);

export const { jobStarted, jobPolled, jobEnded, jobForgotten } = jobsSlice.actions;

export const selectJobsState = (state: AppState): JobsState => jobsSlice.selectSlice(state);
export const selectJob = (state: AppState, id: string): Job | undefined => selectJobsState(state).byId[id];
/** Every job of one kind, oldest first. */
export const selectJobsOfKind = createSelector(
  [(state: AppState) => selectJobsState(state).byId, (_state: AppState, kind: string) => kind],
  (byId, kind): Job[] => Object.values(byId).filter((job) => job.kind === kind).sort((a, b) => a.startedAt - b.startedAt),
);
