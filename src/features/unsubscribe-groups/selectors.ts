import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { groupsAdapter, type GroupOperation, selectUnsubscribeGroupsState } from './slice';

const adapterSelectors = groupsAdapter.getSelectors(selectUnsubscribeGroupsState);

export const selectAllGroups = adapterSelectors.selectAll;
export const selectGroupById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectGroupsLoaded = (state: AppState) => {
  const groups = selectUnsubscribeGroupsState(state);
  return hasLoaded(groups.requests.list, groups.ids.length === 0);
};
/** Every group of the account is loaded (the last page was reached). */
export const selectGroupsComplete = (state: AppState) => selectUnsubscribeGroupsState(state).paging.complete;
export const selectGroupRequest = (state: AppState, operation: GroupOperation) => selectUnsubscribeGroupsState(state).requests[operation];

const READY = ready();
export const selectGroupDeleteRequest = (state: AppState, id: string) => selectUnsubscribeGroupsState(state).deletes[id] ?? READY;
export const selectSuppressionAddRequest = (state: AppState, groupId: string) => selectUnsubscribeGroupsState(state).suppressionAdds[groupId] ?? READY;
export const selectExportRequest = (state: AppState, groupId: string) => selectUnsubscribeGroupsState(state).exports[groupId] ?? READY;
export const selectUpload = (state: AppState) => selectUnsubscribeGroupsState(state).upload;

/** Lower-cased names of every group but `exceptId`, so the form can say "must be unique" early. */
export const selectTakenGroupNames = createSelector(
  [selectAllGroups, (_state: AppState, exceptId?: string) => exceptId],
  (groups, exceptId): ReadonlySet<string> =>
    new Set(groups.filter((group) => group.id !== exceptId).map((group) => group.name.trim().toLowerCase())),
);

/** How many groups other than `exceptId` are shown on the preferences page. */
export const selectDisplayedGroupCount = (state: AppState, exceptId?: string) =>
  selectAllGroups(state).filter((group) => group.id !== exceptId && group.isDisplayedOnPreferencesPage).length;
