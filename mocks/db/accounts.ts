/**
 * Account information of each mock user (the cached account service's endpoints): profile details,
 * plan terms, credits, time zone, feature toggles and contact counts. Like users.ts this is fixed
 * configuration, never persisted: every reset and every browser sees the same accounts.
 *
 * What follows from the plan (package, contact limit, entitlements) is derived from it below, so a
 * user's plan, package, limits and credits always agree. What is particular to a user is listed
 * in ACCOUNTS.
 */
import type { FeatureToggleDto as FeatureToggle, UserPackageDto as PackageTerms } from '@/shared/account/types';
import { scenarios } from '../scenarios/registry';
import { USERS, type Plan, type User } from './users';

/** The new-version marketing access flag (spec §6: "a new-version marketing access flag is also honoured"). */
export const NEW_MARKETING_ACCESS_TOGGLE: FeatureToggle = { app_name: 'marketing', feature_name: 'nlvx_access' };

/** The roll-out flags every marketing account has. Flags roll out to cohorts, not plans. */
const MARKETING_TOGGLES: readonly FeatureToggle[] = [
  NEW_MARKETING_ACCESS_TOGGLE,
  { app_name: 'marketing', feature_name: 'segmentation_v2' },
  { app_name: 'marketing', feature_name: 'design_editor_modules' },
  { app_name: 'email_testing', feature_name: 'spam_testing' },
];

interface PlanTerms {
  /** Marketing contacts the plan allows. */
  contactsLimit: number;
  automation: boolean;
  emailTesting: boolean;
  package: PackageTerms;
}

/** USD per month; overage per extra email. */
export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  trial: {
    contactsLimit: 2_000,
    automation: false,
    emailTesting: false,
    package: {
      name: 'Marketing Campaigns Trial',
      description: '30-day trial: 2,000 contacts and 6,000 emails per month',
      base_price: 0,
      overage_price: 0,
      newsletter_price: 0,
      campaign_price: 0,
      is_hv: false,
      is_signup_to_send: true,
      is_cutoff_trial: true,
      package_id: 'mc-trial',
      package_status: 'trial',
      downgrade_package_id: 'mc-free',
    },
  },
  free: {
    contactsLimit: 2_000,
    automation: false,
    emailTesting: true,
    package: {
      name: 'Marketing Campaigns Free',
      description: '2,000 contacts and 6,000 emails per month',
      base_price: 0,
      overage_price: 0,
      newsletter_price: 0,
      campaign_price: 0,
      is_hv: false,
      is_signup_to_send: true,
      is_cutoff_trial: false,
      package_id: 'mc-free',
      package_status: 'active',
      downgrade_package_id: null,
    },
  },
  basic: {
    contactsLimit: 10_000,
    automation: true,
    emailTesting: true,
    package: {
      name: 'Marketing Campaigns Basic 10K',
      description: '10,000 contacts and 100,000 emails per month',
      base_price: 20,
      overage_price: 0.0012,
      newsletter_price: 0,
      campaign_price: 0,
      is_hv: false,
      is_signup_to_send: false,
      is_cutoff_trial: false,
      package_id: 'mc-basic-10k',
      package_status: 'active',
      downgrade_package_id: 'mc-free',
    },
  },
  advanced: {
    contactsLimit: 100_000,
    automation: true,
    emailTesting: true,
    package: {
      name: 'Marketing Campaigns Advanced 100K',
      description: '100,000 contacts and 1,500,000 emails per month',
      base_price: 450,
      overage_price: 0.0008,
      newsletter_price: 0,
      campaign_price: 0,
      is_hv: true,
      is_signup_to_send: false,
      is_cutoff_trial: false,
      package_id: 'mc-advanced-100k',
      package_status: 'active',
      downgrade_package_id: 'mc-basic-10k',
    },
  },
};

/**
 * Marketing-contacts price list (GET /accounts/offerings?_pricing): each tier covers `min`–`max`
 * contacts, sold in blocks of `size` contacts at `amount` USD per month per block.
 */
export const MC_CONTACT_PRICING_TIERS = [
  { min: 0, max: 10_000, size: 1_000, amount: 2 },
  { min: 10_001, max: 50_000, size: 5_000, amount: 8 },
  { min: 50_001, max: 100_000, size: 10_000, amount: 12 },
  { min: 100_001, max: 2_000_000, size: 50_000, amount: 45 },
] as const;

