import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { recipientsAdapter, type RecipientOperation, selectNotificationRecipientsState } from './slice';

const adapterSelectors = recipientsAdapter.getSelectors(selectNotificationRecipientsState);

export const selectAllRecipients = adapterSelectors.selectAll;
export const selectRecipientById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectRecipientsLoaded = (state: AppState) => {
  const recipients = selectNotificationRecipientsState(state);
  return hasLoaded(recipients.requests.list, recipients.ids.length === 0);
};
export const selectRecipientRequest = (state: AppState, operation: RecipientOperation) =>
  selectNotificationRecipientsState(state).requests[operation];

const READY = ready();
export const selectRecipientDeleteRequest = (state: AppState, id: string) => selectNotificationRecipientsState(state).deletes[id] ?? READY;
