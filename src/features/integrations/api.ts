import { of, throwError } from 'rxjs';
import { catchError, map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { isApiError } from '@/shared/api/errors';
import {
  toIntegration,
  toMessagingService,
  toSmsAccount,
  type IntegrationDto,
  type IntegrationPatch,
  type IntegrationPayload,
  type MessagingServiceDto,
  type SmsCredentialsDto,
  type SmsCredentialsPayload,
} from './types';

const INTEGRATIONS = '/marketing/integrations';
const SMS_CREDENTIALS = '/marketing/sms/credentials';

export const fetchIntegrations = (api: ApiClient) =>
  api.get<{ result: IntegrationDto[] }>(INTEGRATIONS).pipe(map((body) => (body.result ?? []).map(toIntegration)));

export const createIntegration = (api: ApiClient, payload: IntegrationPayload) =>
  api.post<IntegrationDto>(INTEGRATIONS, payload).pipe(map(toIntegration));

export const updateIntegration = (api: ApiClient, id: string, patch: IntegrationPatch) =>
  api.patch<IntegrationDto>(`${INTEGRATIONS}/${encodeURIComponent(id)}`, patch).pipe(map(toIntegration));

/** The API deletes in bulk only: DELETE /marketing/integrations?ids=a,b. */
export const deleteIntegrations = (api: ApiClient, ids: readonly string[]) =>
  api.delete<void>(INTEGRATIONS, { query: { ids: ids.join(',') } });

/** The connected account, or `null` for the API's 404, which means no account is connected. */
export const fetchSmsCredentials = (api: ApiClient) =>
  api.get<SmsCredentialsDto>(SMS_CREDENTIALS).pipe(
    map(toSmsAccount),
    catchError((error: unknown) => (isApiError(error) && error.status === 404 ? of(null) : throwError(() => error))),
  );

export const saveSmsCredentials = (api: ApiClient, payload: SmsCredentialsPayload) =>
  api.put<SmsCredentialsDto>(SMS_CREDENTIALS, payload).pipe(map(toSmsAccount));

export const deleteSmsCredentials = (api: ApiClient) => api.delete<void>(SMS_CREDENTIALS);

export const fetchMessagingServices = (api: ApiClient) =>
  api
    .get<{ result: MessagingServiceDto[] }>('/marketing/sms/messaging_services')
    .pipe(map((body) => (body.result ?? []).map(toMessagingService)));
