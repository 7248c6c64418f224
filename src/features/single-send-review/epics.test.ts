import { configureStore, type Action } from '@reduxjs/toolkit';
import { combineEpics, createEpicMiddleware } from 'redux-observable';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appReducer } from '@/app/root-reducer';
import type { ApiClient } from '@/shared/api/client';
import type { Dependencies } from '@/shared/dependencies';
import type { SingleSendDto } from '@/shared/sending/single-send';
import type { AppState } from '@/shared/store/app-state';
import { createTestDependencies } from '@test/test-dependencies';
import { afterUndoWindowEpic, UNDO_WINDOW_MS } from './epics';
import { reviewOpened, reviewSendLoaded, scheduleSucceeded, selectSingleSendReviewState, unscheduleRequested } from './slice';

const ID = '3f1b8b0e-4d6c-4f3e-9a51-2b0d7c8e9f10';
const SENT_AT = Date.parse('2026-06-01T14:00:00Z');

const send = (status: SingleSendDto['status']) => ({ id: ID, name: 'June news', status, send_at: '2026-06-01T14:00:00Z' }) as SingleSendDto;

/** The review's epics over a fake API whose reads of the send answer `answer()`; `reads` counts them. */
function start(answer: () => SingleSendDto) {
  let reads = 0;
  const api = {
    get: () => {
      reads += 1;
      return of(answer());
    },
  } as unknown as ApiClient;
  const dependencies: Dependencies = { ...createTestDependencies(), api, clock: { now: () => SENT_AT } };
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(epicMiddleware),
  });
  // Only the undo-window epic runs: the review is opened through the reducer alone, with no reads.
  epicMiddleware.run(combineEpics(afterUndoWindowEpic));
  store.dispatch(reviewOpened({ id: ID }));
  store.dispatch(reviewSendLoaded(send('draft')));
  store.dispatch(scheduleSucceeded({ answer: { id: ID, send_at: '2026-06-01T14:00:00Z', status: 'scheduled' }, timing: { kind: 'now' } }));
  return { store, reads: () => reads, review: () => selectSingleSendReviewState(store.getState() as unknown as AppState) };
}

describe('after the undo window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the send again once its undo window is over, and Undo send goes when it was sent', () => {
    const { reads, review } = start(() => send('triggered'));
    expect(review().outcome?.kind).toBe('sent');
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(reads()).toBe(0);
    vi.advanceTimersByTime(1001);
    expect(reads()).toBe(1);
    expect(review().send?.status).toBe('triggered');
    expect(review().outcome).toBeNull();
  });

  it('reads nothing when the send is undone first', () => {
    const { store, reads } = start(() => send('triggered'));
    store.dispatch(unscheduleRequested({ id: ID, sending: true }));
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(reads()).toBe(0);
  });
});
