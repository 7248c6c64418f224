import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/root-reducer';
import { ready } from '@/shared/request-state/request-state';
import { integrationsAdapter, type IntegrationOperation, type SmsOperation } from './slice';
import { destinationKeyOf } from './types';

const adapterSelectors = integrationsAdapter.getSelectors((state: RootState) => state.integrations);

export const selectAllIntegrations = adapterSelectors.selectAll;
export const selectIntegrationById = (state: RootState, id: string) => adapterSelectors.selectById(state, id);
export const selectIntegrationsLoaded = (state: RootState) => state.integrations.loaded;
export const selectIntegrationRequest = (state: RootState, operation: IntegrationOperation) => state.integrations.requests[operation];

/** The integrations of one destination, by its route key ("segment"). */
export const selectIntegrationsOf = createSelector(
  [selectAllIntegrations, (_state: RootState, destination: string) => destination],
  (integrations, destination) => integrations.filter((integration) => destinationKeyOf(integration.destination) === destination),
);

const READY = ready();
export const selectIntegrationDeleteRequest = (state: RootState, id: string) => state.integrations.deletes[id] ?? READY;
export const selectDestinationDisconnectRequest = (state: RootState, destination: string) =>
  state.integrations.disconnects[destination] ?? READY;

/** The spec's SMS account state: connected, sid, fetching (plus verified and whether it is known yet). */
export const selectSmsAccount = createSelector(
  [(state: RootState) => state.integrations.sms.account, (state: RootState) => state.integrations.sms.known, (state: RootState) => state.integrations.sms.requests.credentials],
  (account, known, request) => ({
    connected: account !== null,
    sid: account?.sid ?? '',
    verified: account?.verified ?? false,
    known,
    fetching: request.status === 'InFlight',
  }),
);
export const selectSmsRequest = (state: RootState, operation: SmsOperation) => state.integrations.sms.requests[operation];
export const selectMessagingServices = (state: RootState) => state.integrations.sms.services;
export const selectMessagingServicesLoaded = (state: RootState) => state.integrations.sms.servicesLoaded;
