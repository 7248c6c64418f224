import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import { groupsAdapter, type GroupOperation, selectUnsubscribeGroupsState } from './slice';

const groups = pagedCollectionSelectors(groupsAdapter, (state: AppState) => selectUnsubscribeGroupsState(state).groups);

export const selectAllGroups = groups.selectAll;
export const selectGroupById = (state: AppState, id: string) => groups.selectById(state, id);
/** The groups list's load request (first page, next page, every page or a refresh). */
export const selectGroupsRequest = groups.selectRequest;
/** Every group of the account is loaded (the last page was reached). */
export const selectGroupsComplete = groups.selectReachedEnd;
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
