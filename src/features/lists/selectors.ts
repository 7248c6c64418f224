import { createSelector } from '@reduxjs/toolkit';
import { pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { listsAdapter, selectListsState, type ListOperation } from './slice';
import type { List } from './types';

const lists = pagedCollectionSelectors(listsAdapter, (state: AppState) => selectListsState(state).lists);
const READY = ready();

/** The lists held, newest first (the pages read so far; every list once `selectListsComplete`). */
export const selectAllLists = lists.selectAll;
export const selectListsRequest = lists.selectRequest;
export const selectListsPhase = lists.selectPhase;
/** Every list of the account is held (the last page was read). */
export const selectListsComplete = lists.selectReachedEnd;
/** The account's number of lists, as the server counts them (null before the first page). */
export const selectListsTotal = (state: AppState) => selectListsState(state).lists.total;

/** A list by id, from the pages or read on its own; undefined when neither holds it. */
export const selectListById = (state: AppState, id: string): List | undefined => lists.selectById(state, id) ?? selectListsState(state).singles[id];

/** What screens call a list (for other features too); undefined until the list is read (dispatch listsEnsured). */
export const selectListNameById = (state: AppState, id: string): string | undefined => selectListById(state, id)?.name;

/** Names of every held list by id: for a screen that names many lists at once. */
export const selectListNames = createSelector([selectAllLists, (state: AppState) => selectListsState(state).singles], (all, singles) => {
  const names: Record<string, string> = {};
  for (const list of Object.values(singles)) names[list.id] = list.name;
  for (const list of all) names[list.id] = list.name;
  return names;
});

export const selectListRequest = (state: AppState, id: string) => selectListsState(state).singleRequests[id] ?? READY;
export const selectListOperationRequest = (state: AppState, operation: ListOperation) => selectListsState(state).requests[operation];
export const selectCreatedListId = (state: AppState) => selectListsState(state).createdId;
export const selectListDeleteRequest = (state: AppState, id: string) => selectListsState(state).deletes[id] ?? READY;
export const selectListContactCount = (state: AppState, id: string) => selectListsState(state).counts[id];
export const selectListUsage = (state: AppState, id: string) => selectListsState(state).usage[id];
