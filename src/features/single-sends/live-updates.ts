import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectSingleSendsRequest } from './selectors';
import { singleSendsRequested } from './slice';

/** Single sends written in another tab show here without a reload. */
export const singleSendsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/singlesends'],
  refresh: (state) => (isComplete(selectSingleSendsRequest(state)) ? [singleSendsRequested({ load: 'refresh' })] : []),
});
