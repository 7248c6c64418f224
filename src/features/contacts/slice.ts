import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import type { ContactDto } from '@/shared/audience/contact';
import type { ContactScope } from '@/shared/audience/contacts-api';
import { bulkReport, settleChunk, type BulkReport, type ChunkOutcome } from '@/shared/bulk/bulk-report';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { RowRange } from '@/shared/ui/data-table/types';
import { pagesToDrop, type PageWindow } from './page-window';
import type { BulkChange, BulkItem, BulkPhase, BulkRequest, TableKey, TableQuery } from './types';

/** One contacts table: its query, the window of its rows (page-window.ts) and its first page's request. */
export interface ContactTable extends PageWindow {
  query: TableQuery;
  /** Bumped by every new query and refresh: answers to an older one are dropped. */
  generation: number;
  /** The first page of the query: the table shows once it answered. */
  request: RequestState;
  /** Contacts matching the query, from the last page's answer. */
  total: number | null;
  contacts: Record<string, ContactDto>;
  /** The rows the table last asked for. */
  view: RowRange | null;
}

export interface BulkOperation {
  key: TableKey;
  change: BulkChange;
  phase: BulkPhase;
  /** Selected contacts gathered so far (an "all except" selection is gathered page by page). */
  resolved: number;
  report: BulkReport<BulkItem>;
  /** Why the selection could not be gathered. */
  error: ApiError | null;
}

export interface ContactsState {
  tables: Partial<Record<TableKey, ContactTable>>;
  bulk: BulkOperation | null;
  /** Contacts read one by one (a delete dialog opened by its address). */
  fetched: Record<string, ContactDto>;
  fetches: RequestMap;
  deletes: RequestMap;
  deleteAll: RequestState;
}

declare module '@/shared/store/app-state' {
  interface AppState {
    contacts: ContactsState;
  }
}

const initialState: ContactsState = { tables: {}, bulk: null, fetched: {}, fetches: {}, deletes: {}, deleteAll: ready() };

const emptyTable = (query: TableQuery, generation: number): ContactTable => ({
  query,
  generation,
  request: started(ready()),
  total: null,
  pages: {},
  tokens: {},
  contacts: {},
  view: null,
});

/** A page answer for the table's current query only. */
const current = (state: ContactsState, key: TableKey, generation: number): ContactTable | undefined => {
  const table = state.tables[key];
  return table?.generation === generation ? table : undefined;
};

export interface PageLoadedPayload {
  key: TableKey;
  generation: number;
  page: number;
  items: ContactDto[];
  next?: string;
  total?: number;
}

