import { configureStore, type Middleware } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { appReducer } from './root-reducer';

/** The app's store around the middleware that runs its epics (store.ts, browser-store.ts). */
export function configureAppStore(epicMiddleware: Middleware<object, AppState>) {
  return configureStore({
    reducer: appReducer,
    // A File the user chose travels in an action's meta.file to the epic that reads it, never into the state.
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: { ignoredActionPaths: ['meta.file'] } }).concat(epicMiddleware),
  });
}
