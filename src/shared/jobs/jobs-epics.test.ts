import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { server } from '@mocks/node';
import { createTestDependencies } from '@test/test-dependencies';
import { selectAlerts } from '../alerts/alerts-slice';
import { DATA_CHANGED_CHANNEL, type DataChangedMessage } from '../broadcast/data-changes';
import { JOB_GIVE_UP_MS } from './job-status';
import { jobForgotten, jobStarted, selectJob, selectJobsOfKind, type JobStart } from './jobs-slice';
// Loaded ahead, so the app's lazy load of the poller resolves at once under fake timers.
import './jobs-epics';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);
const IMPORT: JobStart = {
  id: 'job-1',
  kind: 'contacts-import',
  pollPath: '/marketing/contacts/imports/job-1',
  messages: { completed: 'Your contacts were imported', failed: 'We could not import your contacts.' },
};

/**
 * The job resource answers the statuses of `script` one poll after the other (the last one from then
 * on), and records when each poll came, in milliseconds after the job started.
 */
function serveJob(script: Array<string | number>) {
  const polls: number[] = [];
  server.use(
    http.get('*/v3/marketing/contacts/imports/:id', ({ params }) => {
      const step = script[Math.min(polls.length, script.length - 1)]!;
      polls.push(Date.now() - START);
      if (typeof step === 'number') return HttpResponse.json({ errors: [{ message: `status ${step}` }] }, { status: step });
      return HttpResponse.json({
        id: params.id,
        status: step,
        job_type: 'upsert',
        results: { requested_count: 10, created_count: step === 'pending' ? polls.length : 10 },
      });
    }),
  );
  return polls;
}

function startJob(job: JobStart = IMPORT) {
  const dependencies = createTestDependencies();
  const store = createAppStore(dependencies);
  store.dispatch(jobStarted(job));
  const alerts = () => selectAlerts(store.getState()).map(({ type, message }) => ({ type, message }));
  /** The paths this tab told the other tabs had changed (live updates). */
  const announced = () => dependencies.broadcast.posted.filter((post) => post.channel === DATA_CHANGED_CHANNEL).map((post) => (post.message as DataChangedMessage).path);
  return { store, alerts, announced, job: () => selectJob(store.getState(), job.id) };
}