const contactsSlice = createSlice({
  name: 'contacts',
  initialState,
  reducers: {
    /** A table opens or its search changes: rows of another query go. The same query keeps its rows. */
    tableQueried(state, action: PayloadAction<{ key: TableKey; query: TableQuery }>) {
      const { key, query } = action.payload;
      const table = state.tables[key];
      if (table && JSON.stringify(table.query) === JSON.stringify(query) && table.request.status !== 'Error') return;
      state.tables[key] = emptyTable(query, (table?.generation ?? 0) + 1);
    },
    /** After a change: every row and token read again, the count shown meanwhile. */
    tableRefreshRequested(state, action: PayloadAction<{ key: TableKey }>) {
      const table = state.tables[action.payload.key];
      if (!table) return;
      Object.assign(table, { generation: table.generation + 1, pages: {}, tokens: {}, contacts: {}, request: started(ready()) });
    },
    /** The table left the screen: its rows go, and changes no longer refresh it. */
    tableClosed(state, action: PayloadAction<{ key: TableKey }>) {
      delete state.tables[action.payload.key];
    },
    rowsNeeded(state, action: PayloadAction<{ key: TableKey; range: RowRange }>) {
      const table = state.tables[action.payload.key];
      if (table) table.view = action.payload.range;
    },
    pageLoaded(state, action: PayloadAction<PageLoadedPayload>) {
      const { key, generation, page, items, next, total } = action.payload;
      const table = current(state, key, generation);
      if (!table) return;
      table.pages[page] = items.map((contact) => contact.id);
      for (const contact of items) table.contacts[contact.id] = contact;
      if (next !== undefined) table.tokens[page + 1] = next;
      if (total !== undefined) table.total = total;
      table.request = succeeded(table.request);
      for (const dropped of pagesToDrop(table, table.view)) {
        for (const id of table.pages[dropped] ?? []) delete table.contacts[id];
        delete table.pages[dropped];
      }
    },
    pageFailed(state, action: PayloadAction<{ key: TableKey; generation: number; error: ApiError }>) {
      const table = current(state, action.payload.key, action.payload.generation);
      if (table) table.request = failed(table.request, action.payload.error);
    },

    bulkRequested(state, action: PayloadAction<BulkRequest>) {
      const { key, change, count } = action.payload;
      state.bulk = { key, change, phase: 'resolving', resolved: 0, report: bulkReport(count), error: null };
    },
    bulkResolveProgressed(state, action: PayloadAction<{ resolved: number }>) {
      if (state.bulk) state.bulk.resolved = action.payload.resolved;
    },
    /** The selection is gathered: `total` contacts are sent. */
    bulkSendStarted(state, action: PayloadAction<{ total: number }>) {
      if (state.bulk) Object.assign(state.bulk, { phase: 'sending', resolved: action.payload.total, report: bulkReport(action.payload.total) });
    },
    bulkChunkSettled(state, action: PayloadAction<ChunkOutcome<BulkItem>>) {
      if (state.bulk) state.bulk.report = settleChunk(state.bulk.report, action.payload);
    },
    bulkFinished(state) {
      if (state.bulk) state.bulk.phase = 'finished';
    },
    bulkResolveFailed(state, action: PayloadAction<ApiError>) {
      if (state.bulk) Object.assign(state.bulk, { phase: 'finished', error: action.payload });
    },
    bulkCancelRequested(state) {
      if (state.bulk && (state.bulk.phase === 'resolving' || state.bulk.phase === 'sending')) state.bulk.phase = 'cancelled';
    },
    /** The one request deleting every contact was taken. */
    bulkAllSent(state) {
      if (state.bulk) state.bulk.report = { ...state.bulk.report, done: state.bulk.report.total };
    },
    /** Asks to send the failed contacts again (bulkRetryEpic). */
    bulkRetryRequested() {},
    /** The failed contacts are sent again: they leave the failures and are pending until answered. */
    bulkResent(state) {
      if (state.bulk) Object.assign(state.bulk, { phase: 'sending', report: { ...state.bulk.report, failed: 0, failures: [] } });
    },
    bulkDismissed(state) {
      if (state.bulk?.phase !== 'resolving' && state.bulk?.phase !== 'sending') state.bulk = null;
    },

    contactFetchRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.fetches, action.payload.id);
    },
    contactFetched(state, action: PayloadAction<ContactDto>) {
      state.fetched[action.payload.id] = action.payload;
      rowSucceeded(state.fetches, action.payload.id);
    },
    contactFetchFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.fetches, action.payload.id, action.payload.error);
    },

    contactDeleteRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    /** The server took the delete (202): it runs as a job. */
    contactDeleteAccepted(state, action: PayloadAction<{ id: string }>) {
      rowSucceeded(state.deletes, action.payload.id);
    },
    contactDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    contactDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    deleteAllRequested(state) {
      state.deleteAll = started(state.deleteAll);
    },
    deleteAllAccepted(state) {
      state.deleteAll = succeeded(state.deleteAll);
    },
    deleteAllFailed(state, action: PayloadAction<ApiError>) {
      state.deleteAll = failed(state.deleteAll, action.payload);
    },
    deleteAllReset(state) {
      state.deleteAll = reset(state.deleteAll);
    },
  },
}).injectInto(rootReducer);

/** Typed text in a table's search box; the table searches it once the user pauses (epics.ts, searchEpic). */
export const searchTyped = createAction<{ key: TableKey; scope: ContactScope; text: string }>('contacts/searchTyped');

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectContactsState = (state: AppState): ContactsState => contactsSlice.selectSlice(state);

export const {
  tableQueried,
  tableRefreshRequested,
  tableClosed,
  rowsNeeded,
  pageLoaded,
  pageFailed,
  bulkRequested,
  bulkResolveProgressed,
  bulkSendStarted,
  bulkChunkSettled,
  bulkFinished,
  bulkResolveFailed,
  bulkCancelRequested,
  bulkAllSent,
  bulkRetryRequested,
  bulkResent,
  bulkDismissed,
  contactFetchRequested,
  contactFetched,
  contactFetchFailed,
  contactDeleteRequested,
  contactDeleteAccepted,
  contactDeleteFailed,
  contactDeleteReset,
  deleteAllRequested,
  deleteAllAccepted,
  deleteAllFailed,
  deleteAllReset,
} = contactsSlice.actions;
