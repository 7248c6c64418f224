import { http, HttpResponse } from 'msw';
import { ACCOUNT_SID_PATTERN, AUTH_TOKEN_MAX } from '@/features/integrations/limits';
import { connectSmsAccount, disconnectSmsAccount, messagingServicesOf, smsAccountOf, type MessagingServiceRecord } from '../db/sms-accounts';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, invalidJsonBody, noContent, validationFailed } from './errors';
import { readJsonObject } from './request';
import { isBlank, maxLength, required, text, validateFields, type FieldRules, type Rule } from './validation';

/**
 * The Twilio account behind SMS (spec §7: GET/PUT/DELETE marketing/sms/credentials) and its messaging
 * services (designed here: GET /marketing/sms/messaging_services).
 */
const CREDENTIALS = '/marketing/sms/credentials';
const MESSAGING_SERVICES = '/marketing/sms/messaging_services';

export const NOT_CONNECTED_MESSAGE = 'no Twilio account is connected';
export const ACCOUNT_SID_MESSAGE = 'must be a valid Account SID (AC followed by 32 hexadecimal characters)';

const accountSid: Rule = (value) =>
  typeof value === 'string' && !isBlank(value) && !ACCOUNT_SID_PATTERN.test(value.trim()) ? ACCOUNT_SID_MESSAGE : undefined;

const RULES: FieldRules = {
  twilio_account_sid: [text, required, accountSid],
  twilio_auth_token: [text, required, maxLength(AUTH_TOKEN_MAX)],
};

const notConnected = () => errorResponse(404, [{ field: null, message: NOT_CONNECTED_MESSAGE }]);

function toServiceResponse({ id, friendly_name, use_case, phone_numbers, created_at, updated_at }: MessagingServiceRecord) {
  return { sid: id, friendly_name, use_case, phone_numbers, created_at, updated_at };
}

export const smsHandlers = [
  /** 404 is the natural "not connected" answer; the app shows no alert for it. */
  http.get(
    api(CREDENTIALS),
    authenticated(({ account }) => {
      const sms = smsAccountOf(account.actingAs);
      return sms === undefined ? notConnected() : HttpResponse.json({ twilio_account_sid: sms.twilio_account_sid, verified: sms.verified });
    }),
  ),

  /** Connects or replaces the account. The token is checked, then dropped: no answer ever carries it. */
  http.put(
    api(CREDENTIALS),
    authenticated(async ({ request, account }) => {
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(body, RULES, 'create');
      if (errors.length > 0) return validationFailed(errors);
      const sms = connectSmsAccount(account.actingAs, String(body.twilio_account_sid).trim(), new Date());
      return HttpResponse.json({ twilio_account_sid: sms.twilio_account_sid, verified: sms.verified });
    }),
  ),

  http.delete(
    api(CREDENTIALS),
    authenticated(({ account }) => {
      if (smsAccountOf(account.actingAs) === undefined) return notConnected();
      disconnectSmsAccount(account.actingAs);
      return noContent();
    }),
  ),

  http.get(
    api(MESSAGING_SERVICES),
    authenticated(({ request, account }) => {
      if (smsAccountOf(account.actingAs) === undefined) return notConnected();
      const services = messagingServicesOf(account.actingAs).map(toServiceResponse);
      const self = new URL(request.url);
      return HttpResponse.json({ result: services, _metadata: { self: `${self.origin}${self.pathname}`, count: services.length } });
    }),
  ),
];
