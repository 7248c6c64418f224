import { refreshOnDataChangedEpic } from '@/shared/broadcast/refresh-on-data-changed';
import { isComplete } from '@/shared/request-state/request-state';
import { customFieldsRequested, selectCustomFieldsState } from './slice';

/** Custom fields written in another tab show here without a reload. */
export const customFieldsLiveUpdatesEpic = refreshOnDataChangedEpic({
  paths: ['/marketing/field_definitions'],
  refresh: (state) => (isComplete(selectCustomFieldsState(state).requests.list) ? [customFieldsRequested()] : []),
});
