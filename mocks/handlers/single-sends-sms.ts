import { http, HttpResponse } from 'msw';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { SEND_MESSAGES, SMS_MAX_BODY_BYTES } from '@/shared/sending/readiness';
import { messagingServicesOf } from '../db/sms-accounts';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody } from './errors';
import { readJsonObject } from './request';
import { SMS_IMAGES_TOO_LARGE, smsImageBytes } from './single-sends-request';
import { sendErrors, SINGLE_SENDS, withSend, type SendError } from './single-sends-shared';

/** Designed: a test of an SMS single send to one US or Canada number (mocks/README.md "Single sends"). */
type IdParams = { id: string };

export const SMS_TEST_NUMBER_MESSAGE = 'Enter one US or Canada ten-digit phone number.';

/** `+1`, `1` or nothing, then ten digits whose area code and exchange start with 2–9 (NANP); spaces, dots, dashes and brackets allowed. */
export function northAmericanNumber(value: string): string | undefined {
  const digits = value.replace(/[\s().-]/g, '');
  const match = /^(?:\+?1)?([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  return match ? `+1${match[1]}` : undefined;
}

export const singleSendSmsHandlers = [
  http.post(
    api(`${SINGLE_SENDS}/:id/sms/test`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        if (send.channel !== 'sms' || send.sms_config === null) return sendErrors(400, [{ field: 'channel', error_id: 'not_sms', message: 'This single send is not an SMS.' }]);
        const errors: SendError[] = [];
        if (typeof body.to !== 'string' || northAmericanNumber(body.to) === undefined) errors.push({ field: 'to', message: SMS_TEST_NUMBER_MESSAGE });
        const sms = send.sms_config;
        const service = sms.messaging_service_sid;
        if (service === null || !messagingServicesOf(actingAs).some((candidate) => candidate.id === service)) {
          errors.push({ field: 'sms_config.messaging_service_sid', error_id: 'no_messaging_service', message: SEND_MESSAGES.smsService });
        }
        if (send.name.trim() === '') errors.push({ field: 'name', error_id: 'missing_name', message: SEND_MESSAGES.smsName });
        if (sms.body.trim() === '' && sms.media_urls.length === 0) errors.push({ field: 'sms_config.body', error_id: 'missing_content', message: SEND_MESSAGES.smsContent });
        if (new TextEncoder().encode(sms.body).length > SMS_MAX_BODY_BYTES) errors.push({ field: 'sms_config.body', error_id: 'max_bytes', message: SEND_MESSAGES.smsBytes });
        if (sms.media_urls.length > SINGLE_SEND_LIMITS.sms.images) errors.push({ field: 'sms_config.media_urls', error_id: 'too_many_images', message: SEND_MESSAGES.smsImages });
        else if (smsImageBytes(sms.media_urls) > SINGLE_SEND_LIMITS.sms.imagesTotalBytes) errors.push({ field: 'sms_config.media_urls', error_id: 'images_too_large', message: SMS_IMAGES_TOO_LARGE });
        if (errors.length > 0) return sendErrors(400, errors);
        return HttpResponse.json({}, { status: 202 });
      }),
    ),
  ),
];
