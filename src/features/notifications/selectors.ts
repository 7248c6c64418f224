import type { AppState } from '@/shared/store/app-state';
import { ready } from '@/shared/request-state/request-state';
import { recipientsAdapter, type RecipientOperation } from './slice';

const adapterSelectors = recipientsAdapter.getSelectors((state: AppState) => state.notificationRecipients);

export const selectAllRecipients = adapterSelectors.selectAll;
export const selectRecipientById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectRecipientsLoaded = (state: AppState) => state.notificationRecipients.loaded;
export const selectRecipientRequest = (state: AppState, operation: RecipientOperation) =>
  state.notificationRecipients.requests[operation];

const READY = ready();
export const selectRecipientDeleteRequest = (state: AppState, id: string) => state.notificationRecipients.deletes[id] ?? READY;
