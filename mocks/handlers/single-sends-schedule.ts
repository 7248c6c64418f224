import { http, HttpResponse } from 'msw';
import { SINGLE_SEND_LIMITS } from '@/shared/sending/limits';
import { sendProblems } from '@/shared/sending/readiness';
import { accountOf, PLAN_TERMS, planOf as accountPlan } from '../db/accounts';
import { findSegment } from '../db/segments';
import { findSender } from '../db/senders';
import { countRecipients, sendWinner } from '../db/send-simulator';
import { sendClockNow } from '../db/send-simulator-clock';
import { simulatedRequestsSince } from '../db/single-send-stats';
import { singleSendsOf, updateSingleSend, type SingleSendRecord } from '../db/single-sends';
import { findGroup } from '../db/unsubscribe-groups';
import type { User } from '../db/users';
import { api } from './api-path';
import { authenticated } from './auth';
import { invalidJsonBody } from './errors';
import { readJsonObject } from './request';
import { isIsoTime } from './single-sends-request';
import { sendErrors, SINGLE_SENDS, toSingleSendDto, withSend, type SendError } from './single-sends-shared';

/**
 * Scheduling and sending (ENDPOINTS.md §5 plus the designed parts in mocks/README.md "Single sends"):
 * PUT/DELETE …/schedule with the readiness and plan-limit checks, the recipients estimate, and picking
 * an A/B winner.
 */
type IdParams = { id: string };

export const AB_EXPIRED_MESSAGE = 'The A/B test has expired: a winner can no longer be picked.';
export const AB_PICKED_MESSAGE = 'A winner has already been picked for this A/B test.';

export interface PlanLimit {
  kind: 'hard' | 'soft';
  emails_per_month: number;
  overage_price_per_email: number;
}

/** The owner's monthly email allowance and what is left of it (the seed's usage plus the simulated sends this month). */
function planOf(owner: User, now: Date): { limit: PlanLimit; remaining: number } {
  const credits = accountOf(owner).sendCredits;
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const simulated = new Set(singleSendsOf(owner.username).filter((send) => send.progress !== null).map((send) => send.id));
  const used = credits.used + simulatedRequestsSince(owner.username, simulated, monthStart);
  return {
    limit: {
      kind: credits.is_hard_limit ? 'hard' : 'soft',
      emails_per_month: credits.total,
      overage_price_per_email: PLAN_TERMS[accountPlan(owner)].package.overage_price,
    },
    remaining: Math.max(0, credits.total - used),
  };
}

const formatted = (count: number) => count.toLocaleString('en-US');

export const hardLimitMessage = (recipients: number, remaining: number) =>
  `This send goes to ${formatted(recipients)} contacts, but your plan has ${formatted(remaining)} emails left this month. Upgrade your plan or choose fewer recipients.`;
export const softLimitMessage = (over: number, price: number) =>
  `This send goes over your plan's emails this month by ${formatted(over)}; the extra emails are billed at $${price} each.`;

/** What stops the send (spec §5, the shared readiness rules), plus the references only the server can check. */
function readinessErrors(owner: User, send: SingleSendRecord, recipients: number, now: Date): SendError[] {
  const problems = sendProblems(toSingleSendDto(send), {
    now,
    handlebarsIssues: 0,
    segmentsValid: (id) => findSegment(owner.username, id) !== undefined,
    recipientCount: recipients,
  }).map((problem): SendError => ({ field: problem.field, message: problem.message, error_id: 'not_ready' }));
  const config = send.email_config;
  if (send.channel === 'email' && config.sender_id !== null && findSender(owner, config.sender_id) === undefined) {
    problems.push({ field: 'sender', message: 'The sender no longer exists: choose another.', error_id: 'not_ready' });
  }
  if (send.channel === 'email' && config.suppression_group_id !== null && !config.custom_unsubscribe_url && findGroup(owner, config.suppression_group_id) === undefined) {
    problems.push({ field: 'unsubscribe', message: 'The unsubscribe group no longer exists: choose another.', error_id: 'not_ready' });
  }
  if (recipients === 0 && !problems.some((problem) => problem.field === 'recipients')) {
    problems.push({ field: 'recipients', message: 'The chosen recipients hold no contacts to send to.', error_id: 'not_ready' });
  }
  if (recipients > SINGLE_SEND_LIMITS.abMaxSendSize && send.abtest === null) {
    problems.push({ field: 'recipients', message: `A send can go to at most ${formatted(SINGLE_SEND_LIMITS.abMaxSendSize)} contacts.`, error_id: 'not_ready' });
  }
  return problems;
}

function planLimitError(owner: User, recipients: number, now: Date, acceptOverage: boolean): SendError | undefined {
  const { limit, remaining } = planOf(owner, now);
  if (recipients <= remaining) return undefined;
  if (limit.kind === 'hard') return { field: 'send_to', error_id: 'plan_limit_hard', message: hardLimitMessage(recipients, remaining) };
  return acceptOverage ? undefined : { field: 'send_to', error_id: 'plan_limit_soft', message: softLimitMessage(recipients - remaining, limit.overage_price_per_email) };
}

