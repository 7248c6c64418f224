import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { hasLoaded } from '@/shared/request-state/list-phase';
import { ready } from '@/shared/request-state/request-state';
import { integrationsAdapter, type IntegrationOperation, type SmsOperation } from './slice';
import { destinationKeyOf } from './types';

const adapterSelectors = integrationsAdapter.getSelectors((state: AppState) => state.integrations);

export const selectAllIntegrations = adapterSelectors.selectAll;
export const selectIntegrationById = (state: AppState, id: string) => adapterSelectors.selectById(state, id);
export const selectIntegrationsLoaded = (state: AppState) => hasLoaded(state.integrations.requests.list, state.integrations.ids.length === 0);
export const selectIntegrationRequest = (state: AppState, operation: IntegrationOperation) => state.integrations.requests[operation];

/** The integrations of one destination, by its route key ("segment"). */
export const selectIntegrationsOf = createSelector(
  [selectAllIntegrations, (_state: AppState, destination: string) => destination],
  (integrations, destination) => integrations.filter((integration) => destinationKeyOf(integration.destination) === destination),
);

const READY = ready();
export const selectIntegrationDeleteRequest = (state: AppState, id: string) => state.integrations.deletes[id] ?? READY;
export const selectDestinationDisconnectRequest = (state: AppState, destination: string) =>
  state.integrations.disconnects[destination] ?? READY;

/** The spec's SMS account state: connected, sid, fetching (plus verified and whether it is known yet). */
export const selectSmsAccount = createSelector(
  [(state: AppState) => state.integrations.sms.account, (state: AppState) => state.integrations.sms.requests.credentials],
  (account, request) => ({
    connected: account !== null,
    sid: account?.sid ?? '',
    verified: account?.verified ?? false,
    known: hasLoaded(request, account === null),
    fetching: request.status === 'InFlight',
  }),
);
export const selectSmsRequest = (state: AppState, operation: SmsOperation) => state.integrations.sms.requests[operation];
export const selectMessagingServices = (state: AppState) => state.integrations.sms.services;
