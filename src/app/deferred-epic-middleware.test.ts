import type { Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { filter, map, tap } from 'rxjs/operators';
import { describe, expect, it, vi } from 'vitest';
import { createTestDependencies } from '@test/test-dependencies';
import { dangerAlert } from '@/shared/alerts/alerts-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import type { AppState } from '@/shared/store/app-state';
import type { Dependencies } from '@/shared/dependencies';
import { configureAppStore } from './configure-store';
import { deferredEpicMiddleware, type EpicLayer } from './deferred-epic-middleware';
import { FEATURE_LOAD_FAILED_MESSAGE } from './load-failure';

const ping = (n: number): Action & { payload: number } => ({ type: 'test/ping', payload: n });
const isPing = (action: Action): action is ReturnType<typeof ping> => action.type === 'test/ping';

/** A store whose epics arrive when the returned `load` is called: they record what they see and answer each ping with an alert. */
function deferredStore() {
  const seen: string[] = [];
  const epic: AppEpic = (action$) =>
    action$.pipe(
      tap((action) => seen.push(isPing(action) ? `ping ${action.payload}` : action.type)),
      filter(isPing),
      map((action) => dangerAlert(`pong ${action.payload}`)),
    );
  let load: (layer: EpicLayer) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const store = configureAppStore(deferredEpicMiddleware(new Promise<EpicLayer>((resolve, reject) => ((load = resolve), (fail = reject)))));
  const middleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: createTestDependencies() });
  const layer: EpicLayer = { middleware, start: () => middleware.run(epic) };
  const alerts = () => store.getState().alerts.items.map((alert) => alert.message);
  return { store, seen, alerts, load: () => load(layer), fail };
}

describe('deferredEpicMiddleware', () => {
  it('reduces actions at once and hands them to the epics, in order and once, when they load', async () => {
    const { store, seen, alerts, load } = deferredStore();
    store.dispatch(ping(1));
    store.dispatch(dangerAlert('early'));
    store.dispatch(ping(2));
    expect(alerts()).toEqual(['early']);
    expect(seen).toEqual([]);

    load();
    await vi.waitFor(() => expect(alerts()).toEqual(['early', 'pong 1', 'pong 2']));
    expect(seen.filter((type) => type.startsWith('ping'))).toEqual(['ping 1', 'ping 2']);
    // What the epics answer to an early action reaches them as well (a request's result reaching its poller, say).
    expect(seen.filter((type) => type === dangerAlert('').type)).toHaveLength(3);

    store.dispatch(ping(3));
    expect(alerts()).toEqual(['early', 'pong 1', 'pong 2', 'pong 3']);
    expect(seen.filter((type) => type.startsWith('ping'))).toEqual(['ping 1', 'ping 2', 'ping 3']);
  });

  it('tells the user to reload when the epics do not load, and keeps reducing actions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, seen, alerts, fail } = deferredStore();
    store.dispatch(ping(1));

    fail(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/epic-layer-1.js'));
    await vi.waitFor(() => expect(alerts()).toEqual([FEATURE_LOAD_FAILED_MESSAGE]));

    store.dispatch(dangerAlert('later'));
    expect(alerts()).toEqual([FEATURE_LOAD_FAILED_MESSAGE, 'later']);
    expect(seen).toEqual([]);
  });
});
