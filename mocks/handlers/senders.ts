import { http, HttpResponse } from 'msw';
import { MAX_SENDERS } from '@/features/senders/limits';
import {
  createSender,
  deleteSender,
  findSender,
  isNicknameTaken,
  sendersOf,
  updateSender,
  type SenderRecord,
} from '../db/senders';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { forbidden, invalidJsonBody, noContent, notFound, validationFailed } from './errors';
import { SENDER_LIMIT_MESSAGE } from './limit-messages';
import { integerParam, readJsonObject } from './request';
import { readSenderFields, readSenderPatch, validateSender } from './sender-payload';

/** Marketing senders, /v3/marketing/senders (ENDPOINTS.md §11), in the product spec's server shape. */
const SENDERS = '/marketing/senders';

export const SENDER_LOCKED_MESSAGE = 'This sender is used by an active campaign and cannot be changed.';
export const SENDER_ALREADY_VERIFIED_MESSAGE = 'sender is already verified';

type IdParams = { id: string };

const now = () => Math.floor(Date.now() / 1000);

/** The wire shape: `verified` is an object `{ status }` per the product spec; `owner` stays private. */
function toResponse({ owner: _owner, verified, ...sender }: SenderRecord) {
  return { ...sender, verified: { status: verified } };
}

/** Runs `handle` with the acting user's sender named by the path, or answers 404. */
function withSender(
  params: IdParams,
  owner: User,
  handle: (sender: SenderRecord) => Response | Promise<Response>,
): Response | Promise<Response> {
  const id = integerParam(params.id);
  const sender = id === undefined ? undefined : findSender(owner, id);
  return sender === undefined ? notFound() : handle(sender);
}

export const senderHandlers = [
  http.get(
    api(SENDERS),
    authenticated(({ account }) => HttpResponse.json({ results: sendersOf(account.actingAs).map(toResponse) })),
  ),

  http.post(
    api(SENDERS),
    authenticated(async ({ request, account: { actingAs: owner } }) => {
      if (sendersOf(owner).length >= MAX_SENDERS) return forbidden(SENDER_LIMIT_MESSAGE);
      const body = await readJsonObject(request);
      if (body === undefined) return invalidJsonBody();
      const errors = validateSender(body, 'create', (nickname) => isNicknameTaken(owner, nickname));
      if (errors.length > 0) return validationFailed(errors);
      return HttpResponse.json(toResponse(createSender(owner, readSenderFields(body), now())), { status: 201 });
    }),
  ),

  http.get(
    api(`${SENDERS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withSender(params, account.actingAs, (sender) => HttpResponse.json(toResponse(sender))),
    ),
  ),

  http.patch(
    api(`${SENDERS}/:id`),
    authenticated<IdParams>(({ request, params, account: { actingAs: owner } }) =>
      withSender(params, owner, async (sender) => {
        if (sender.locked) return forbidden(SENDER_LOCKED_MESSAGE);
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const errors = validateSender(body, 'update', (nickname) => isNicknameTaken(owner, nickname, sender.id));
        if (errors.length > 0) return validationFailed(errors);
        return HttpResponse.json(toResponse(updateSender(owner, sender, readSenderPatch(body), now())));
      }),
    ),
  ),

  http.delete(
    api(`${SENDERS}/:id`),
    authenticated<IdParams>(({ params, account }) =>
      withSender(params, account.actingAs, (sender) => {
        if (sender.locked) return forbidden(SENDER_LOCKED_MESSAGE);
        deleteSender(sender);
        return noContent();
      }),
    ),
  ),

  /** The mock sends no email: it only checks the sender can still be verified. */
  http.post(
    api(`${SENDERS}/:id/resend_verification`),
    authenticated<IdParams>(({ params, account }) =>
      withSender(params, account.actingAs, (sender) =>
        sender.verified ? validationFailed([{ field: null, message: SENDER_ALREADY_VERIFIED_MESSAGE }]) : noContent(),
      ),
    ),
  ),
];
