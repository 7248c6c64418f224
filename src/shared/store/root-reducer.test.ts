import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { selectBackgroundWorkRunning } from './background-work';
import { rootReducer } from './root-reducer';

describe('the root reducer', () => {
  it("holds only the kernel's slices until a feature's code loads, then the feature's from its first action", async () => {
    const store = configureStore({ reducer: rootReducer });
    expect(Object.keys(store.getState()).sort()).toEqual(['account', 'alerts', 'connectivity', 'session']);

    const { selectSendersState, sendersRequested } = await import('@/features/senders/slice');
    const before = store.getState() as unknown as AppState;
    expect(before).not.toHaveProperty('senders');
    // Read through its selector, the injected slice is already there, empty.
    expect(selectSendersState(before).requests.list).toEqual({ status: 'Ready' });

    store.dispatch(sendersRequested());
    const after = store.getState() as unknown as AppState;
    expect(after.senders.requests.list).toEqual({ status: 'InFlight' });
    expect(selectSendersState(after)).toBe(after.senders);
  });

  it('knows of background work only once the feature that runs it has loaded', async () => {
    const store = configureStore({ reducer: rootReducer });
    const state = () => store.getState() as unknown as AppState;
    expect(selectBackgroundWorkRunning(state())).toBe(false);

    const groups = await import('@/features/unsubscribe-groups/slice');
    store.dispatch(groups.csvReadStarted({ groupId: '1', fileName: 'a.csv' }));
    const file = { fileName: 'a.csv', addresses: 'a@example.com', validCount: 1, invalidCount: 0, invalidExamples: [], duplicateCount: 0, truncatedAfter: null };
    store.dispatch(groups.csvRead({ groupId: '1', ...file }));
    expect(selectBackgroundWorkRunning(state())).toBe(false);

    store.dispatch(groups.uploadRequested({ groupId: '1' }));
    expect(selectBackgroundWorkRunning(state())).toBe(true);
    store.dispatch(groups.uploadFinished({ failureAlertId: null }));
    expect(selectBackgroundWorkRunning(state())).toBe(false);
  });
});
