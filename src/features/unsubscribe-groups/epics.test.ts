import { configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { NEVER, Observable, Subject, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/shared/api/client';
import type { AppState } from '@/shared/store/app-state';
import { appReducer } from '@/app/root-reducer';
import { accountResourceLoaded } from '@/shared/account/account-slice';
import { createMemoryBroadcaster } from '@/shared/broadcast/memory-broadcaster';
import type { Dependencies } from '@/shared/dependencies';
import { createMemoryStorage, type MemoryStorage } from '@/shared/storage/memory-storage';
import { unsubscribeGroupsEpics } from './epics';
import { UPLOAD_BATCH_SIZE, UPLOAD_PARALLEL_REQUESTS } from './limits';
import { csvRead, csvReadStarted, groupDeleted, groupsPageLoaded, uploadRequested, uploadResumeRequested, uploadRetryRequested } from './slice';
import { fromAddressList } from './types';
import type { StoredUpload } from './upload-record';

/**
 * An API whose suppression POSTs answer after a random delay, counting how many are in flight. Call
 * `failBatch` fails; calls from `hangFrom` on never answer (the page is reloaded while they are in flight).
 */
function createCountingApi(failBatch?: number, hangFrom = Number.POSITIVE_INFINITY) {
  const stats = { inFlight: 0, maxInFlight: 0, calls: 0, sent: [] as string[][] };
  const post = (_path: string, body: unknown) =>
    new Observable<unknown>((subscriber) => {
      const call = stats.calls++;
      const emails = (body as { recipient_emails: string[] }).recipient_emails;
      stats.sent.push(emails);
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      if (call >= hangFrom) return undefined;
      const timer = setTimeout(() => {
        stats.inFlight -= 1;
        if (call === failBatch) subscriber.error({ status: 500, message: 'internal server error', fieldErrors: {} });
        else {
          subscriber.next({ recipient_emails: emails });
          subscriber.complete();
        }
      }, 50 + ((call * 37) % 200));
      return () => clearTimeout(timer);
    });
  const api = {
    post,
    get: () => of({ id: 7, name: 'Weekly', description: 'd', is_default: false, unsubscribes: 0 }),
    unauthorized$: new Subject(),
  } as unknown as ApiClient;
  return { api, stats };
}

function createStore(api: ApiClient, storage: MemoryStorage = createMemoryStorage()) {
  const dependencies: Dependencies = {
    api,
    storage,
    clock: { now: () => Date.now() },
    location: { pathname: () => '/', search: () => '', origin: () => 'http://localhost:3000', assign: vi.fn(), download: vi.fn(), reload: vi.fn() },
    broadcast: createMemoryBroadcaster(),
  } as unknown as Dependencies;
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
  });
  epicMiddleware.run(combineEpics(...unsubscribeGroupsEpics));
  store.dispatch(accountResourceLoaded({ name: 'username', data: { username: 'avery', userId: 1 } }));
  store.dispatch(groupsPageLoaded({ items: [{ id: '7', name: 'Weekly', description: 'd', unsubscribes: 0, isDisplayedOnPreferencesPage: false, lastEmailSentAt: null }], replace: true, done: true }));
  return store;
}

const addresses = Array.from({ length: 20_000 }, (_, index) => `reader${index}@example.com`);

function readFile(store: ReturnType<typeof createStore>) {
  store.dispatch(csvReadStarted({ groupId: '7', fileName: 'big.csv' }));
  store.dispatch(
    csvRead({ groupId: '7', fileName: 'big.csv', addresses: addresses.join('\n'), validCount: addresses.length, invalidCount: 0, invalidExamples: [], duplicateCount: 0, truncatedAfter: null }),
  );
}