export const singleSendScheduleHandlers = [
  /**
   * `{ send_at: ISO | 'now', accept_overage? }` → 201 `{ send_at, status: 'scheduled' }`. "now" waits out
   * the undo window (60 s) before it is sent; a time must be in the future.
   */
  http.put(
    api(`${SINGLE_SENDS}/:id/schedule`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        const now = sendClockNow();
        const sendNow = body.send_at === 'now';
        if (!sendNow && (typeof body.send_at !== 'string' || !isIsoTime(body.send_at))) {
          return sendErrors(400, [{ field: 'send_at', message: 'must be an ISO 8601 time or "now"' }]);
        }
        if (body.accept_overage !== undefined && typeof body.accept_overage !== 'boolean') return sendErrors(400, [{ field: 'accept_overage', message: 'must be a boolean' }]);
        if (send.status !== 'draft') return sendErrors(400, [{ field: 'status', error_id: 'not_draft', message: `This single send is already ${send.status === 'scheduled' ? 'scheduled' : 'sent'}.` }]);
        const sendAt = sendNow ? now.toISOString() : new Date(body.send_at as string).toISOString();
        const { count } = await countRecipients(send);
        const errors = readinessErrors(actingAs, { ...send, send_at: sendNow ? null : sendAt }, count, now);
        if (!sendNow && Date.parse(sendAt) <= now.getTime() && !errors.some((error) => error.field === 'schedule')) {
          errors.push({ field: 'schedule', message: 'The send time must be in the future.', error_id: 'not_ready' });
        }
        if (errors.length > 0) return sendErrors(400, errors);
        const overLimit = planLimitError(actingAs, count, now, body.accept_overage === true);
        if (overLimit) return sendErrors(400, [overLimit]);
        const scheduled = updateSingleSend(
          send,
          { status: 'scheduled', send_at: sendAt, progress: { scheduled_at: now.toISOString(), send_now: sendNow, started_at: null, recipients: 0, events_until: null, winner_sent_at: null } },
          now,
        );
        return HttpResponse.json({ send_at: scheduled.send_at, status: scheduled.status }, { status: 201 });
      }),
    ),
  ),

  /** Unschedule, or unsend within the undo window: back to a draft (200 `{ send_at, status }`). */
  http.delete(
    api(`${SINGLE_SENDS}/:id/schedule`),
    authenticated<IdParams>(({ params, account: { actingAs } }) =>
      withSend(actingAs, params.id, (send) => {
        if (send.status === 'draft') return sendErrors(400, [{ field: 'status', error_id: 'not_scheduled', message: 'This single send is not scheduled.' }]);
        if (send.status !== 'scheduled') return sendErrors(400, [{ field: 'status', error_id: 'already_sent', message: 'This single send has already been sent: it can no longer be unsent.' }]);
        const draft = updateSingleSend(send, { status: 'draft', send_at: send.progress?.send_now ? null : send.send_at, progress: null }, sendClockNow());
        return HttpResponse.json({ send_at: draft.send_at, status: draft.status });
      }),
    ),
  ),

  /** Designed: who the send would reach now, and the plan's allowance. */
  http.get(
    api(`${SINGLE_SENDS}/:id/recipients_estimate`),
    authenticated<IdParams>(({ params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const { count, excluded } = await countRecipients(send);
        const { limit, remaining } = planOf(actingAs, sendClockNow());
        return HttpResponse.json({ recipient_count: count, excluded_count: excluded, emails_remaining_this_month: remaining, plan_limit: limit });
      }),
    ),
  ),

  /** Designed: `{ variation_id }` picks the winner of a manual A/B test (status pick-winner), which then goes to the rest. */
  http.post(
    api(`${SINGLE_SENDS}/:id/abtest/winner`),
    authenticated<IdParams>(({ request, params, account: { actingAs } }) =>
      withSend(actingAs, params.id, async (send) => {
        const body = await readJsonObject(request);
        if (body === undefined) return invalidJsonBody();
        if (send.abtest === null) return sendErrors(400, [{ field: 'abtest', error_id: 'not_abtest', message: 'This single send has no A/B test.' }]);
        if (send.abtest.winning_template_id !== null) return sendErrors(400, [{ field: 'abtest', error_id: 'winner_picked', message: AB_PICKED_MESSAGE }]);
        if (send.status === 'expired') return sendErrors(400, [{ field: 'abtest', error_id: 'abtest_expired', message: AB_EXPIRED_MESSAGE }]);
        if (send.status !== 'pick-winner') return sendErrors(400, [{ field: 'status', error_id: 'not_pick_winner', message: 'A winner can be picked once the test phase has ended.' }]);
        const variation = send.ab_variations.find((candidate) => candidate.id === body.variation_id);
        if (variation === undefined) return sendErrors(400, [{ field: 'variation_id', message: 'unknown variation' }]);
        const picked = await sendWinner(send, variation.id, sendClockNow());
        return HttpResponse.json(toSingleSendDto(picked));
      }),
    ),
  ),
];
