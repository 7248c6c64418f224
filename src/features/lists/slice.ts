import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { failed, ready, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { List, ListUsage } from './types';

/** Lists in the server's order: newest first. */
export const listsAdapter = createEntityAdapter<List>();

export type ListOperation = 'create' | 'rename';

/** A value read for one list (its count, what uses it), with its request. */
export interface ListValue<T> {
  request: RequestState;
  value: T | null;
}

const initialState = {
  lists: pagedCollection(listsAdapter),
  /** Lists read one by one (a detail page opened directly), beside the pages. */
  singles: {} as Record<string, List>,
  singleRequests: {} as RequestMap,
  requests: { create: ready(), rename: ready() } as Record<ListOperation, RequestState>,
  /** The list the last create made: the screen that asked opens or chooses it. */
  createdId: null as string | null,
  deletes: {} as RequestMap,
  counts: {} as Record<string, ListValue<number>>,
  usage: {} as Record<string, ListValue<ListUsage>>,
};

export type ListsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    lists: ListsState;
  }
}

// A new list is the newest, so it is first.
const paged = pagedCollectionReducers(listsAdapter, (state: ListsState) => state.lists, { placeCreated: 'start' });

const valueStarted = <T>(values: Record<string, ListValue<T>>, id: string) => {
  const held = values[id];
  values[id] = { value: held?.value ?? null, request: started(held?.request ?? ready()) };
};
const valueLoaded = <T>(values: Record<string, ListValue<T>>, id: string, value: T) => {
  values[id] = { value, request: succeeded(values[id]?.request ?? ready()) };
};
const valueFailed = <T>(values: Record<string, ListValue<T>>, id: string, error: ApiError) => {
  const held = values[id];
  values[id] = { value: held?.value ?? null, request: failed(held?.request ?? ready(), error) };
};

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    /** Loads pages of lists (see PageLoad: first, next, all or refresh). */
    listsRequested: paged.requested,
    listsPageLoaded: paged.pageLoaded,
    listsLoadFailed: paged.failed,

    listRequested(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.singleRequests, action.payload.id);
    },
    listLoaded(state, action: PayloadAction<List>) {
      state.singles[action.payload.id] = action.payload;
      paged.replaced(state, action);
      rowSucceeded(state.singleRequests, action.payload.id);
    },
    listLoadFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.singleRequests, action.payload.id, action.payload.error);
    },

    listCreateRequested(state, _action: PayloadAction<{ name: string }>) {
      rowStarted(state.requests, 'create');
      state.createdId = null;
    },
    listCreated(state, action: PayloadAction<List>) {
      paged.created(state, action);
      state.singles[action.payload.id] = action.payload;
      state.createdId = action.payload.id;
      rowSucceeded(state.requests, 'create');
    },
    listCreateFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'create', action.payload);
    },

    listRenameRequested(state, _action: PayloadAction<{ id: string; name: string }>) {
      rowStarted(state.requests, 'rename');
    },
    listRenamed(state, action: PayloadAction<List>) {
      paged.replaced(state, action);
      if (state.singles[action.payload.id]) state.singles[action.payload.id] = action.payload;
      rowSucceeded(state.requests, 'rename');
    },
    listRenameFailed(state, action: PayloadAction<ApiError>) {
      rowFailed(state.requests, 'rename', action.payload);
    },

    listRequestReset(state, action: PayloadAction<ListOperation>) {
      rowReset(state.requests, action.payload);
    },

    /** Deletes the list; with `deleteContacts`, its contacts too (a job the poller follows). */
    listDeleteRequested(state, action: PayloadAction<{ id: string; deleteContacts: boolean }>) {
      rowStarted(state.deletes, action.payload.id);
    },
    listDeleted(state, action: PayloadAction<{ id: string }>) {
      paged.removed(state, action);
      delete state.singles[action.payload.id];
      delete state.counts[action.payload.id];
      delete state.usage[action.payload.id];
      rowSucceeded(state.deletes, action.payload.id);
    },
    listDeleteFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.deletes, action.payload.id, action.payload.error);
    },
    listDeleteReset(state, action: PayloadAction<{ id: string }>) {
      rowReset(state.deletes, action.payload.id);
    },

    listCountRequested(state, action: PayloadAction<{ id: string }>) {
      valueStarted(state.counts, action.payload.id);
    },
    listCountLoaded(state, action: PayloadAction<{ id: string; count: number }>) {
      valueLoaded(state.counts, action.payload.id, action.payload.count);
      const held = state.lists.entities[action.payload.id];
      if (held) held.contactCount = action.payload.count;
    },
    listCountFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      valueFailed(state.counts, action.payload.id, action.payload.error);
    },

    listUsageRequested(state, action: PayloadAction<{ id: string }>) {
      valueStarted(state.usage, action.payload.id);
    },
    listUsageLoaded(state, action: PayloadAction<{ id: string; usage: ListUsage }>) {
      valueLoaded(state.usage, action.payload.id, action.payload.usage);
    },
    listUsageFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      valueFailed(state.usage, action.payload.id, action.payload.error);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectListsState = (state: AppState): ListsState => listsSlice.selectSlice(state);

export const {
  listsRequested,
  listsPageLoaded,
  listsLoadFailed,
  listRequested,
  listLoaded,
  listLoadFailed,
  listCreateRequested,
  listCreated,
  listCreateFailed,
  listRenameRequested,
  listRenamed,
  listRenameFailed,
  listRequestReset,
  listDeleteRequested,
  listDeleted,
  listDeleteFailed,
  listDeleteReset,
  listCountRequested,
  listCountLoaded,
  listCountFailed,
  listUsageRequested,
  listUsageLoaded,
  listUsageFailed,
} = listsSlice.actions;

/**
 * Any screen that names or chooses lists (this feature's or another's) dispatches this: every list of the
 * account is read once (at most 1,000), unless held or on its way.
 */
export const listsEnsured = createAction('lists/listsEnsured');
