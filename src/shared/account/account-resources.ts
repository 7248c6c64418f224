/**
 * The resources of the cached account service: what each one is called in the store. Where each is
 * fetched from and which headers it needs: account-endpoints.ts.
 */
export const ACCOUNT_RESOURCE_NAMES = [
  'profile',
  'username',
  'email',
  'account',
  'package',
  'signupStatus',
  'userStatus',
  'userType',
  'emailApiCredits',
  'sendCredits',
  'emailTestingCredits',
  'featureToggles',
  'scopes',
  'entitlements',
  'pricingTiers',
  'timezone',
  'contactCounts',
] as const;

export type AccountResourceName = (typeof ACCOUNT_RESOURCE_NAMES)[number];
