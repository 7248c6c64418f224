import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectLegacyTemplatesRequest } from './selectors';
import { legacyTemplatesRequested } from './slice';

/** Legacy templates written in another tab show here without a reload. */
export const legacyTemplatesLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/templates'],
  refresh: (state) => (isComplete(selectLegacyTemplatesRequest(state)) ? [legacyTemplatesRequested({ load: 'refresh' })] : []),
});
