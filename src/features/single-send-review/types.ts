import type { SingleSendDto } from '@/shared/sending/single-send';

/** Designed: GET /marketing/singlesends/{id}/recipients_estimate (mocks/README.md "Single sends"). */
export interface RecipientsEstimateDto {
  recipient_count: number;
  excluded_count: number;
  emails_remaining_this_month: number;
  plan_limit: { kind: 'hard' | 'soft'; emails_per_month: number; overage_price_per_email: number };
}

/** PUT /marketing/singlesends/{id}/schedule; `accept_overage` is designed (a soft plan limit). */
export interface ScheduleRequestDto {
  send_at: string;
  accept_overage?: boolean;
}

export interface ScheduleAnswerDto {
  send_at: string | null;
  status: SingleSendDto['status'];
}

/** When the send goes: at once, or at an ISO instant. */
export type SendTiming = { kind: 'now' } | { kind: 'at'; iso: string };

/** The names the review shows for the ids the send holds. */
export interface ReviewNames {
  senders: Record<string, string>;
  lists: Record<string, string>;
  segments: Record<string, string>;
  groups: Record<string, string>;
}

/** What the last send, schedule, unsend or unschedule did: the page's alert, with its follow-up action. */
export type ReviewOutcome =
  | { kind: 'sent' | 'scheduled'; name: string; sendAt: string }
  | { kind: 'unsent' | 'unscheduled'; name: string };

/** The plan-limit refusal of the schedule call (designed error ids), shown before anything else. */
export interface PlanLimitRefusal {
  kind: 'hard' | 'soft';
  message: string;
}
