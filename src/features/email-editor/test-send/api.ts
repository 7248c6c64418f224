import type { ApiClient } from '@/shared/api/client';
import type { TestSendPayload } from './types';

/** Sends a test email; the API answers 202 with an empty body. A dynamic template version's test says so in `test-source`. */
export const sendTestEmail = (api: ApiClient, payload: TestSendPayload, source?: 'dynamic-templates') =>
  api.post<unknown>(source ? `/marketing/test/send_email?test-source=${source}` : '/marketing/test/send_email', payload);
