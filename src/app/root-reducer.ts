import type { Reducer } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { shellReducer } from './shell/shell-slice';

/**
 * The kernel's reducer with the shell's slice, which is always on screen. Each feature's slice joins it
 * when the feature's code first loads (`injectInto(rootReducer)` in its slice.ts), so no feature is
 * part of the first load. Typed as the whole AppState: a feature's state is read only by the feature's
 * own code, which loads (and injects) its slice first, through `selectSlice`.
 */
export const appReducer = rootReducer.inject({ reducerPath: 'shell', reducer: shellReducer }) as unknown as Reducer<AppState>;
