import { combineSlices } from '@reduxjs/toolkit';
import { accountReducer } from '../account/account-slice';
import { alertsReducer } from '../alerts/alerts-slice';
import { connectivityReducer } from '../connectivity/connectivity-slice';
import { sessionReducer } from '../session/session-slice';
import type { AppState } from './app-state';

/**
 * The store's reducer: the kernel's slices from the start, every other slice injected by its own module
 * when that module first loads (`createSlice(…).injectInto(rootReducer)`), so a feature's state and code
 * stay out of the first load until one of its screens or actions needs them. Read an injected slice
 * through its `selectSlice`, which gives the initial state until the first action after the injection.
 */
export const rootReducer = combineSlices({
  alerts: alertsReducer,
  session: sessionReducer,
  account: accountReducer,
  connectivity: connectivityReducer,
}).withLazyLoadedSlices<Omit<AppState, 'alerts' | 'session' | 'account' | 'connectivity'>>();
