import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { recipientsAdapter, type RecipientOperation } from './slice';

const adapterSelectors = recipientsAdapter.getSelectors((state: AppState) => state.notificationRecipients);

export const selectAllRecipients = adapterSelectors.selectAll;
export const selectRecipientById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectRecipientsLoaded = (state: AppState) =>
  hasLoaded(state.notificationRecipients.requests.list, state.notificationRecipients.ids.length === 0);
export const selectRecipientRequest = (state: AppState, operation: RecipientOperation) =>
  state.notificationRecipients.requests[operation];

const READY = ready();
export const selectRecipientDeleteRequest = (state: AppState, id: string) => state.notificationRecipients.deletes[id] ?? READY;
