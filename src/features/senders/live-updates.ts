import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectSendersState, sendersRequested } from './slice';

/** Senders written in another tab show here without a reload. */
export const sendersLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/senders'],
  refresh: (state) => (isComplete(selectSendersState(state).requests.list) ? [sendersRequested()] : []),
});
