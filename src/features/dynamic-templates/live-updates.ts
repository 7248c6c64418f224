import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectTemplatesRequest } from './selectors';
import { templatesRequested } from './slice';

/** Templates written in another tab show here without a reload. */
export const templatesLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/templates'],
  refresh: (state) => (isComplete(selectTemplatesRequest(state)) ? [templatesRequested({ load: 'refresh' })] : []),
});
