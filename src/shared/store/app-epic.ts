import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Dependencies } from '../dependencies';
import type { AppState } from './app-state';

/** Every epic of the app: any action in and out, the whole state, the injected dependencies. */
export type AppEpic = Epic<Action, Action, AppState, Dependencies>;
