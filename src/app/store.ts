import { configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import type { Dependencies } from '@/shared/dependencies';
import { rootEpic } from './root-epic';
import type { AppState } from '@/shared/store/app-state';
import { appReducer } from './root-reducer';

/** A fresh store with its epics running; tests make one per test with their own dependencies. */
export function createAppStore(dependencies: Dependencies) {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureStore({
    reducer: appReducer,
    // A File the user chose travels in an action's meta.file to the epic that reads it, never into the state.
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['meta.file'] } }).concat(epicMiddleware),
  });
  epicMiddleware.run(rootEpic);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
