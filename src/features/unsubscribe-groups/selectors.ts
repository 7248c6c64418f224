import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/root-reducer';
import { ready } from '@/shared/request-state/request-state';
import { groupsAdapter, type GroupOperation } from './slice';

const adapterSelectors = groupsAdapter.getSelectors((state: RootState) => state.unsubscribeGroups);

export const selectAllGroups = adapterSelectors.selectAll;
export const selectGroupById = (state: RootState, id: string) => adapterSelectors.selectById(state, id);
export const selectGroupsLoaded = (state: RootState) => state.unsubscribeGroups.loaded;
/** Every group of the account is loaded (the last page was reached). */
export const selectGroupsComplete = (state: RootState) => state.unsubscribeGroups.paging.complete;
export const selectGroupRequest = (state: RootState, operation: GroupOperation) => state.unsubscribeGroups.requests[operation];

const READY = ready();
export const selectGroupDeleteRequest = (state: RootState, id: string) => state.unsubscribeGroups.deletes[id] ?? READY;
export const selectSuppressionAddRequest = (state: RootState, groupId: string) => state.unsubscribeGroups.suppressionAdds[groupId] ?? READY;
export const selectExportRequest = (state: RootState, groupId: string) => state.unsubscribeGroups.exports[groupId] ?? READY;
export const selectUpload = (state: RootState) => state.unsubscribeGroups.upload;

/** Lower-cased names of every group but `exceptId`, so the form can say "must be unique" early. */
export const selectTakenGroupNames = createSelector(
  [selectAllGroups, (_state: RootState, exceptId?: string) => exceptId],
  (groups, exceptId): ReadonlySet<string> =>
    new Set(groups.filter((group) => group.id !== exceptId).map((group) => group.name.trim().toLowerCase())),
);

/** How many groups other than `exceptId` are shown on the preferences page. */
export const selectDisplayedGroupCount = (state: RootState, exceptId?: string) =>
  selectAllGroups(state).filter((group) => group.id !== exceptId && group.isDisplayedOnPreferencesPage).length;
