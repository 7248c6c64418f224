import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectDesignsRequest } from './selectors';
import { designsRequested } from './slice';

/** Designs written in another tab show here without a reload. */
export const designsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/designs'],
  refresh: (state) => (isComplete(selectDesignsRequest(state)) ? [designsRequested({ load: 'refresh' })] : []),
});
