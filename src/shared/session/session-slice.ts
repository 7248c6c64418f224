import { createAction, createSlice } from '@reduxjs/toolkit';
import { readAccountRegion, readImpersonatedUser } from './session-cookies';

export type SessionStatus = 'active' | 'loggingOut' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
  /** The account region cookie when the app started ("global" or "eu"). */
  region: string | null;
  /** The subuser an administrator acts for (the impersonation cookie), if any. */
  impersonating: string | null;
}

// A function, so each new store reads the cookies as they are when it is created.
const initialState = (): SessionState => ({
  status: 'active',
  region: readAccountRegion() ?? null,
  impersonating: readImpersonatedUser() ?? null,
});

/** The user asked to log out (account menu). */
export const logoutRequested = createAction('session/logoutRequested');

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Some request was answered with 401. */
    sessionExpired: (state) => state,
    logoutStarted(state) {
      state.status = 'loggingOut';
    },
    loggedOut(state) {
      state.status = 'loggedOut';
    },
  },
});

export const { sessionExpired, logoutStarted, loggedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export const selectSessionStatus = (state: { session: SessionState }) => state.session.status;
export const selectAccountRegion = (state: { session: SessionState }) => state.session.region;
export const selectImpersonatedUser = (state: { session: SessionState }) => state.session.impersonating;
