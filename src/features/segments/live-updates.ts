import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { selectSegmentsState, segmentsRequested } from './slice';

/** Segments written in another tab, or contacts that change their counts, show here without a reload. */
export const segmentsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/segments', '/marketing/contacts', '/marketing/signup_forms'],
  refresh: (state) => (isComplete(selectSegmentsState(state).requests.list) ? [segmentsRequested()] : []),
});
