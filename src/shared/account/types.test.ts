import { describe, expect, it } from 'vitest';
import { toContactCounts, toEntitlements, toFeatureToggles, toSendCredits } from './mappers';
import { hasFeatureToggle, NEW_MARKETING_ACCESS_TOGGLE } from './types';

describe('account mappers', () => {
  it('maps send credits to the model', () => {
    expect(
      toSendCredits({ is_hard_limit: false, soft_limit: 1_500_000, hard_limit: null, remain: 10, total: 20, used: 10, overage: 3 }),
    ).toEqual({ isHardLimit: false, softLimit: 1_500_000, hardLimit: null, remain: 10, total: 20, used: 10, overage: 3 });
  });

  it('adds the billable breakdown total to the billable count when present', () => {
    expect(toContactCounts({ contact_count: 12, billable_count: 10 })).toEqual({ contactCount: 12, billableCount: 10 });
    expect(toContactCounts({ contact_count: 12, billable_count: 10, billable_breakdown: null })).toEqual({ contactCount: 12, billableCount: 10 });
    expect(
      toContactCounts({ contact_count: 12, billable_count: 10, billable_breakdown: { total: 5, breakdown: { sub: 5 } } }),
    ).toEqual({ contactCount: 12, billableCount: 15 });
  });

  it('reads the plan and its limits from the offerings; a missing section grants nothing', () => {
    expect(
      toEntitlements({ mc: { plan: 'basic', contacts_limit: 10_000, automation: { entitled: true } }, compat: { email_testing: { entitled: false } } }),
    ).toEqual({ plan: 'basic', contactsLimit: 10_000, automation: true, emailTesting: false });
    expect(toEntitlements({})).toEqual({ plan: 'free', contactsLimit: 0, automation: false, emailTesting: false });
  });

  it('finds the new-version marketing access flag', () => {
    const toggles = toFeatureToggles([{ app_name: 'marketing', feature_name: 'nlvx_access' }]);
    expect(hasFeatureToggle(toggles, NEW_MARKETING_ACCESS_TOGGLE)).toBe(true);
    expect(hasFeatureToggle(toFeatureToggles([{ app_name: 'other', feature_name: 'nlvx_access' }]), NEW_MARKETING_ACCESS_TOGGLE)).toBe(false);
  });
});
