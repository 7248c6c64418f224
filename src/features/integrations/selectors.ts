import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { integrationsAdapter, type IntegrationOperation, type SmsOperation, selectIntegrationsState } from './slice';
import { destinationKeyOf } from './types';

const adapterSelectors = integrationsAdapter.getSelectors(selectIntegrationsState);

export const selectAllIntegrations = adapterSelectors.selectAll;
export const selectIntegrationById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectIntegrationsLoaded = (state: AppState) => {
  const integrations = selectIntegrationsState(state);
  return hasLoaded(integrations.requests.list, integrations.ids.length === 0);
};
export const selectIntegrationRequest = (state: AppState, operation: IntegrationOperation) => selectIntegrationsState(state).requests[operation];

/** The integrations of one destination, by its route key ("segment"). */
export const selectIntegrationsOf = createSelector(
  [selectAllIntegrations, (_state: AppState, destination: string) => destination],
  (integrations, destination) => integrations.filter((integration) => destinationKeyOf(integration.destination) === destination),
);

const READY = ready();
export const selectIntegrationDeleteRequest = (state: AppState, id: string) => selectIntegrationsState(state).deletes[id] ?? READY;
export const selectDestinationDisconnectRequest = (state: AppState, destination: string) =>
  selectIntegrationsState(state).disconnects[destination] ?? READY;

/** The spec's SMS account state: connected, sid, fetching (plus verified and whether it is known yet). */
export const selectSmsAccount = createSelector(
  [(state: AppState) => selectIntegrationsState(state).sms.account, (state: AppState) => selectIntegrationsState(state).sms.requests.credentials],
  (account, request) => ({
    connected: account !== null,
    sid: account?.sid ?? '',
    verified: account?.verified ?? false,
    known: hasLoaded(request, account === null),
    fetching: request.status === 'InFlight',
  }),
);
export const selectSmsRequest = (state: AppState, operation: SmsOperation) => selectIntegrationsState(state).sms.requests[operation];
export const selectMessagingServices = (state: AppState) => selectIntegrationsState(state).sms.services;
