import type { ApiClient } from '@/shared/api/client';
import type { TestSendPayload } from './types';

/** Sends a test email; the API answers 202 with an empty body. */
export const sendTestEmail = (api: ApiClient, payload: TestSendPayload) => api.post<unknown>('/marketing/test/send_email', payload);
