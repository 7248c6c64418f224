import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type AlertType = 'success' | 'danger' | 'warning' | 'info';

export interface Alert {
  id: string;
  type: AlertType;
  message: string;
  /** Dismissed automatically after this many milliseconds; stays until dismissed when absent. */
  timeoutMs?: number;
  /** Render target; the root alerts container by default. */
  container?: string;
}

export const SUCCESS_ALERT_TIMEOUT_MS = 3200;

export interface AlertsState {
  items: Alert[];
}

const initialState: AlertsState = { items: [] };

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Alert>) {
        state.items.push(action.payload);
      },
      prepare: (alert: Omit<Alert, 'id'>) => ({ payload: { ...alert, id: nanoid() } }),
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((alert) => alert.id !== action.payload);
    },
  },
});

export const { alertShown, alertDismissed } = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;

export const successAlert = (message: string) =>
  alertShown({ type: 'success', message, timeoutMs: SUCCESS_ALERT_TIMEOUT_MS });
export const dangerAlert = (message: string) => alertShown({ type: 'danger', message });

export const selectAlerts = (state: { alerts: AlertsState }) => state.alerts.items;
