import type { AccountResourceName } from './account-resources';

// How each account resource is fetched, used only by the account's epics and fetchers in the deferred epic
// layer. Apart from account-resources.ts, whose names the entry reads, so that they stay out of the entry.
// SendGrid's public paths where they exist; the others (marked "designed") are documented in mocks/README.md,
// "Account".

/** Marks calls made by the new marketing experience; legacy pages leave it out. */
export const MARKETING_VERSION_HEADER = 'x-marketing-version';
export const NEW_MARKETING_VERSION = 'NLVX';

export interface AccountCallContext {
  /** The current page is not under /legacy/. */
  newVersion: boolean;
}

interface AccountResourceDefinition {
  /** Under the API base; may carry its query (`/accounts/offerings?_show=mc,compat`). */
  path: string;
  /** Sends `x-marketing-version: NLVX` outside legacy pages. */
  marketingVersion?: boolean;
  /** Retried by its own rule in the account epics instead of the api client's. */
  ownRetry?: boolean;
}

export const ACCOUNT_RESOURCES: Record<AccountResourceName, AccountResourceDefinition> = {
  profile: { path: '/user/profile' },
  username: { path: '/user/username' },
  email: { path: '/user/email' },
  account: { path: '/user/account' },
  package: { path: '/user/package' }, // designed
  signupStatus: { path: '/user/signup_status' }, // designed
  userStatus: { path: '/user/status' }, // designed
  userType: { path: '/user/type' }, // designed
  emailApiCredits: { path: '/user/credits' },
  sendCredits: { path: '/marketing/credits/email' },
  emailTestingCredits: { path: '/marketing/compatibility_testing/credits' },
  featureToggles: { path: '/feature_toggles' }, // designed
  scopes: { path: '/scopes' },
  entitlements: { path: '/accounts/offerings?_show=mc,compat' }, // designed shape
  pricingTiers: { path: '/accounts/offerings?_pricing' }, // designed shape
  timezone: { path: '/user/timezone', ownRetry: true },
  contactCounts: { path: '/marketing/contacts/count', marketingVersion: true },
};

export const accountResourceHeaders = (
  name: AccountResourceName,
  { newVersion }: AccountCallContext,
): Record<string, string> | undefined =>
  ACCOUNT_RESOURCES[name].marketingVersion && newVersion ? { [MARKETING_VERSION_HEADER]: NEW_MARKETING_VERSION } : undefined;

/** The timezone call is retried twice, 250 ms apart (spec §9), before the UTC default is used. */
export const TIMEZONE_RETRY = { count: 2, delayMs: 250 } as const;