/** IANA zone → the name the time zone endpoint shows. */
export const TIMEZONE_NAMES: Record<string, string> = {
  'America/Los_Angeles': 'Pacific Time (US & Canada)',
  'America/Chicago': 'Central Time (US & Canada)',
  'America/New_York': 'Eastern Time (US & Canada)',
  'Europe/Berlin': 'Berlin, Central European Time',
  'Europe/London': 'London, Greenwich Mean Time',
};

interface SignupStep {
  complete: boolean;
  required: boolean;
}

export interface MockAccount {
  userId: number;
  profile: {
    address: string;
    address2: string;
    country: string;
    phone: string;
    state: string;
    website: string;
    zip: string;
    multifactor_phone: string;
    authy_id: string;
  };
  /** IANA zone, a key of TIMEZONE_NAMES. */
  timezone: string;
  reputation: number;
  isResellerCustomer: boolean;
  resellerUsername: string | null;
  status: string;
  signupStatus: { email: SignupStep; mfa: SignupStep; profile: SignupStep; whitelabel: SignupStep };
  featureToggles: readonly FeatureToggle[];
  /** Email API (v3 mail send) credits, GET /user/credits. */
  emailApiCredits: { total: number; used: number; overage: number; reset_frequency: string; last_reset: string; next_reset: string };
  /** Marketing send credits, GET /marketing/credits/email. A hard limit stops sends, a soft one bills overage. */
  sendCredits: { is_hard_limit: boolean; soft_limit: number | null; hard_limit: number | null; total: number; used: number; overage: number };
  /** Inbox and spam test credits at the seed (db/email-testing.ts counts them down; entitlement comes from the plan and region). */
  emailTestingRemain: number;
  /** Marketing contacts bought beyond the plan's own limit (paid plans sell them in blocks). */
  contactsLimit?: number;
}

const done: SignupStep = { complete: true, required: true };
const optionalDone: SignupStep = { complete: true, required: false };

const monthlyCredits = (total: number, used: number) => ({
  total,
  used,
  overage: Math.max(0, used - total),
  reset_frequency: 'monthly',
  last_reset: '2026-09-01',
  next_reset: '2026-10-01',
});

