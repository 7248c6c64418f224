import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/shared/api/errors';
import { entityReducers } from '@/shared/request-state/entity-reducers';
import { failed, ready, reset, started, succeeded, type RequestState } from '@/shared/request-state/request-state';
import { rowFailed, rowReset, rowStarted, rowSucceeded, type RequestMap } from '@/shared/request-state/request-map';
import type { Integration, IntegrationPatch, MessagingService, SegmentFormValues, SmsAccount, TwilioFormValues } from './types';
import type { AppState } from '@/shared/store/app-state';
import { rootReducer } from '@/shared/store/root-reducer';

export const integrationsAdapter = createEntityAdapter<Integration>({
  sortComparer: (a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
});

export type IntegrationOperation = 'list' | 'create' | 'update';
export type SmsOperation = 'credentials' | 'save' | 'disconnect' | 'services';

const initialState = integrationsAdapter.getInitialState({
  requests: { list: ready(), create: ready(), update: ready() } as Record<IntegrationOperation, RequestState>,
  deletes: {} as RequestMap,
  /** Removing every integration of a destination at once, keyed by destination key. */
  disconnects: {} as RequestMap,
  sms: {
    /** The connected Twilio account; null when none is (the API's 404). Never holds the auth token. */
    account: null as SmsAccount | null,
    /** The messaging services of `account`. */
    services: [] as MessagingService[],
    requests: { credentials: ready(), save: ready(), disconnect: ready(), services: ready() } as Record<SmsOperation, RequestState>,
  },
});

export type IntegrationsState = typeof initialState;

declare module '@/shared/store/app-state' {
  interface AppState {
    integrations: IntegrationsState;
  }
}

const { list, op, deletes } = entityReducers(integrationsAdapter, (state: IntegrationsState) => state);

/** Messaging services belong to one account: another account, or none, has to load its own. */
const forgetServices = (sms: IntegrationsState['sms']) => {
  sms.services = [];
  sms.requests.services = reset(sms.requests.services);
};

const integrationsSlice = createSlice({
  name: 'integrations',
  initialState,
  reducers: {
    integrationsRequested: list.started,
    integrationsLoaded: list.loaded,
    integrationsLoadFailed: list.failed,

    /** `destination` is the API's name ("Segment"). */
    integrationCreateRequested: op.started<{ destination: string; values: SegmentFormValues }>('create'),
    integrationCreated: op.saved('create'),
    integrationCreateFailed: op.failed('create'),

    /** `changes`: only what the user changed (see toIntegrationPatch). */
    integrationUpdateRequested: op.started<{ id: string; changes: IntegrationPatch }>('update'),
    integrationUpdated: op.saved('update'),
    integrationUpdateFailed: op.failed('update'),

    integrationRequestReset: op.reset,

    integrationDeleteRequested: deletes.started,
    integrationDeleted: deletes.deleted,
    integrationDeleteFailed: deletes.failed,
    integrationDeleteReset: deletes.reset,

    /** Deletes every integration of a destination (the /:destination/disconnect screen). */
    destinationDisconnectRequested(state, action: PayloadAction<{ destination: string }>) {
      rowStarted(state.disconnects, action.payload.destination);
    },
    destinationDisconnected(state, action: PayloadAction<{ destination: string; ids: string[] }>) {
      integrationsAdapter.removeMany(state, action.payload.ids);
      rowSucceeded(state.disconnects, action.payload.destination);
    },
    destinationDisconnectFailed(state, action: PayloadAction<{ destination: string; error: ApiError }>) {
      rowFailed(state.disconnects, action.payload.destination, action.payload.error);
    },
    destinationDisconnectReset(state, action: PayloadAction<{ destination: string }>) {
      rowReset(state.disconnects, action.payload.destination);
    },

    smsCredentialsRequested(state) {
      state.sms.requests.credentials = started(state.sms.requests.credentials);
    },
    smsCredentialsLoaded(state, action: PayloadAction<SmsAccount | null>) {
      state.sms.account = action.payload;
      if (action.payload === null) forgetServices(state.sms);
      state.sms.requests.credentials = succeeded(state.sms.requests.credentials);
    },
    smsCredentialsLoadFailed(state, action: PayloadAction<ApiError>) {
      state.sms.requests.credentials = failed(state.sms.requests.credentials, action.payload);
    },

    /** The form values ride in this action only, for the epic: the auth token is never stored. */
    smsCredentialsSaveRequested(state, _action: PayloadAction<TwilioFormValues>) {
      state.sms.requests.save = started(state.sms.requests.save);
    },
    smsCredentialsSaved(state, action: PayloadAction<SmsAccount>) {
      if (state.sms.account?.sid !== action.payload.sid) forgetServices(state.sms);
      state.sms.account = action.payload;
      state.sms.requests.save = succeeded(state.sms.requests.save);
    },
    smsCredentialsSaveFailed(state, action: PayloadAction<ApiError>) {
      state.sms.requests.save = failed(state.sms.requests.save, action.payload);
    },

    smsDisconnectRequested(state) {
      state.sms.requests.disconnect = started(state.sms.requests.disconnect);
    },
    smsDisconnected(state) {
      state.sms.account = null;
      forgetServices(state.sms);
      state.sms.requests.disconnect = succeeded(state.sms.requests.disconnect);
    },
    smsDisconnectFailed(state, action: PayloadAction<ApiError>) {
      state.sms.requests.disconnect = failed(state.sms.requests.disconnect, action.payload);
    },

    smsRequestReset(state, action: PayloadAction<SmsOperation>) {
      state.sms.requests[action.payload] = reset(state.sms.requests[action.payload]);
    },

    messagingServicesRequested(state) {
      state.sms.requests.services = started(state.sms.requests.services);
    },
    messagingServicesLoaded(state, action: PayloadAction<MessagingService[]>) {
      state.sms.services = action.payload;
      state.sms.requests.services = succeeded(state.sms.requests.services);
    },
    messagingServicesLoadFailed(state, action: PayloadAction<ApiError>) {
      state.sms.requests.services = failed(state.sms.requests.services, action.payload);
    },
  },
}).injectInto(rootReducer);

/** This feature's state; its initial state until the first action after the slice was injected. */
export const selectIntegrationsState = (state: AppState): IntegrationsState => integrationsSlice.selectSlice(state);

export const {
  integrationsRequested,
  integrationsLoaded,
  integrationsLoadFailed,
  integrationCreateRequested,
  integrationCreated,
  integrationCreateFailed,
  integrationUpdateRequested,
  integrationUpdated,
  integrationUpdateFailed,
  integrationRequestReset,
  integrationDeleteRequested,
  integrationDeleted,
  integrationDeleteFailed,
  integrationDeleteReset,
  destinationDisconnectRequested,
  destinationDisconnected,
  destinationDisconnectFailed,
  destinationDisconnectReset,
  smsCredentialsRequested,
  smsCredentialsLoaded,
  smsCredentialsLoadFailed,
  smsCredentialsSaveRequested,
  smsCredentialsSaved,
  smsCredentialsSaveFailed,
  smsDisconnectRequested,
  smsDisconnected,
  smsDisconnectFailed,
  smsRequestReset,
  messagingServicesRequested,
  messagingServicesLoaded,
  messagingServicesLoadFailed,
} = integrationsSlice.actions;

export const integrationsReducer = integrationsSlice.reducer;
