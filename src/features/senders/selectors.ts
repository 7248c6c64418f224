import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { sendersAdapter, type SenderOperation } from './slice';

const adapterSelectors = sendersAdapter.getSelectors((state: AppState) => state.senders);

export const selectAllSenders = adapterSelectors.selectAll;
export const selectSenderById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectSendersLoaded = (state: AppState) => hasLoaded(state.senders.requests.list, state.senders.ids.length === 0);
export const selectSenderRequest = (state: AppState, operation: SenderOperation) => state.senders.requests[operation];

const READY = ready();
export const selectSenderDeleteRequest = (state: AppState, id: string) => state.senders.deletes[id] ?? READY;
export const selectSenderResendRequest = (state: AppState, id: string) => state.senders.resends[id] ?? READY;
