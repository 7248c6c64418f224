import { of, type Observable } from 'rxjs';
import { catchError, map } from 'rxjs/operators';
import { toMessagingService, type MessagingService, type MessagingServiceDto } from '@/features/integrations/types';
import type { ApiClient } from '@/shared/api/client';
import { asApiError } from '@/shared/api/errors';
import { singleSendPath } from '@/shared/sending/single-send';

/**
 * The messaging services of the connected Twilio account (mocks/README.md "SMS credentials"); null when
 * no account is connected (the endpoint's 404).
 */
export const fetchSmsServices = (api: ApiClient): Observable<MessagingService[] | null> =>
  api.get<{ result: MessagingServiceDto[] }>('/marketing/sms/messaging_services').pipe(
    map((answer) => answer.result.map(toMessagingService)),
    catchError((error: unknown) => {
      if (asApiError(error).status === 404) return of(null);
      throw error;
    }),
  );

/** Designed: a test of the stored SMS to one US or Canada number (mocks/README.md "Single sends"). */
export const sendSmsTest = (api: ApiClient, id: string, to: string): Observable<unknown> => api.post(`${singleSendPath(id)}/sms/test`, { to });
