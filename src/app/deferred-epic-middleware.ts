import type { Action, Middleware } from '@reduxjs/toolkit';
import { dangerAlert } from '@/shared/alerts/alerts-slice';
import type { AppState } from '@/shared/store/app-state';
import { FEATURE_LOAD_FAILED_MESSAGE } from './load-failure';

/** The epic middleware and how to start its root epic once the middleware is set up in the store. */
export interface EpicLayer {
  middleware: Middleware<object, AppState>;
  start(): void;
}

/**
 * A stand-in for the epic middleware while the epics load: actions reach the reducers at once, and are
 * handed to the epics, in order, when they run, so a request asked for during the first render is not
 * lost. The handed-over actions are not reduced again; the epics see the state as it is by then.
 * If the epics cannot load, the user is told to reload.
 */
export function deferredEpicMiddleware(loading: Promise<EpicLayer>): Middleware<object, AppState> {
  return (api) => (next) => {
    const early: Action[] = [];
    let epics: ((action: Action) => unknown) | undefined;
    loading.then(
      (layer) => {
        // The epic middleware reduces an action (next) before its epics see it; an early action was reduced already.
        let replaying: Action | undefined;
        const chain = layer.middleware(api)((action) => {
          if (action !== replaying) return next(action);
          replaying = undefined;
          return action;
        });
        layer.start();
        // Live before the hand-over: what the epics dispatch in answer to an early action must reach them too.
        epics = chain;
        for (const action of early.splice(0)) {
          replaying = action;
          chain(action);
        }
      },
      (error: unknown) => {
        console.error('The app epics did not load', error);
        early.length = 0;
        epics = next;
        api.dispatch(dangerAlert(FEATURE_LOAD_FAILED_MESSAGE));
      },
    );
    return (action) => {
      if (epics) return epics(action as Action);
      early.push(action as Action);
      return next(action);
    };
  };
}