const ACCOUNTS: Record<string, MockAccount> = {
  avery: {
    userId: 1_204_331,
    profile: {
      address: '307 Alessandro Cliffs',
      address2: 'Suite 881',
      country: 'United States',
      phone: '+1 415 555 0142',
      state: 'CA',
      website: 'https://lumenoutfitters.com',
      zip: '94107',
      multifactor_phone: '+1 415 555 0142',
      authy_id: '48213377',
    },
    timezone: 'America/Los_Angeles',
    reputation: 99.2,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: { email: done, mfa: done, profile: done, whitelabel: done },
    featureToggles: MARKETING_TOGGLES,
    emailApiCredits: monthlyCredits(1_500_000, 412_880),
    sendCredits: { is_hard_limit: false, soft_limit: 1_500_000, hard_limit: null, total: 1_500_000, used: 418_250, overage: 0 },
    emailTestingRemain: 245,
  },
  frankie: {
    userId: 1_388_902,
    profile: {
      address: '12 Rye Lane',
      address2: '',
      country: 'United States',
      phone: '+1 512 555 0199',
      state: 'TX',
      website: 'https://frankiesbakehouse.com',
      zip: '78701',
      multifactor_phone: '',
      authy_id: '',
    },
    timezone: 'America/Chicago',
    reputation: 100,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: {
      email: done,
      mfa: { complete: false, required: true },
      profile: done,
      whitelabel: { complete: false, required: false },
    },
    featureToggles: MARKETING_TOGGLES,
    emailApiCredits: monthlyCredits(3_000, 1_120),
    sendCredits: { is_hard_limit: true, soft_limit: null, hard_limit: 6_000, total: 6_000, used: 4_815, overage: 0 },
    // A free plan's few credits: buying more needs an upgrade.
    emailTestingRemain: 3,
  },
  'elena-eu': {
    userId: 1_402_117,
    profile: {
      address: 'Friedrichstraße 68',
      address2: '3. OG',
      country: 'Germany',
      phone: '+49 30 5550 1870',
      state: 'Berlin',
      website: 'https://nordlicht-reisen.de',
      zip: '10117',
      multifactor_phone: '+49 30 5550 1870',
      authy_id: '50917731',
    },
    timezone: 'Europe/Berlin',
    reputation: 97.5,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: { email: done, mfa: done, profile: done, whitelabel: optionalDone },
    featureToggles: MARKETING_TOGGLES,
    emailApiCredits: monthlyCredits(100_000, 23_410),
    sendCredits: { is_hard_limit: true, soft_limit: null, hard_limit: 100_000, total: 100_000, used: 31_902, overage: 0 },
    emailTestingRemain: 0,
  },
  'marketing-sub': {
    userId: 1_402_240,
    profile: {
      address: '307 Alessandro Cliffs',
      address2: 'Suite 900',
      country: 'United States',
      phone: '+1 415 555 0177',
      state: 'CA',
      website: 'https://news.lumenoutfitters.com',
      zip: '94107',
      multifactor_phone: '+1 415 555 0177',
      authy_id: '50918802',
    },
    timezone: 'America/New_York',
    reputation: 98.1,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: { email: done, mfa: done, profile: done, whitelabel: done },
    featureToggles: MARKETING_TOGGLES,
    emailApiCredits: monthlyCredits(250_000, 64_020),
    sendCredits: { is_hard_limit: false, soft_limit: 250_000, hard_limit: null, total: 250_000, used: 88_430, overage: 0 },
    emailTestingRemain: 60,
  },
  'ada-admin': {
    userId: 7,
    profile: {
      address: '1 Harbour Way',
      address2: '',
      country: 'United Kingdom',
      phone: '+44 20 7946 0321',
      state: 'London',
      website: 'https://makosupport.io',
      zip: 'E14 5AB',
      multifactor_phone: '+44 20 7946 0321',
      authy_id: '10000007',
    },
    timezone: 'Europe/London',
    reputation: 100,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: { email: done, mfa: done, profile: done, whitelabel: optionalDone },
    // A pure administrator: no marketing roll-outs of her own; she works through on-behalf-of.
    featureToggles: [{ app_name: 'admin', feature_name: 'impersonation' }],
    emailApiCredits: monthlyCredits(0, 0),
    sendCredits: { is_hard_limit: true, soft_limit: null, hard_limit: 0, total: 0, used: 0, overage: 0 },
    emailTestingRemain: 0,
  },
  // The large account: a national retailer with a million contacts (generated on first sign-in).
  meridian: {
    userId: 1_517_004,
    profile: {
      address: '1200 Commerce Street',
      address2: 'Floor 14',
      country: 'United States',
      phone: '+1 214 555 0160',
      state: 'TX',
      website: 'https://meridiansupply.com',
      zip: '75202',
      multifactor_phone: '+1 214 555 0160',
      authy_id: '51700412',
    },
    timezone: 'America/Chicago',
    reputation: 98.7,
    isResellerCustomer: false,
    resellerUsername: null,
    status: 'active',
    signupStatus: { email: done, mfa: done, profile: done, whitelabel: done },
    featureToggles: MARKETING_TOGGLES,
    emailApiCredits: monthlyCredits(10_000_000, 3_418_500),
    sendCredits: { is_hard_limit: false, soft_limit: 8_000_000, hard_limit: null, total: 8_000_000, used: 2_934_120, overage: 0 },
    emailTestingRemain: 500,
    // Advanced with contacts bought up to 1,500,000 (blocks of 50,000 in the top pricing tier).
    contactsLimit: 1_500_000,
  },
};

export function accountOf(user: User): MockAccount {
  const account = ACCOUNTS[user.username];
  if (account === undefined) throw new Error(`No mock account for ${user.username}`);
  return account;
}

/** The user's plan, or Basic for an Advanced one while the `basic-plan` scenario is on. */
export const planOf = (user: User): Plan => (user.plan === 'advanced' && scenarios.hasFlag('basic-plan') ? 'basic' : user.plan);

/**
 * Entitlements follow the plan. EU accounts have no email testing (spec §1), and an administrator's
 * own account has no marketing entitlements (she works for subusers through on-behalf-of).
 */
export function entitlementsOf(user: User) {
  const plan = planOf(user);
  const terms = PLAN_TERMS[plan];
  const marketing = user.type !== 'admin';
  return {
    plan,
    contactsLimit: marketing ? (accountOf(user).contactsLimit ?? terms.contactsLimit) : 0,
    automation: marketing && terms.automation,
    emailTesting: marketing && terms.emailTesting && user.region !== 'eu',
  };
}

/** Every user has an account (checked by the handler tests). */
export const usersWithoutAccount = () => USERS.filter((user) => ACCOUNTS[user.username] === undefined);
