import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/errors';
import { failed, ready, reset, started, succeeded, type RequestState } from '../request-state/request-state';
import { ACCOUNT_RESOURCE_NAMES, type AccountResourceName } from './account-resources';
import type { AccountModels } from './types';

export interface AccountResource<Model> {
  request: RequestState;
  /** The last loaded model; kept while a refresh is in flight or after it fails. */
  data?: Model;
}

export type AccountResources = { [Name in AccountResourceName]: AccountResource<AccountModels[Name]> };

export interface AccountState {
  resources: AccountResources;
  /** The no-access page's "request access from an administrator" (POST /scopes/requests). */
  scopeRequest: { request: RequestState; scopeGroupName?: string };
}

/** `{ name, data }` with the data typed by the name. */
export type AccountResourceLoadedPayload = {
  [Name in AccountResourceName]: { name: Name; data: AccountModels[Name] };
}[AccountResourceName];

const initialState: AccountState = {
  resources: Object.fromEntries(ACCOUNT_RESOURCE_NAMES.map((name) => [name, { request: ready() }])) as AccountResources,
  scopeRequest: { request: ready() },
};

/** Screens ask for the resources they need; only those never requested this session are loaded. */
export const accountResourcesRequested = createAction<readonly AccountResourceName[]>('account/resourcesRequested');
/** Loads a resource again, whatever its state (after a purchase, an import…). */
export const accountResourceRefreshRequested = createAction<AccountResourceName>('account/resourceRefreshRequested');

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    /** Emitted by the epic for each resource it actually fetches. */
    accountResourceLoadStarted(state, action: PayloadAction<AccountResourceName>) {
      const resource = state.resources[action.payload];
      resource.request = started(resource.request);
    },
    accountResourceLoaded(state, action: PayloadAction<AccountResourceLoadedPayload>) {
      const resource: AccountResource<unknown> = state.resources[action.payload.name];
      resource.data = action.payload.data;
      resource.request = succeeded(resource.request);
    },
    accountResourceLoadFailed(state, action: PayloadAction<{ name: AccountResourceName; error: ApiError }>) {
      const resource = state.resources[action.payload.name];
      resource.request = failed(resource.request, action.payload.error);
    },

    /** exhaustMap in the epic drops a request made while one is in flight; so does the reducer. */
    scopeAccessRequested(state, action: PayloadAction<string>) {
      if (state.scopeRequest.request.status === 'InFlight') return;
      state.scopeRequest = { request: started(state.scopeRequest.request), scopeGroupName: action.payload };
    },
    scopeAccessRequestSucceeded(state) {
      state.scopeRequest.request = succeeded(state.scopeRequest.request);
    },
    scopeAccessRequestFailed(state, action: PayloadAction<ApiError>) {
      state.scopeRequest.request = failed(state.scopeRequest.request, action.payload);
    },
    scopeAccessRequestReset(state) {
      state.scopeRequest.request = reset(state.scopeRequest.request);
    },
  },
});

export const {
  accountResourceLoadStarted,
  accountResourceLoaded,
  accountResourceLoadFailed,
  scopeAccessRequested,
  scopeAccessRequestSucceeded,
  scopeAccessRequestFailed,
  scopeAccessRequestReset,
} = accountSlice.actions;

export const accountReducer = accountSlice.reducer;
