import type { Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import type { Dependencies } from '@/shared/dependencies';
import type { AppState } from '@/shared/store/app-state';
import { configureAppStore } from './configure-store';
import { rootEpic } from './root-epic';

/** A fresh store with its epics running; tests make one per test with their own dependencies. */
export function createAppStore(dependencies: Dependencies) {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies });
  const store = configureAppStore(epicMiddleware);
  epicMiddleware.run(rootEpic);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
