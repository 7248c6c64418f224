import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { exportsAdapter, selectContactExportsState, type ExportOperation } from './slice';

const adapterSelectors = exportsAdapter.getSelectors(selectContactExportsState);

export const selectAllExports = adapterSelectors.selectAll;
export const selectExportById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectExportsLoaded = (state: AppState) => {
  const exports = selectContactExportsState(state);
  return hasLoaded(exports.requests.list, exports.ids.length === 0);
};
export const selectExportRequest = (state: AppState, operation: ExportOperation) => selectContactExportsState(state).requests[operation];

const READY = ready();
export const selectExportDeleteRequest = (state: AppState, id: string) => selectContactExportsState(state).deletes[id] ?? READY;
export const selectSegmentOptions = (state: AppState) => selectContactExportsState(state).segmentOptions;
