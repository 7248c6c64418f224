import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { groupsAdapter, type GroupOperation } from './slice';

const adapterSelectors = groupsAdapter.getSelectors((state: AppState) => state.unsubscribeGroups);

export const selectAllGroups = adapterSelectors.selectAll;
export const selectGroupById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectGroupsLoaded = (state: AppState) =>
  hasLoaded(state.unsubscribeGroups.requests.list, state.unsubscribeGroups.ids.length === 0);
/** Every group of the account is loaded (the last page was reached). */
export const selectGroupsComplete = (state: AppState) => state.unsubscribeGroups.paging.complete;
export const selectGroupRequest = (state: AppState, operation: GroupOperation) => state.unsubscribeGroups.requests[operation];

const READY = ready();
export const selectGroupDeleteRequest = (state: AppState, id: string) => state.unsubscribeGroups.deletes[id] ?? READY;
export const selectSuppressionAddRequest = (state: AppState, groupId: string) => state.unsubscribeGroups.suppressionAdds[groupId] ?? READY;
export const selectExportRequest = (state: AppState, groupId: string) => state.unsubscribeGroups.exports[groupId] ?? READY;
export const selectUpload = (state: AppState) => state.unsubscribeGroups.upload;

/** Lower-cased names of every group but `exceptId`, so the form can say "must be unique" early. */
export const selectTakenGroupNames = createSelector(
  [selectAllGroups, (_state: AppState, exceptId?: string) => exceptId],
  (groups, exceptId): ReadonlySet<string> =>
    new Set(groups.filter((group) => group.id !== exceptId).map((group) => group.name.trim().toLowerCase())),
);

/** How many groups other than `exceptId` are shown on the preferences page. */
export const selectDisplayedGroupCount = (state: AppState, exceptId?: string) =>
  selectAllGroups(state).filter((group) => group.id !== exceptId && group.isDisplayedOnPreferencesPage).length;
