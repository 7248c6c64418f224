import type { RootState } from '@/app/root-reducer';
import { ready } from '@/shared/request-state/request-state';
import { sendersAdapter, type SenderOperation } from './slice';

const adapterSelectors = sendersAdapter.getSelectors((state: RootState) => state.senders);

export const selectAllSenders = adapterSelectors.selectAll;
export const selectSenderById = (state: RootState, id: string) => adapterSelectors.selectById(state, id);
export const selectSendersLoaded = (state: RootState) => state.senders.loaded;
export const selectSenderRequest = (state: RootState, operation: SenderOperation) => state.senders.requests[operation];

const READY = ready();
export const selectSenderDeleteRequest = (state: RootState, id: string) => state.senders.deletes[id] ?? READY;
export const selectSenderResendRequest = (state: RootState, id: string) => state.senders.resends[id] ?? READY;
