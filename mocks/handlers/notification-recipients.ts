import { http, HttpResponse } from 'msw';
import { MAX_NOTIFICATION_RECIPIENTS, RECIPIENT_EMAIL_MAX } from '@/features/notifications/limits';
import { addRecipient, findRecipient, isRecipientTaken, recipientsOf, removeRecipient, type NotificationRecipientRecord } from '../db/notification-recipients';
import { api } from './api-path';
import { authenticated } from './auth';
import { errorResponse, forbidden, invalidJsonBody, noContent, validationFailed } from './errors';
import { RECIPIENT_LIMIT_MESSAGE } from './limit-messages';
import { readJsonObject } from './request';
import { email, maxLength, required, text, textDirection, unique, validateFields } from './validation';

/** The addresses that receive account notifications (designed here: the spec shows no endpoint). */
const RECIPIENTS = '/marketing/notifications/recipients';


type IdParams = { id: string };

const toResponse = ({ id, email: address, created_at }: NotificationRecipientRecord) => ({ id, email: address, created_at });

const recipientNotFound = () => errorResponse(404, [{ field: null, message: 'notification recipient not found' }]);

export const notificationRecipientHandlers = [
  http.get(
    api(RECIPIENTS),
    authenticated(({ request, account }) => {
      const result = recipientsOf(account.actingAs).map(toResponse);
      const self = new URL(request.url);
      return HttpResponse.json({ result, _metadata: { self: `${self.origin}${self.pathname}`, count: result.length } });
    }),
  ),

  http.post(
    api(RECIPIENTS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      if (recipientsOf(owner).length >= MAX_NOTIFICATION_RECIPIENTS) return forbidden(RECIPIENT_LIMIT_MESSAGE);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateFields(
        body,
        { email: [text, required, maxLength(RECIPIENT_EMAIL_MAX), textDirection, email, unique((address) => isRecipientTaken(owner, address))] },
        'create',
      );
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toResponse(addRecipient(owner, String(body.email), new Date())), { status: 201 });
    }),
  ),

  http.delete(
    api(`${RECIPIENTS}/:id`),
    authenticated<IdParams>(({ params, account }) => {
      const recipient = findRecipient(account.actingAs, params.id);
      if (recipient === undefined) return recipientNotFound();
      removeRecipient(recipient);
      return noContent();
    }),
  ),
];
