import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { toSender, type SenderDto, type SenderPayload } from './types';

/** Marks calls made by the new marketing experience; legacy pages leave it out. */
export const MARKETING_VERSION_HEADER = 'x-marketing-version';
export const NEW_MARKETING_VERSION = 'NLVX';

export interface SenderCallContext {
  newVersion: boolean;
}

const headers = ({ newVersion }: SenderCallContext) =>
  newVersion ? { [MARKETING_VERSION_HEADER]: NEW_MARKETING_VERSION } : undefined;

export const fetchSenders = (api: ApiClient, context: SenderCallContext) =>
  api.get<{ results: SenderDto[] }>('/marketing/senders', { headers: headers(context) }).pipe(
    map((body) => body.results.map(toSender)),
  );

export const createSender = (api: ApiClient, payload: SenderPayload, context: SenderCallContext) =>
  api.post<SenderDto>('/marketing/senders', payload, { headers: headers(context) }).pipe(map(toSender));

/** Sends only the changed fields, so that a field changed elsewhere meanwhile is not written back. */
export const updateSender = (api: ApiClient, id: string, payload: Partial<SenderPayload>, context: SenderCallContext) =>
  api
    .patch<SenderDto>(`/marketing/senders/${encodeURIComponent(id)}`, payload, { headers: headers(context) })
    .pipe(map(toSender));

export const deleteSender = (api: ApiClient, id: string, context: SenderCallContext) =>
  api.delete<void>(`/marketing/senders/${encodeURIComponent(id)}`, { headers: headers(context) });

export const resendSenderVerification = (api: ApiClient, id: string, context: SenderCallContext) =>
  api.post<void>(`/marketing/senders/${encodeURIComponent(id)}/resend_verification`, undefined, {
    headers: headers(context),
  });
