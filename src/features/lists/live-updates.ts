import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectListsRequest } from './selectors';
import { listsRequested } from './slice';

/** Lists written in another tab, or contacts added to them (their counts), show here without a reload. */
export const listsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/lists', '/marketing/contacts', '/marketing/signup_forms'],
  refresh: (state) => (isComplete(selectListsRequest(state)) ? [listsRequested({ load: 'refresh' })] : []),
});
