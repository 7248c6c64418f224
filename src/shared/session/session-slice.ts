import { createAction, createSlice } from '@reduxjs/toolkit';

export type SessionStatus = 'active' | 'loggingOut' | 'loggedOut';

export interface SessionState {
  status: SessionStatus;
}

const initialState: SessionState = { status: 'active' };

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