/** Moves the fake clock, letting every answer and action in between happen. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the job poller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => vi.useRealTimers());

  it('polls after 1 s, then waits twice as long each time up to 30 s, and raises the completion alert', async () => {
    const polls = serveJob(['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'completed']);
    const { alerts, job, store } = startJob();
    expect(job()).toMatchObject({ status: 'pending', kind: 'contacts-import', startedAt: START });

    await wait(999);
    expect(polls).toEqual([]);
    await wait(1);
    expect(polls).toEqual([1000]);
    await wait(60_000);
    expect(polls).toEqual([1000, 3000, 7000, 15_000, 31_000, 61_000]);
    expect(job()).toMatchObject({ status: 'pending', result: { results: { created_count: 6 } } });
    await wait(60_000);
    expect(polls).toEqual([1000, 3000, 7000, 15_000, 31_000, 61_000, 91_000, 121_000]);
    expect(job()).toMatchObject({ status: 'completed', finishedAt: START + 121_000, result: { status: 'completed', results: { created_count: 10 } } });
    expect(alerts()).toEqual([{ type: 'success', message: 'Your contacts were imported' }]);
    expect(selectJobsOfKind(store.getState(), 'contacts-import').map((one) => one.id)).toEqual(['job-1']);

    await wait(10 * 60_000);
    expect(polls).toHaveLength(8);
  });

  it('tells the other tabs that the contacts changed when a contact job ended, not before, and not for an export or a job gone', async () => {
    serveJob(['pending', 'errored']);
    const contacts = startJob();
    await wait(1000);
    expect(contacts.announced()).toEqual([]);
    await wait(2000);
    expect(contacts.job()?.status).toBe('errored');
    expect(contacts.announced()).toEqual(['/marketing/contacts/imports/job-1']);

    server.use(http.get('*/v3/marketing/contacts/exports/:id', () => HttpResponse.json({ id: 'export-1', status: 'ready', urls: [] })));
    const exported = startJob({ id: 'export-1', kind: 'contacts-export', pollPath: '/marketing/contacts/exports/export-1', messages: { failed: 'No export.' } });
    serveJob([404]);
    const gone = startJob({ ...IMPORT, id: 'job-2', pollPath: '/marketing/contacts/imports/job-2' });
    await wait(1000);
    expect(exported.job()?.status).toBe('completed');
    expect(gone.job()?.status).toBe('failed');
    expect([...exported.announced(), ...gone.announced()]).toEqual([]);
  });

  it('gives up after the 30-minute upload-processing wait with a failure alert, and polls no more', async () => {
    const polls = serveJob(['pending']);
    const { alerts, job } = startJob();
    await wait(JOB_GIVE_UP_MS - 1);
    expect(job()?.status).toBe('pending');
    expect(alerts()).toEqual([]);
    await wait(1);
    expect(polls.at(-1)).toBe(JOB_GIVE_UP_MS);
    expect(job()).toMatchObject({ status: 'timedOut', finishedAt: START + JOB_GIVE_UP_MS });
    expect(alerts()).toEqual([{ type: 'danger', message: 'We could not import your contacts. It was still processing after 30 minutes.' }]);
    const count = polls.length;
    await wait(60 * 60_000);
    expect(polls).toHaveLength(count);
  });

  it('says when a job failed or finished with errors, and reads an export’s statuses too', async () => {
    serveJob(['pending', 'failed']);
    const failed = startJob();
    await wait(3000);
    expect(failed.job()?.status).toBe('failed');
    expect(failed.alerts()).toEqual([{ type: 'danger', message: 'We could not import your contacts.' }]);

    serveJob(['errored']);
    const errored = startJob({ ...IMPORT, messages: { ...IMPORT.messages, errored: 'Some contacts could not be imported' } });
    await wait(1000);
    expect(errored.job()?.status).toBe('errored');
    expect(errored.alerts()).toEqual([{ type: 'warning', message: 'Some contacts could not be imported' }]);

    serveJob(['pending', 'ready']);
    const exported = startJob({ ...IMPORT, kind: 'contacts-export' });
    await wait(3000);
    expect(exported.job()?.status).toBe('completed');
  });

  it('keeps polling through a failed poll, and stops when the job is gone', async () => {
    const polls = serveJob([500, 'pending', 'completed']);
    const { job } = startJob();
    await wait(7000);
    expect(polls).toEqual([1000, 3000, 7000]);
    expect(job()?.status).toBe('completed');

    serveJob([404]);
    const gone = startJob();
    await wait(1000);
    expect(gone.job()).toMatchObject({ status: 'failed', error: { status: 404 } });
    expect(gone.alerts()).toEqual([{ type: 'danger', message: 'We could not import your contacts.' }]);
  });

  it('follows a job registered twice once, and stops following a forgotten one', async () => {
    const polls = serveJob(['pending']);
    const { store, job } = startJob();
    store.dispatch(jobStarted(IMPORT));
    await wait(3000);
    expect(polls).toEqual([1000, 3000]);
    store.dispatch(jobForgotten({ id: IMPORT.id }));
    expect(job()).toBeUndefined();
    await wait(60_000);
    expect(polls).toHaveLength(2);
  });

  it('never polls a path outside the API', async () => {
    const polls = serveJob(['completed']);
    const { job, alerts } = startJob({ ...IMPORT, pollPath: '//evil.example/jobs/1' });
    await wait(5000);
    expect(polls).toEqual([]);
    expect(job()?.status).toBe('failed');
    expect(alerts()).toEqual([{ type: 'danger', message: 'We could not import your contacts.' }]);
  });
});
