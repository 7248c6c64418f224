import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectGroupsRequest } from './selectors';
import { groupsRequested } from './slice';

/** Groups written in another tab show here without a reload. */
export const groupsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/asm/groups'],
  refresh: (state) => (isComplete(selectGroupsRequest(state)) ? [groupsRequested({ load: 'refresh' })] : []),
});
