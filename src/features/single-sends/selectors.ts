import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { selectSingleSendsState, singleSendsAdapter, type Loaded } from './slice';

const sends = pagedCollectionSelectors(singleSendsAdapter, (state: AppState) => selectSingleSendsState(state).sends);

export const selectSingleSendRows = sends.selectAll;
export const selectSingleSendRow = (state: AppState, id: string) => sends.selectById(state, id);
export const selectSingleSendsRequest = sends.selectRequest;
export const selectSingleSendsHeld = sends.selectHeldCount;
/** Every row matching the filters is held. */
export const selectSingleSendsComplete = sends.selectReachedEnd;
/** The server's count of rows matching the filters. */
export const selectSingleSendsTotal = (state: AppState) => selectSingleSendsState(state).sends.total;
export const selectFilters = (state: AppState) => selectSingleSendsState(state).filters;
export const selectCategories = (state: AppState) => selectSingleSendsState(state).categories;
export const selectSingleSendCount = (state: AppState) => selectSingleSendsState(state).count;

const READY = ready();
const NOTHING: Loaded<never> = { request: READY, value: null };
export const selectSingleSendDetail = (state: AppState, id: string) => selectSingleSendsState(state).details[id] ?? NOTHING;
export const selectStartDesign = (state: AppState, id: string) => selectSingleSendsState(state).startDesigns[id] ?? NOTHING;
export const selectCreate = (state: AppState) => selectSingleSendsState(state).create;
export const selectDuplicateRequest = (state: AppState, id: string) => selectSingleSendsState(state).duplicates[id] ?? READY;
export const selectDeleteRequest = (state: AppState, id: string) => selectSingleSendsState(state).deletes[id] ?? READY;
export const selectBulkDelete = (state: AppState) => selectSingleSendsState(state).bulkDelete;
