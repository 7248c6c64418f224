import { createSelector } from '@reduxjs/toolkit';
import { ready } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { membershipKey, selectContactProfileState } from './slice';

const READY = ready();

export const selectProfileContact = (state: AppState, id: string) => selectContactProfileState(state).contacts[id];
export const selectProfileRead = (state: AppState, id: string) => selectContactProfileState(state).reads[id] ?? READY;
export const selectContactUpdate = (state: AppState, id: string) => selectContactProfileState(state).updates[id] ?? READY;
/** A change of this contact was accepted and is being processed. */
export const selectContactProcessing = (state: AppState, id: string) => selectContactProfileState(state).processing[id] === true;
export const selectContactDelete = (state: AppState, id: string) => selectContactProfileState(state).deletes[id] ?? READY;
export const selectListRemoval = (state: AppState, contactId: string, listId: string) =>
  selectContactProfileState(state).listRemovals[membershipKey(contactId, listId)] ?? READY;

export const selectListNamesRequest = (state: AppState) => selectContactProfileState(state).lists.request;
export const selectListNames = (state: AppState) => selectContactProfileState(state).lists.items;
/** List names by id. */
export const selectListNameById = createSelector([selectListNames], (lists) => new Map(lists.map((list) => [list.id, list.name])));

export const selectAddRequest = (state: AppState) => selectContactProfileState(state).add;
export const selectCreateListRequest = (state: AppState) => selectContactProfileState(state).createList;
export const selectAddedContacts = (state: AppState) => selectContactProfileState(state).added;
