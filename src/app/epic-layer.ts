import type { Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import type { Dependencies } from '@/shared/dependencies';
import type { AppState } from '@/shared/store/app-state';
import { createBrowserDependencies, type BrowserDependencyOptions } from './dependencies';
import type { EpicLayer } from './deferred-epic-middleware';
import { rootEpic } from './root-epic';

/** The browser's epics with their dependencies: RxJS, the API clients and every epic load here, after the entry. */
export function browserEpicLayer(options: BrowserDependencyOptions): EpicLayer {
  const epicMiddleware = createEpicMiddleware<Action, Action, AppState, Dependencies>({ dependencies: createBrowserDependencies(options) });
  return { middleware: epicMiddleware, start: () => epicMiddleware.run(rootEpic) };
}
