import type { RecipientsEstimateDto } from './types';

const count = (value: number) => value.toLocaleString('en-US');

export interface PlanExcess {
  kind: 'hard' | 'soft';
  /** Emails beyond what the plan has left this month. */
  over: number;
  message: string;
}

/**
 * Whether the send goes beyond the emails the plan has left this month: a hard limit stops it (Free
 * plans), a soft limit lets it go at an overage price once the user accepts it (spec §8).
 */
export function planExcess(estimate: RecipientsEstimateDto | null): PlanExcess | null {
  if (!estimate) return null;
  const over = estimate.recipient_count - estimate.emails_remaining_this_month;
  if (over <= 0) return null;
  const { kind, overage_price_per_email: price } = estimate.plan_limit;
  const base = `This send goes to ${count(estimate.recipient_count)} recipients, ${count(over)} more than the ${count(estimate.emails_remaining_this_month)} emails your plan has left this month.`;
  return kind === 'hard'
    ? { kind, over, message: `${base} Your plan's limit stops the send: upgrade your plan or send to fewer recipients.` }
    : { kind, over, message: `${base} The extra emails are billed as overage at $${price} per email.` };
}

export const overageTotal = (excess: PlanExcess, estimate: RecipientsEstimateDto) =>
  (excess.over * estimate.plan_limit.overage_price_per_email).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
