import { combineReducers } from '@reduxjs/toolkit';
import { alertsReducer } from '@/shared/alerts/alerts-slice';
import { sessionReducer } from '@/shared/session/session-slice';
import { sendersReducer } from '@/features/senders/slice';

export const rootReducer = combineReducers({
  alerts: alertsReducer,
  session: sessionReducer,
  senders: sendersReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
