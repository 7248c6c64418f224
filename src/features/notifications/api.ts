import { map } from 'rxjs/operators';
import type { ApiClient } from '@/shared/api/client';
import { toRecipient, type RecipientDto, type RecipientPayload } from './types';

const RECIPIENTS = '/marketing/notifications/recipients';

export const fetchRecipients = (api: ApiClient) =>
  api.get<{ result: RecipientDto[] }>(RECIPIENTS).pipe(map((body) => (body.result ?? []).map(toRecipient)));

export const createRecipient = (api: ApiClient, payload: RecipientPayload) =>
  api.post<RecipientDto>(RECIPIENTS, payload).pipe(map(toRecipient));

export const deleteRecipient = (api: ApiClient, id: string) => api.delete<void>(`${RECIPIENTS}/${encodeURIComponent(id)}`);
