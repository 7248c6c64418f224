import type { ContactUsage } from '@/shared/account/contact-usage';

/** What the contact-limit check needs from the account service. */
export const USAGE_RESOURCES = ['contactCounts', 'entitlements', 'account'] as const;

/** How many contacts an import adding `creates` new ones would put the account over its limit (0: within it). */
export const overLimitBy = (usage: Pick<ContactUsage, 'billable' | 'limit'>, creates: number): number =>
  usage.limit > 0 ? Math.max(0, usage.billable + creates - usage.limit) : 0;
