import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectAutomationsRequest } from './selectors';
import { automationsRequested } from './slice';

/** Automations written in another tab show here without a reload. */
export const automationsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/automations'],
  refresh: (state) => (isComplete(selectAutomationsRequest(state)) ? [automationsRequested({ load: 'refresh' })] : []),
});
