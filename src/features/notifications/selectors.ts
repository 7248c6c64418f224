import type { RootState } from '@/app/root-reducer';
import { ready } from '@/shared/request-state/request-state';
import { recipientsAdapter, type RecipientOperation } from './slice';

const adapterSelectors = recipientsAdapter.getSelectors((state: RootState) => state.notificationRecipients);

export const selectAllRecipients = adapterSelectors.selectAll;
export const selectRecipientById = (state: RootState, id: string) => adapterSelectors.selectById(state, id);
export const selectRecipientsLoaded = (state: RootState) => state.notificationRecipients.loaded;
export const selectRecipientRequest = (state: RootState, operation: RecipientOperation) =>
  state.notificationRecipients.requests[operation];

const READY = ready();
export const selectRecipientDeleteRequest = (state: RootState, id: string) => state.notificationRecipients.deletes[id] ?? READY;
