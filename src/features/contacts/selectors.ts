import { createSelector } from '@reduxjs/toolkit';
import type { ContactDto } from '@/shared/audience/contact';
import { selectJobsState } from '@/shared/jobs/jobs-slice';
import type { AppState } from '@/shared/store/app-state';
import { PAGE_SIZE } from './page-window';
import { selectContactsState, type ContactTable } from './slice';
import { CONTACT_CHANGE_JOB, type TableKey } from './types';

export const selectContactTable = (state: AppState, key: TableKey): ContactTable | undefined => selectContactsState(state).tables[key];

/** The contact at row `index` of a table, or undefined while its page is not held. */
export function contactAt(table: ContactTable | undefined, index: number): ContactDto | undefined {
  const id = table?.pages[Math.floor(index / PAGE_SIZE)]?.[index % PAGE_SIZE];
  return id === undefined ? undefined : table?.contacts[id];
}

/** A contact the feature holds: in a table's window, or read on its own. */
export function selectHeldContact(state: AppState, id: string): ContactDto | undefined {
  const contacts = selectContactsState(state);
  if (contacts.fetched[id]) return contacts.fetched[id];
  return Object.values(contacts.tables).find((table) => table?.contacts[id] !== undefined)?.contacts[id];
}

export const selectContactFetch = (state: AppState, id: string) => selectContactsState(state).fetches[id];
export const selectContactDelete = (state: AppState, id: string) => selectContactsState(state).deletes[id];
export const selectDeleteAll = (state: AppState) => selectContactsState(state).deleteAll;
export const selectBulkOperation = (state: AppState) => selectContactsState(state).bulk;

/** Contact changes the server is still processing (delete, add to list, remove from list). */
export const selectContactChangesPending = createSelector([(state: AppState) => selectJobsState(state).byId], (byId) =>
  Object.values(byId).some((job) => job.kind === CONTACT_CHANGE_JOB && job.status === 'pending'),
);
