import type { ContactCounts } from './types';

/** Spec §6 and §9: a warning appears at 90 % of the plan's contact limit. */
export const CONTACT_LIMIT_WARNING_RATIO = 0.9;

/** GET /user/account's `type` of a free account; trial plans are free accounts too ("free" or "paid"). */
export const FREE_ACCOUNT_TYPE = 'free';

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
  /** Free accounts (by account type, so trials too) near their limit are asked to upgrade. */
  mustUpgrade: boolean;
}

/** `accountType` is undefined when it could not be loaded: the warning then comes without the upgrade ask. */
export function contactUsage(counts: ContactCounts, limit: number, accountType: string | undefined): ContactUsage {
  const ratio = limit > 0 ? counts.billableCount / limit : 0;
  const nearLimit = ratio >= CONTACT_LIMIT_WARNING_RATIO;
  return {
    count: counts.contactCount,
    billable: counts.billableCount,
    limit,
    ratio,
    nearLimit,
    mustUpgrade: accountType === FREE_ACCOUNT_TYPE && nearLimit,
  };
}
