import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { embedContextOf, type EmbedContext } from '../routes/location-rules';

export interface AppLocationChange {
  /** The router's key for this history entry: one page view per entry. */
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

export type ChunkRecovery = 'none' | 'reloading' | 'gave-up';

export interface ShellState {
  /** Set once by `?context=tne` and kept for the session of this page. */
  embedContext: EmbedContext;
  chunkRecovery: ChunkRecovery;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    shell: ShellState;
  }
}

const initialState: ShellState = { embedContext: null, chunkRecovery: 'none' };

/** The administrator leaves the subuser and returns to the parent account. */
export const returnToParentAccountRequested = createAction('shell/returnToParentAccountRequested');

const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    locationChanged(state, action: PayloadAction<AppLocationChange>) {
      state.embedContext ??= embedContextOf(action.payload.search);
    },
    /** A route's script chunk failed to load. */
    chunkLoadFailed: (state) => state,
    chunkReloadStarted(state) {
      state.chunkRecovery = 'reloading';
    },
    chunkReloadGaveUp(state) {
      state.chunkRecovery = 'gave-up';
    },
  },
});

export const { locationChanged, chunkLoadFailed, chunkReloadStarted, chunkReloadGaveUp } = shellSlice.actions;
export const shellReducer = shellSlice.reducer;

export const selectEmbedContext = (state: { shell: ShellState }) => state.shell.embedContext;
export const selectChunkRecovery = (state: { shell: ShellState }) => state.shell.chunkRecovery;
