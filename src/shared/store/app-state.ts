import type { AccountState } from '../account/account-slice';
import type { AlertsState } from '../alerts/alerts-slice';
import type { ConnectivityState } from '../connectivity/connectivity-slice';
import type { SessionState } from '../session/session-slice';

/**
 * The whole store's state, as the kernel and every feature see it. The kernel lists its own slices;
 * each feature adds its slice from its `slice.ts` by augmenting this interface:
 *
 *   declare module '@/shared/store/app-state' { interface AppState { senders: SendersState } }
 *
 * so nothing needs to import the app's root reducer, and the root reducer is checked against it.
 */
export interface AppState {
  alerts: AlertsState;
  session: SessionState;
  account: AccountState;
  connectivity: ConnectivityState;
}
