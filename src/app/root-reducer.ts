import { combineReducers, type ReducersMapObject } from '@reduxjs/toolkit';
import { accountReducer } from '@/shared/account/account-slice';
import { alertsReducer } from '@/shared/alerts/alerts-slice';
import { connectivityReducer } from '@/shared/connectivity/connectivity-slice';
import { sessionReducer } from '@/shared/session/session-slice';
import type { AppState } from '@/shared/store/app-state';
import { shellReducer } from './shell/shell-slice';
import { sendersReducer } from '@/features/senders/slice';
import { customFieldsReducer } from '@/features/custom-fields/slice';
import { integrationsReducer } from '@/features/integrations/slice';
import { notificationRecipientsReducer } from '@/features/notifications/slice';
import { unsubscribeGroupsReducer } from '@/features/unsubscribe-groups/slice';

/** Typed against AppState, so a slice that declares itself there and is missing here does not compile. */
const reducers: ReducersMapObject<AppState> = {
  alerts: alertsReducer,
  session: sessionReducer,
  account: accountReducer,
  connectivity: connectivityReducer,
  shell: shellReducer,
  senders: sendersReducer,
  unsubscribeGroups: unsubscribeGroupsReducer,
  customFields: customFieldsReducer,
  integrations: integrationsReducer,
  notificationRecipients: notificationRecipientsReducer,
};

export const rootReducer = combineReducers(reducers);
