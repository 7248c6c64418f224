import type { Action } from '@reduxjs/toolkit';
import { combineEpics } from 'redux-observable';
import { Observable, Subject } from 'rxjs';
import { dangerAlert } from '@/shared/alerts/alerts-slice';
import type { AppEpic } from '@/shared/store/app-epic';
import { FEATURE_LOAD_FAILED_MESSAGE } from './load-failure';
import { loadChunk } from './routes/chunk-loading';

/**
 * A feature's epics that load on first use: nothing is fetched until the first action of the feature,
 * and the actions that arrive while the chunk loads are handed to the epics once they run, in order,
 * so none is lost. If the chunk cannot load, the user is told, and the next action of the feature
 * tries again.
 */
export function lazyEpics(actionPrefix: string, load: () => Promise<readonly AppEpic[]>): AppEpic {
  const owns = (action: Action) => action.type.startsWith(`${actionPrefix}/`);
  return (action$, state$, dependencies) =>
    new Observable<Action>((subscriber) => {
      const live = new Subject<Action>();
      // undefined: not asked for yet; an array: loading, with the actions to hand over; null: running.
      let waiting: Action[] | undefined | null;

      const start = () => {
        waiting = [];
        loadChunk(load, `${actionPrefix} epics`).then(
          (epics) => {
            subscription.add(combineEpics(...epics)(live, state$, dependencies).subscribe(subscriber));
            const handOver = waiting ?? [];
            waiting = null;
            handOver.forEach((action) => live.next(action));
          },
          (error: unknown) => {
            console.error(`The ${actionPrefix} epics did not load`, error);
            waiting = undefined;
            subscriber.next(dangerAlert(FEATURE_LOAD_FAILED_MESSAGE));
          },
        );
      };

      const subscription = action$.subscribe((action) => {
        if (waiting === null) return live.next(action);
        if (waiting === undefined) {
          if (!owns(action)) return;
          start();
        }
        waiting?.push(action);
      });
      return subscription;
    });
}
