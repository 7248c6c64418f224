import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from '@/shared/account/account-slice';
import { alertsReducer } from '@/shared/alerts/alerts-slice';
import { sessionReducer } from '@/shared/session/session-slice';
import { shellReducer } from './shell/shell-slice';
import { sendersReducer } from '@/features/senders/slice';
import { customFieldsReducer } from '@/features/custom-fields/slice';
import { integrationsReducer } from '@/features/integrations/slice';
import { notificationRecipientsReducer } from '@/features/notifications/slice';
import { unsubscribeGroupsReducer } from '@/features/unsubscribe-groups/slice';

export const rootReducer = combineReducers({
  alerts: alertsReducer,
  session: sessionReducer,
  account: accountReducer,
  shell: shellReducer,
  senders: sendersReducer,
  unsubscribeGroups: unsubscribeGroupsReducer,
  customFields: customFieldsReducer,
  integrations: integrationsReducer,
  notificationRecipients: notificationRecipientsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
