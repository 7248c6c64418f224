import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { sendersAdapter, type SenderOperation, selectSendersState } from './slice';

const adapterSelectors = sendersAdapter.getSelectors(selectSendersState);

export const selectAllSenders = adapterSelectors.selectAll;
export const selectSenderById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectSendersLoaded = (state: AppState) => {
  const senders = selectSendersState(state);
  return hasLoaded(senders.requests.list, senders.ids.length === 0);
};
export const selectSenderRequest = (state: AppState, operation: SenderOperation) => selectSendersState(state).requests[operation];

const READY = ready();
export const selectSenderDeleteRequest = (state: AppState, id: string) => selectSendersState(state).deletes[id] ?? READY;
export const selectSenderResendRequest = (state: AppState, id: string) => selectSendersState(state).resends[id] ?? READY;
