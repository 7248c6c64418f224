import type { ContactCounts, Plan } from './types';

/** Spec §6 and §9: a warning appears at 90 % of the plan's contact limit. */
export const CONTACT_LIMIT_WARNING_RATIO = 0.9;

export interface ContactUsage {
  /** Every contact stored. */
  count: number;
  /** The contacts that count against the plan (billable_count plus the breakdown total). */
  billable: number;
  /** The plan's contact limit. */
  limit: number;
  /** billable / limit; 0 without a limit. */
  ratio: number;
  /** At or past 90 % of the limit. */
  nearLimit: boolean;
  /** Free accounts near their limit are asked to upgrade. */
  mustUpgrade: boolean;
}

export function contactUsage(counts: ContactCounts, limit: number, plan: Plan): ContactUsage {
  const ratio = limit > 0 ? counts.billableCount / limit : 0;
  const nearLimit = ratio >= CONTACT_LIMIT_WARNING_RATIO;
  return {
    count: counts.contactCount,
    billable: counts.billableCount,
    limit,
    ratio,
    nearLimit,
    mustUpgrade: plan === 'free' && nearLimit,
  };
}
