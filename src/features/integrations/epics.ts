import { concat, of } from 'rxjs';
import { catchError, exhaustMap, filter, map, mergeMap, switchMap } from 'rxjs/operators';
import type { AppEpic } from '@/shared/store/app-epic';
import { successAlert } from '@/shared/alerts/alerts-slice';
import { failureAlert$ } from '@/shared/alerts/failure-alert';
import { asApiError } from '@/shared/api/errors';
import { submitFailure$ } from '@/shared/form/submit-failure';
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
  createFailedMessage,
  createdMessage,
  deleteFailedMessage,
  deletedMessage,
  disconnectFailedMessage,
  disconnectedMessage,
  maxIntegrationsMessage,
  twilioConnectFailedMessage,
  twilioDisconnectFailedMessage,
  updateFailedMessage,
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
} from './slice';
import { DESTINATIONS, destinationKeyOf, findDestination, toIntegrationPayload, toSmsCredentialsPayload } from './types';

const destinationName = (destination: string) => findDestination(destination)?.name ?? destination;

/** A read: switchMap, so a newer request cancels an older one. */
const loadIntegrationsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(integrationsRequested.match),
    switchMap(() =>
      fetchIntegrations(deps.api).pipe(
        map(integrationsLoaded),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(integrationsLoadFailed(apiError)), failureAlert$(apiError, LOAD_INTEGRATIONS_FAILED));
        }),
      ),
    ),
  );

/** Submits: exhaustMap, so a double click sends one request. A 403 means the destination's maximum is reached. */
const createIntegrationEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(integrationCreateRequested.match),
    exhaustMap(({ payload: { destination, values } }) =>
      createIntegration(deps.api, toIntegrationPayload(destination, values)).pipe(
        mergeMap((integration) => of(integrationCreated(integration), successAlert(createdMessage(integration.label)))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          const known = findDestination(destination);
          const message =
            apiError.status === 403
              ? maxIntegrationsMessage(known ?? { name: destination, limit: undefined })
              : createFailedMessage(apiError.message);
          return submitFailure$(apiError, integrationCreateFailed(apiError), message);
        }),
      ),
    ),
  );

const updateIntegrationEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(integrationUpdateRequested.match),
    exhaustMap(({ payload: { id, values } }) => {
      const destination = state$.value.integrations.entities[id]?.destination ?? DESTINATIONS.segment.name;
      return updateIntegration(deps.api, id, toIntegrationPayload(destination, values)).pipe(
        mergeMap((integration) => of(integrationUpdated(integration), successAlert(updatedMessage(integration.label)))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return submitFailure$(apiError, integrationUpdateFailed(apiError), updateFailedMessage(apiError.message));
        }),
      );
    }),
  );

/** Row actions: mergeMap, since different rows may be deleted at once; the reducer keeps one per row. */
const deleteIntegrationEpic: AppEpic = (action$, state$, deps) =>
  action$.pipe(
    filter(integrationDeleteRequested.match),
    mergeMap(({ payload: { id } }) => {
      const label = state$.value.integrations.entities[id]?.label ?? 'The integration';
      return deleteIntegrations(deps.api, [id]).pipe(
        mergeMap(() => of(integrationDeleted({ id }), successAlert(deletedMessage(label)))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(integrationDeleteFailed({ id, error: apiError })), failureAlert$(apiError, deleteFailedMessage(label, apiError.message)));
        }),
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
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(
            of(destinationDisconnectFailed({ destination, error: apiError })),
            failureAlert$(apiError, disconnectFailedMessage(name, apiError.message)),
          );
        }),
      );
    }),
  );

/** A read. 404 is the natural "not connected" answer: no alert. Any other failure is the integrations fetch error. */
const loadSmsCredentialsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsCredentialsRequested.match),
    switchMap(() =>
      fetchSmsCredentials(deps.api).pipe(
        map(smsCredentialsLoaded),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          if (apiError.status === 404) return of(smsCredentialsLoaded(null));
          return concat(of(smsCredentialsLoadFailed(apiError)), failureAlert$(apiError, LOAD_INTEGRATIONS_FAILED));
        }),
      ),
    ),
  );

/**
 * A submit. The auth token lives only in the request action and the request body; what is stored is
 * the answer (SID and verified). On success the messaging services are fetched.
 */
const saveSmsCredentialsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsCredentialsSaveRequested.match),
    exhaustMap(({ payload }) =>
      saveSmsCredentials(deps.api, toSmsCredentialsPayload(payload)).pipe(
        mergeMap((account) => of(smsCredentialsSaved(account), successAlert(TWILIO_CONNECTED), messagingServicesRequested())),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return submitFailure$(apiError, smsCredentialsSaveFailed(apiError), twilioConnectFailedMessage(apiError.message));
        }),
      ),
    ),
  );

const disconnectSmsEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(smsDisconnectRequested.match),
    exhaustMap(() =>
      deleteSmsCredentials(deps.api).pipe(
        mergeMap(() => of(smsDisconnected(), successAlert(TWILIO_DISCONNECTED))),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(smsDisconnectFailed(apiError)), failureAlert$(apiError, twilioDisconnectFailedMessage(apiError.message)));
        }),
      ),
    ),
  );

const loadMessagingServicesEpic: AppEpic = (action$, _state$, deps) =>
  action$.pipe(
    filter(messagingServicesRequested.match),
    switchMap(() =>
      fetchMessagingServices(deps.api).pipe(
        map(messagingServicesLoaded),
        catchError((error: unknown) => {
          const apiError = asApiError(error);
          return concat(of(messagingServicesLoadFailed(apiError)), failureAlert$(apiError, LOAD_MESSAGING_SERVICES_FAILED));
        }),
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
