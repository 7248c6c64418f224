import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { ContactDto, ContactRequest } from '@/shared/audience/contact';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { failed, ready, reset, started, succeeded } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { AddedContact, ListName } from './types';

/** A contact's membership of a list, as the remove-from-list requests are keyed. */
export const membershipKey = (contactId: string, listId: string) => `${contactId}/${listId}`;

const initialState = {
  /** The profiles opened, by contact id (single-contact reads: with their activity fields). */
  contacts: {} as Record<string, ContactDto>,
  reads: {} as RequestMap,
  /** An edit, from its PUT until its job ended: in flight the whole time. */
  updates: {} as RequestMap,
  /** Contacts with an accepted change the server is still processing. */
  processing: {} as Record<string, true>,
  /** A delete, from its DELETE until its job ended. */
  deletes: {} as RequestMap,
  /** Removals from a list, by membershipKey, until their job ended. */
  listRemovals: {} as RequestMap,
  /** Every list's name, for the lists tab and the add form's chosen lists. */
  lists: { request: ready(), items: [] as ListName[] },
  /** The add form's PUT (only until it is accepted: the contact then shows in `added`). */
  add: ready(),
  /** A list created from the add form. */
  createList: ready(),
  /** Contacts added this session, newest first. */
  added: [] as AddedContact[],
};

export type ContactProfileState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    contactProfile: ContactProfileState;
  }
}

/** What the epics read to word an alert: the contact's name or email. */
interface Labelled {
  id: string;
  label: string;
}

const contactProfileSlice = createSlice({
  name: 'contactProfile',
  initialState,
  reducers: {
    contactRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.reads, action.payload.id);
    },
    contactLoaded(state, action: PayloadAction<ContactDto>) {
      state.contacts[action.payload.id] = action.payload;
      rowSucceeded(state.reads, action.payload.id);
    },
    contactLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.reads, action.payload.id, action.payload.error);
    },

    contactUpdateRequested(state, action: PayloadAction<Labelled & { request: ContactRequest; listIds?: string[] }>) {
      rowStarted(state.updates, action.payload.id);
    },
    contactUpdateAccepted(state, action: PayloadAction<{ id: string }>) {
      state.processing[action.payload.id] = true;
    },
    contactUpdated(state, action: PayloadAction<{ id: string }>) {
      delete state.processing[action.payload.id];
      rowSucceeded(state.updates, action.payload.id);
    },
    contactUpdateFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      delete state.processing[action.payload.id];
      rowFailed(state.updates, action.payload.id, action.payload.error);
    },
    contactUpdateReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.updates, action.payload.id);
    },

    contactDeleteRequested(state, action: PayloadAction<Labelled>) {
      rowStarted(state.deletes, action.payload.id);
    },
    contactDeleted(state, action: PayloadAction<{ id: string }>) {
      delete state.contacts[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
    },
    contactDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    contactDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    listRemovalRequested(state, action: PayloadAction<{ contactId: string; listId: string; label: string; listName: string }>) {
      rowStarted(state.listRemovals, membershipKey(action.payload.contactId, action.payload.listId));
    },
    listRemoved(state, action: PayloadAction<{ contactId: string; listId: string }>) {
      const { contactId, listId } = action.payload;
      const contact = state.contacts[contactId];
      if (contact) contact.list_ids = (contact.list_ids ?? []).filter((id) => id !== listId);
      rowSucceeded(state.listRemovals, membershipKey(contactId, listId));
    },
    listRemovalFailed(state, action: PayloadAction<{ contactId: string; listId: string; error: ApiError }>) {
      const { contactId, listId, error } = action.payload;
      rowFailed(state.listRemovals, membershipKey(contactId, listId), error);
    },
    listRemovalReset(state, action: PayloadAction<{ contactId: string; listId: string }>) {
      rowReset(state.listRemovals, membershipKey(action.payload.contactId, action.payload.listId));
    },

    listNamesRequested(state) {
      state.lists.request = started(state.lists.request);
    },
    listNamesLoaded(state, action: PayloadAction<ListName[]>) {
      state.lists.items = action.payload;
      state.lists.request = succeeded(state.lists.request);
    },
    listNamesLoadFailed(state, action: PayloadAction<ApiError>) {
      state.lists.request = failed(state.lists.request, action.payload);
    },

    contactAddRequested(state, _action: PayloadAction<{ request: ContactRequest; listIds: string[] }>) {
      state.add = started(state.add);
    },
    contactAddAccepted(state, action: PayloadAction<AddedContact>) {
      state.added.unshift(action.payload);
      state.add = succeeded(state.add);
    },
    contactAddFailed(state, action: PayloadAction<ApiError>) {
      state.add = failed(state.add, action.payload);
    },
    contactAddReset(state) {
      state.add = reset(state.add);
    },
    /** An added contact's job ended: added (and found, when `contactId` is given) or failed. */
    contactAddProcessed(state, action: PayloadAction<{ jobId: string; status: 'added' | 'failed'; contactId?: string }>) {
      const added = state.added.find((contact) => contact.jobId === action.payload.jobId);
      if (!added) return;
      added.status = action.payload.status;
      if (action.payload.contactId) added.contactId = action.payload.contactId;
    },

    listCreateRequested(state, _action: PayloadAction<{ name: string }>) {
      state.createList = started(state.createList);
    },
    listCreated(state, action: PayloadAction<ListName>) {
      state.lists.items.push(action.payload);
      state.createList = succeeded(state.createList);
    },
    listCreateFailed(state, action: PayloadAction<ApiError>) {
      state.createList = failed(state.createList, action.payload);
    },
    listCreateReset(state) {
      state.createList = reset(state.createList);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectContactProfileState = (state: AppState): ContactProfileState => contactProfileSlice.selectSlice(state);

export const {
  contactRequested,
  contactLoaded,
  contactLoadFailed,
  contactUpdateRequested,
  contactUpdateAccepted,
  contactUpdated,
  contactUpdateFailed,
  contactUpdateReset,
  contactDeleteRequested,
  contactDeleted,
  contactDeleteFailed,
  contactDeleteReset,
  listRemovalRequested,
  listRemoved,
  listRemovalFailed,
  listRemovalReset,
  listNamesRequested,
  listNamesLoaded,
  listNamesLoadFailed,
  contactAddRequested,
  contactAddAccepted,
  contactAddFailed,
  contactAddReset,
  contactAddProcessed,
  listCreateRequested,
  listCreated,
  listCreateFailed,
  listCreateReset,
} = contactProfileSlice.actions;
