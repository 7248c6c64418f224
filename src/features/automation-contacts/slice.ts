import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers, pagedCollectionSelectors } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded } from '@/shared/request-state/request-state';
import type { AutomationContactDto, AutomationContactsSummaryDto, AutomationDto } from '@/shared/sending/automation';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import { NO_CONTACT_FILTERS, type ContactListFilters } from './types';

/** The contacts in the server's order. */
const contactsAdapter = createEntityAdapter<AutomationContactDto, string>({ selectId: (contact) => contact.contact_id });

const initialState = {
  /** The automation whose contacts are shown. */
  id: null as string | null,
  automation: null as AutomationDto | null,
  load: ready(),
  contacts: pagedCollection(contactsAdapter),
  filters: NO_CONTACT_FILTERS,
  summary: { request: ready(), value: null as AutomationContactsSummaryDto | null },
};

export type AutomationContactsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    automationContacts: AutomationContactsState;
  }
}

// Contacts come with their pages (the list is the server's, never added to here).
const paged = pagedCollectionReducers(contactsAdapter, (state: AutomationContactsState) => state.contacts, { placeCreated: 'end' });

const automationContactsSlice = createSlice({
  name: 'automationContacts',
  initialState,
  reducers: {
    /** The contact list opens: the automation, the summary and the first page are read. */
    contactListOpened(state, { payload }: PayloadAction<{ id: string }>) {
      if (state.id !== payload.id) return { ...initialState, id: payload.id, load: started(ready()), summary: { request: started(ready()), value: null } };
      state.load = started(state.load);
      state.summary.request = started(state.summary.request);
    },
    /** The screen is left: the refresh of a live automation stops. */
    contactListClosed(_state, _action: PayloadAction<{ id: string }>) {},
    /** A refresh of a live automation: the automation, the summary and the rows held are read again. */
    contactListRefreshed(state, _action: PayloadAction<{ id: string }>) {
      state.summary.request = started(state.summary.request);
    },
    contactListAutomationLoaded(state, { payload }: PayloadAction<AutomationDto>) {
      if (payload.id !== state.id) return;
      state.automation = payload;
      state.load = succeeded(state.load);
    },
    contactListAutomationFailed(state, { payload }: PayloadAction<ApiError>) {
      state.load = failed(state.load, payload);
    },
    contactsRequested: paged.requested,
    contactsPageLoaded: paged.pageLoaded,
    contactsLoadFailed: paged.failed,
    /** The epic reads the first page with the new filters. */
    contactFiltersChanged(state, { payload }: PayloadAction<ContactListFilters>) {
      state.filters = payload;
    },
    contactsSummaryLoaded(state, { payload }: PayloadAction<AutomationContactsSummaryDto>) {
      state.summary = { request: succeeded(state.summary.request), value: payload };
    },
    contactsSummaryFailed(state, { payload }: PayloadAction<ApiError>) {
      state.summary.request = failed(state.summary.request, payload);
    },
  },
}).injectInto(rootReducer);

export const selectAutomationContactsState = (state: AppState): AutomationContactsState => automationContactsSlice.selectSlice(state);

export const automationContactSelectors = pagedCollectionSelectors(contactsAdapter, (state: AppState) => selectAutomationContactsState(state).contacts);

export const {
  contactListOpened,
  contactListClosed,
  contactListRefreshed,
  contactListAutomationLoaded,
  contactListAutomationFailed,
  contactsRequested,
  contactsPageLoaded,
  contactsLoadFailed,
  contactFiltersChanged,
  contactsSummaryLoaded,
  contactsSummaryFailed,
} = automationContactsSlice.actions;
