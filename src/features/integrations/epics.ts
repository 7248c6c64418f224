import { of } from 'rxjs';
import { exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { catchFailure, catchFormFailure } from '@/shared/epics/catch-failure';
import {
  createIntegration,
  deleteIntegrations,
  deleteSmsCredentials,
  fetchIntegrations,
  fetchMessagingServices,
  fetchSmsCredentials,
  saveSmsCredentials,
  updateIntegration,
} from './api';
import {
  LOAD_INTEGRATIONS_FAILED,
  LOAD_MESSAGING_SERVICES_FAILED,
  TWILIO_CONNECTED,
  TWILIO_DISCONNECTED,
  createdMessage,
  deleteFailedMessage,
  deletedMessage,
  disconnectFailedMessage,
  disconnectedMessage,
  twilioDisconnectFailedMessage,
  updatedMessage,
} from './messages';
import {
  destinationDisconnected,
  destinationDisconnectFailed,
  destinationDisconnectRequested,
  integrationCreated,
  integrationCreateFailed,
  integrationCreateRequested,
  integrationDeleted,
  integrationDeleteFailed,
  integrationDeleteRequested,
  integrationsLoaded,
  integrationsLoadFailed,
  integrationsRequested,
  integrationUpdated,
  integrationUpdateFailed,
  integrationUpdateRequested,
  messagingServicesLoaded,
  messagingServicesLoadFailed,
  messagingServicesRequested,
  smsCredentialsLoaded,
  smsCredentialsLoadFailed,
  smsCredentialsRequested,
  smsCredentialsSaved,
  smsCredentialsSaveFailed,
  smsCredentialsSaveRequested,
  smsDisconnected,
  smsDisconnectFailed,
  smsDisconnectRequested,
  selectIntegrationsState,
} from './slice';
import { destinationKeyOf, findDestination, toIntegrationPayload, toSmsCredentialsPayload } from './types';

const destinationName = (destination: string) => findDestination(destination)?.name ?? destination;

/** A read: switchMap, so a newer request cancels an older one. */
const loadIntegrationsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(integrationsRequested.match),
    switchMap(() =>
      fetchIntegrations(deps.api).pipe(
        map(integrationsLoaded),
        catchFailure(integrationsLoadFailed, LOAD_INTEGRATIONS_FAILED),
      ),
    ),
  );

/**
 * Submits: exhaustMap, so a double click sends one request. Their forms say every failure next to
 * themselves (a 403 as the destination's maximum, a 500 or a time-out with Retry), so no toast repeats it.
 */
const createIntegrationEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(integrationCreateRequested.match),
    exhaustMap(({ payload: { destination, values } }) =>
      createIntegration(deps.api, toIntegrationPayload(destination, values)).pipe(
        mergeMap((integration) => of(integrationCreated(integration), successAlert(createdMessage(integration.label)))),
        catchFormFailure(integrationCreateFailed),
      ),
    ),
  );

const updateIntegrationEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(integrationUpdateRequested.match),
    exhaustMap(({ payload: { id, changes } }) =>
      updateIntegration(deps.api, id, changes).pipe(
        mergeMap((integration) => of(integrationUpdated(integration), successAlert(updatedMessage(integration.label)))),
        catchFormFailure(integrationUpdateFailed),
      ),
    ),
  );

/** Row actions: mergeMap, since different rows may be deleted at once; the reducer keeps one per row. */
const deleteIntegrationEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(integrationDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const label = selectIntegrationsState(state$.value).entities[id]?.label ?? 'The integration';
      return deleteIntegrations(deps.api, [id]).pipe(
        mergeMap(() => of(integrationDeleted({ id }), successAlert(deletedMessage(label)))),
        catchFailure(
          (error) => integrationDeleteFailed({ id, error }),
          (error) => deleteFailedMessage(label, error.message),
        ),
      );
    }),
  );

/** One bulk DELETE for every integration of the destination; exhaustMap, as for any submit. */
const disconnectDestinationEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(destinationDisconnectRequested.match),
    exhaustMap(({ payload: { destination } }) => {
      const { integrations } = state$.value;
      const ids = integrations.ids.filter((id) => destinationKeyOf(integrations.entities[id]?.destination ?? '') === destination);
      const name = destinationName(destination);
      return deleteIntegrations(deps.api, ids).pipe(
        mergeMap(() => of(destinationDisconnected({ destination, ids }), successAlert(disconnectedMessage(name)))),
        catchFailure(
          (error) => destinationDisconnectFailed({ destination, error }),
          (error) => disconnectFailedMessage(name, error.message),
        ),
      );
    }),
  );

/** A read. A failure (but the 404 of "not connected", see fetchSmsCredentials) is the integrations fetch error. */
const loadSmsCredentialsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsCredentialsRequested.match),
    switchMap(() =>
      fetchSmsCredentials(deps.api).pipe(
        map(smsCredentialsLoaded),
        catchFailure(smsCredentialsLoadFailed, LOAD_INTEGRATIONS_FAILED),
      ),
    ),
  );

/**
 * A submit, whose form says its failures (catchFormFailure). The auth token lives only in the request action and the request body; what is stored is
 * the answer (SID and verified). On success the messaging services are fetched.
 */
const saveSmsCredentialsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsCredentialsSaveRequested.match),
    exhaustMap(({ payload }) =>
      saveSmsCredentials(deps.api, toSmsCredentialsPayload(payload)).pipe(
        mergeMap((account) => of(smsCredentialsSaved(account), successAlert(TWILIO_CONNECTED), messagingServicesRequested())),
        catchFormFailure(smsCredentialsSaveFailed),
      ),
    ),
  );

const disconnectSmsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsDisconnectRequested.match),
    exhaustMap(() =>
      deleteSmsCredentials(deps.api).pipe(
        mergeMap(() => of(smsDisconnected(), successAlert(TWILIO_DISCONNECTED))),
        catchFailure(smsDisconnectFailed, (error) => twilioDisconnectFailedMessage(error.message)),
      ),
    ),
  );

const loadMessagingServicesEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(messagingServicesRequested.match),
    switchMap(() =>
      fetchMessagingServices(deps.api).pipe(
        map(messagingServicesLoaded),
        catchFailure(messagingServicesLoadFailed, LOAD_MESSAGING_SERVICES_FAILED),
      ),
    ),
  );

export const integrationsEpics = [
  loadIntegrationsEpic,
  createIntegrationEpic,
  updateIntegrationEpic,
  deleteIntegrationEpic,
  disconnectDestinationEpic,
  loadSmsCredentialsEpic,
  saveSmsCredentialsEpic,
  disconnectSmsEpic,
  loadMessagingServicesEpic,
];
