import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { pagedCollection, pagedCollectionReducers } from '@/shared/paging/paged-collection';
import { rowFailed, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';
import type { EmailTestChoice, EmailTestClient, EmailTestRun } from './types';

/** Runs in the server's order: newest first. */
export const runsAdapter = createEntityAdapter<EmailTestRun>();

const initialState = {
  clients: { request: ready() as RequestState, items: [] as EmailTestClient[] },
  choice: { clientIds: [], spamTest: false } as EmailTestChoice,
  /** Starting a run, and the run it started. */
  start: ready() as RequestState,
  startedRunId: null as string | null,
  /** The results list, a page at a time. */
  runs: pagedCollection(runsAdapter),
  /** Runs followed one by one (a results screen) that no fetched page holds. */
  fetched: {} as Record<string, EmailTestRun>,
  fetches: {} as RequestMap,
};

export type EmailTestingState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    emailEditorTesting: EmailTestingState;
  }
}

const paged = pagedCollectionReducers(runsAdapter, (state: EmailTestingState) => state.runs, { placeCreated: 'start' });

const emailTestingSlice = createSlice({
  // The email editor's lazy epics load on actions starting with "emailEditor/".
  name: 'emailEditor/testing',
  reducerPath: 'emailEditorTesting',
  initialState,
  reducers: {
    clientsRequested(state) {
      state.clients.request = started(state.clients.request);
    },
    clientsLoaded(state, action: PayloadAction<EmailTestClient[]>) {
      state.clients.items = action.payload;
      state.clients.request = succeeded(state.clients.request);
    },
    clientsLoadFailed(state, action: PayloadAction<ApiError>) {
      state.clients.request = failed(state.clients.request, action.payload);
    },

    /** The clients to test in, in the order the list shows them. */
    clientsChosen(state, action: PayloadAction<string[]>) {
      state.choice.clientIds = action.payload;
    },
    spamTestChosen(state, action: PayloadAction<boolean>) {
      state.choice.spamTest = action.payload;
    },

    /** Runs the chosen test on the editor session's email (its title names the run). */
    testRunRequested(state, _action: PayloadAction<{ sessionKey: string }>) {
      state.start = started(state.start);
    },
    testRunStarted(state, action: PayloadAction<EmailTestRun>) {
      paged.created(state, action);
      state.fetched[action.payload.id] = action.payload;
      state.startedRunId = action.payload.id;
      state.start = succeeded(state.start);
    },
    testRunFailed(state, action: PayloadAction<ApiError>) {
      state.start = failed(state.start, action.payload);
    },
    testRunReset(state) {
      state.start = reset(state.start);
    },

    runsRequested: paged.requested,
    runsPageLoaded: paged.pageLoaded,
    runsLoadFailed: paged.failed,

    /** A results screen opened: the run is fetched, then again every few seconds until it is finished. */
    runWatched(state, action: PayloadAction<{ id: string }>) {
      rowStarted(state.fetches, action.payload.id);
    },
    /** The results screen closed: no more polls. */
    runUnwatched(_state, _action: PayloadAction<{ id: string }>) {},
    runFetched(state, action: PayloadAction<EmailTestRun>) {
      state.fetched[action.payload.id] = action.payload;
      paged.replaced(state, action);
      rowSucceeded(state.fetches, action.payload.id);
    },
    runFetchFailed(state, action: PayloadAction<{ id: string; error: ApiError }>) {
      rowFailed(state.fetches, action.payload.id, action.payload.error);
    },
  },
}).injectInto(rootReducer);

export const selectEmailTestingState = (state: AppState): EmailTestingState => emailTestingSlice.selectSlice(state);

export const {
  clientsRequested,
  clientsLoaded,
  clientsLoadFailed,
  clientsChosen,
  spamTestChosen,
  testRunRequested,
  testRunStarted,
  testRunFailed,
  testRunReset,
  runsRequested,
  runsPageLoaded,
  runsLoadFailed,
  runWatched,
  runUnwatched,
  runFetched,
  runFetchFailed,
} = emailTestingSlice.actions;
