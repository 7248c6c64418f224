import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { Subject } from 'rxjs';
import { map } from 'rxjs/operators';
import { describe, expect, it, vi } from 'vitest';
import { createTestDependencies } from '@test/test-dependencies';
import { lazyEpics } from './lazy-epics';
import { FEATURE_LOAD_FAILED_MESSAGE } from './load-failure';
import type { AppState } from '@/shared/store/app-state';
import type { AppEpic } from '@/shared/store/app-epic';

const echoEpic: AppEpic = (action$) => action$.pipe(map((action) => ({ type: 'echo', payload: action.type })));
const act = (type: string): Action => ({ type });

function run(load: () => Promise<readonly AppEpic[]>) {
  const action$ = new Subject<Action>();
  const state$ = new StateObservable<AppState>(new Subject<AppState>(), {} as AppState);
  const output: Action[] = [];
  lazyEpics('senders', load)(action$, state$, createTestDependencies()).subscribe((action) => output.push(action));
  const echoed = () => output.filter((action) => action.type === 'echo').map((action) => (action as { payload?: string }).payload);
  return { action$, output, echoed };
}

describe('lazyEpics', () => {
  it('loads nothing until the feature is used, then hands over every action of the wait, in order', async () => {
    let resolve: (epics: readonly AppEpic[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<readonly AppEpic[]>((done) => (resolve = done)));
    const { action$, echoed } = run(load);

    action$.next(act('session/logoutRequested'));
    expect(load).not.toHaveBeenCalled();

    action$.next(act('senders/sendersRequested'));
    action$.next(act('alerts/alertShown'));
    action$.next(act('senders/senderCreateRequested'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(echoed()).toEqual([]);

    resolve([echoEpic]);
    await vi.waitFor(() => expect(echoed()).toEqual(['senders/sendersRequested', 'alerts/alertShown', 'senders/senderCreateRequested']));

    action$.next(act('shell/locationChanged'));
    expect(echoed()).toEqual(['senders/sendersRequested', 'alerts/alertShown', 'senders/senderCreateRequested', 'shell/locationChanged']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells the user when the chunk does not load, and tries again on the next action of the feature', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<readonly AppEpic[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/epics-1.js'))
      .mockResolvedValueOnce([echoEpic]);
    const { action$, output, echoed } = run(load);

    action$.next(act('senders/sendersRequested'));
    await vi.waitFor(() => expect(output).toContainEqual(expect.objectContaining({ payload: expect.objectContaining({ message: FEATURE_LOAD_FAILED_MESSAGE }) })));

    action$.next(act('senders/sendersRequested'));
    await vi.waitFor(() => expect(echoed()).toEqual(['senders/sendersRequested']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
