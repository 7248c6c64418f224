import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { automationsAdapter, selectAutomationsState, type LoadedName } from './slice';

const automations = pagedCollectionSelectors(automationsAdapter, (state: AppState) => selectAutomationsState(state).automations);

export const selectAutomationRows = automations.selectAll;
export const selectAutomationRow = (state: AppState, id: string) => automations.selectById(state, id);
export const selectAutomationsRequest = automations.selectRequest;
/** Every row matching the search is held. */
export const selectAutomationsComplete = automations.selectReachedEnd;
/** The server's count of rows matching the search. */
export const selectAutomationsTotal = (state: AppState) => selectAutomationsState(state).automations.total;
export const selectFilters = (state: AppState) => selectAutomationsState(state).filters;

const READY = ready();
const NO_NAME: LoadedName = { request: READY, name: null };
export const selectAutomationName = (state: AppState, id: string) => selectAutomationsState(state).names[id] ?? NO_NAME;
export const selectCreate = (state: AppState) => selectAutomationsState(state).create;
export const selectDuplicateRequest = (state: AppState, id: string) => selectAutomationsState(state).duplicates[id] ?? READY;
export const selectDeleteRequest = (state: AppState, id: string) => selectAutomationsState(state).deletes[id] ?? READY;
export const selectSetLiveRequest = (state: AppState, id: string) => selectAutomationsState(state).setLives[id] ?? READY;
export const selectDisableRequest = (state: AppState, id: string) => selectAutomationsState(state).disables[id] ?? READY;
export const selectBulkDelete = (state: AppState) => selectAutomationsState(state).bulkDelete;