describe('the upload epic', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`sends 20,000 addresses in batches of ${UPLOAD_BATCH_SIZE}, never more than ${UPLOAD_PARALLEL_REQUESTS} in flight, each once`, async () => {
    const { api, stats } = createCountingApi();
    const store = createStore(api);
    readFile(store);
    store.dispatch(uploadRequested({ groupId: '7' }));
    expect(store.getState().unsubscribeGroups.upload.status).toBe('Uploading');
    expect(stats.inFlight).toBe(UPLOAD_PARALLEL_REQUESTS);

    await vi.runAllTimersAsync();
    expect(stats.maxInFlight).toBe(UPLOAD_PARALLEL_REQUESTS);
    expect(stats.calls).toBe(20);
    expect(stats.sent.every((batch) => batch.length === UPLOAD_BATCH_SIZE)).toBe(true);
    expect(stats.sent.flat().sort()).toEqual([...addresses].sort());
    const upload = store.getState().unsubscribeGroups.upload;
    expect(upload).toMatchObject({ status: 'Success', sent: 20_000, added: 20_000, failed: '', failedCount: 0 });
  });

  it('after a failed batch, retries exactly its addresses and nothing else', async () => {
    const { api, stats } = createCountingApi(3);
    const store = createStore(api);
    readFile(store);
    store.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    const failedBatch = stats.sent[3]!;
    expect(store.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Failure', added: 19_000, failed: failedBatch.join('\n'), failedCount: 1000 });

    store.dispatch(uploadRetryRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(stats.sent.slice(20)).toEqual([failedBatch]);
    expect(store.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Success', added: 20_000, failed: '', failedCount: 0 });
    expect(stats.maxInFlight).toBe(UPLOAD_PARALLEL_REQUESTS);
  });

  it('starts a retry at once even while the group is still being read again after the run', async () => {
    const { api, stats } = createCountingApi(3);
    // The read of the group's counts after the run never answers (a slow network).
    const slowApi = { ...api, get: () => NEVER } as unknown as ApiClient;
    const store = createStore(slowApi);
    readFile(store);
    store.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(store.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Failure', failedCount: 1000 });

    store.dispatch(uploadRetryRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(stats.sent.slice(20)).toEqual([stats.sent[3]]);
    expect(store.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Success', failedCount: 0 });
  });

  it('ignores a second upload request while one runs (no double send)', async () => {
    const { api, stats } = createCountingApi();
    const store = createStore(api);
    readFile(store);
    store.dispatch(uploadRequested({ groupId: '7' }));
    store.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(stats.calls).toBe(20);
  });
});

describe('an upload across reloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const stored = (storage: MemoryStorage) => [...storage.entries.values()] as StoredUpload[];
  const sorted = (emails: readonly string[]) => [...emails].sort();
  /** The file's addresses no answered call carried. */
  const notAnswered = (sent: string[][], answeredCalls: number) => {
    const answered = new Set(sent.slice(0, answeredCalls).flat());
    return addresses.filter((email) => !answered.has(email));
  };

  it('is saved as batches settle; after a reload, Resume sends exactly the addresses not answered, once each', async () => {
    const storage = createMemoryStorage();
    // Seven batches answer; the next five are in flight when the page goes away.
    const before = createCountingApi(undefined, 7);
    const page = createStore(before.api, storage);
    readFile(page);
    page.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    const unanswered = notAnswered(before.stats.sent, 7);
    expect(stored(storage)).toHaveLength(1);
    expect(stored(storage)[0]).toMatchObject({ groupId: '7', added: 7000, failedCount: 0, remainingCount: 13_000 });
    expect(sorted(fromAddressList(stored(storage)[0]!.remaining))).toEqual(sorted(unanswered));

    const after = createCountingApi();
    const reloaded = createStore(after.api, storage);
    await vi.runAllTimersAsync();
    expect(reloaded.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Failure', groupId: '7', added: 7000, remainingCount: 13_000, failedCount: 0 });

    reloaded.dispatch(uploadResumeRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(sorted(after.stats.sent.flat())).toEqual(sorted(unanswered));
    expect(after.stats.maxInFlight).toBe(UPLOAD_PARALLEL_REQUESTS);
    expect(reloaded.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Success', added: 20_000, remainingCount: 0, failedCount: 0 });
    expect(storage.entries.size).toBe(0);
  });

  it('after a reload, Retry sends only the failed addresses and Resume only the ones not sent; the record goes when nothing is left', async () => {
    const storage = createMemoryStorage();
    const before = createCountingApi(2, 7);
    const page = createStore(before.api, storage);
    readFile(page);
    page.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    const failedBatch = before.stats.sent[2]!;
    expect(stored(storage)[0]).toMatchObject({ added: 6000, failedCount: 1000, remainingCount: 13_000 });

    const after = createCountingApi();
    const reloaded = createStore(after.api, storage);
    await vi.runAllTimersAsync();
    reloaded.dispatch(uploadRetryRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(after.stats.sent).toEqual([failedBatch]);
    expect(reloaded.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Failure', added: 7000, failedCount: 0, remainingCount: 13_000 });
    expect(stored(storage)[0]).toMatchObject({ added: 7000, failedCount: 0, remainingCount: 13_000 });

    reloaded.dispatch(uploadResumeRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(sorted(after.stats.sent.flat())).toEqual(sorted([...failedBatch, ...notAnswered(before.stats.sent, 7)]));
    expect(reloaded.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Success', added: 20_000 });
    expect(storage.entries.size).toBe(0);
  });

  it('is forgotten with its report when the group is deleted', async () => {
    const storage = createMemoryStorage();
    const page = createStore(createCountingApi(2).api, storage);
    readFile(page);
    page.dispatch(uploadRequested({ groupId: '7' }));
    await vi.runAllTimersAsync();
    expect(page.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Failure', failedCount: 1000 });
    expect(storage.entries.size).toBe(1);

    page.dispatch(groupDeleted({ id: '7' }));
    await vi.runAllTimersAsync();
    expect(page.getState().unsubscribeGroups.upload).toMatchObject({ status: 'Ready', groupId: null, failedCount: 0 });
    expect(page.getState().alerts.items.filter((alert) => alert.type === 'danger')).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });
});
