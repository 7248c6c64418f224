import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { createTestDependencies } from '@test/test-dependencies';
import { alertDismissed, alertShown, dangerAlert, selectAlerts, successAlert } from './alerts-slice';

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses a success alert after 3200 ms', () => {
    const store = createAppStore(createTestDependencies());
    store.dispatch(successAlert('Saved'));
    expect(selectAlerts(store.getState())).toEqual([expect.objectContaining({ type: 'success', message: 'Saved' })]);
    vi.advanceTimersByTime(3199);
    expect(selectAlerts(store.getState())).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(selectAlerts(store.getState())).toHaveLength(0);
  });

  it('keeps a danger alert until it is dismissed', () => {
    const store = createAppStore(createTestDependencies());
    store.dispatch(dangerAlert('Failed'));
    vi.advanceTimersByTime(60_000);
    const [alert] = selectAlerts(store.getState());
    expect(alert).toEqual(expect.objectContaining({ type: 'danger', message: 'Failed' }));
    store.dispatch(alertDismissed(alert!.id));
    expect(selectAlerts(store.getState())).toHaveLength(0);
  });

  it('honours a custom vanish timeout for each alert separately', () => {
    const store = createAppStore(createTestDependencies());
    store.dispatch(alertShown({ type: 'info', message: 'short', timeoutMs: 1000 }));
    store.dispatch(alertShown({ type: 'info', message: 'long', timeoutMs: 5000 }));
    vi.advanceTimersByTime(1000);
    expect(selectAlerts(store.getState()).map((alert) => alert.message)).toEqual(['long']);
    vi.advanceTimersByTime(4000);
    expect(selectAlerts(store.getState())).toEqual([]);
  });
});
