/* ---- Server shapes (DTOs), exactly as the API sends them ---------------------------------- */

/** GET /user/profile */
export interface UserProfileDto {
  first_name: string;
  last_name: string;
  multifactor_phone: string;
  authy_id: string;
  address: string;
  address2: string;
  company: string;
  country: string;
  phone: string;
  state: string;
  website: string;
  zip: string;
  userid: number;
}

/** GET /user/username */
export interface UsernameDto {
  username: string;
  user_id: number;
}

/** GET /user/email */
export interface UserEmailDto {
  email: string;
}

/** GET /user/account; `type` is "free" or "paid". */
export interface UserAccountDto {
  type: string;
  reputation: number;
  is_reseller_customer: boolean;
}

/** GET /user/package (designed). */
export interface UserPackageDto {
  name: string;
  description: string;
  base_price: number;
  overage_price: number;
  newsletter_price: number;
  campaign_price: number;
  is_hv: boolean;
  is_signup_to_send: boolean;
  is_cutoff_trial: boolean;
  package_id: string;
  package_status: string;
  downgrade_package_id: string | null;
}

export interface SignupStep {
  complete: boolean;
  required: boolean;
}

/** GET /user/signup_status (designed). */
export interface SignupStatusDto {
  email: SignupStep;
  mfa: SignupStep;
  profile: SignupStep;
  whitelabel: SignupStep;
}

/** GET /user/status (designed). */
export interface UserStatusDto {
  status: string;
}

/** GET /user/type (designed). */
export interface UserTypeDto {
  type: string;
  reseller_username: string | null;
}

/** GET /user/credits: Email API credits. */
export interface EmailApiCreditsDto {
  last_reset: string;
  next_reset: string;
  overage: number;
  remain: number;
  reset_frequency: string;
  total: number;
  used: number;
}

/** GET /marketing/credits/email. A hard limit stops sending; a soft limit bills overage. */
export interface SendCreditsDto {
  is_hard_limit: boolean;
  soft_limit: number | null;
  hard_limit: number | null;
  remain: number;
  total: number;
  used: number;
  overage: number;
}

/** GET /marketing/compatibility_testing/credits */
export interface EmailTestingCreditsDto {
  entitled: boolean;
  remain: number;
}

/** One item of GET /feature_toggles (a JSON array, designed). */
export interface FeatureToggleDto {
  app_name: string;
  feature_name: string;
}

/** GET /scopes */
export interface ScopesDto {
  scopes: string[];
}

export type Plan = 'trial' | 'free' | 'basic' | 'advanced';

/** GET /accounts/offerings?_show=mc,compat (designed): one section per product asked for. */
export interface OfferingsDto {
  mc?: { plan: Plan; contacts_limit: number; automation: { entitled: boolean } };
  compat?: { email_testing: { entitled: boolean } };
}

export interface PricingTierDto {
  min: number;
  max: number;
  size: number;
  amount: number;
}

/** GET /accounts/offerings?_pricing (designed). */
export interface PricingDto {
  pricing: { products: { mc_contacts: PricingTierDto[] } };
}

/** GET /user/timezone */
export interface TimezoneDto {
  name: string;
  code: string;
  offset: string;
  offset_seconds: number;
}

/** GET /marketing/contacts/count */
export interface ContactCountsDto {
  contact_count: number;
  billable_count: number;
  billable_breakdown?: { total: number; breakdown: Record<string, number> } | null;
}

/** Body of POST /scopes/requests. */
export interface ScopeRequestPayload {
  scope_group_name: string;
}

/** Answer of POST /scopes/requests. */
export interface ScopeRequestDto {
  id: number;
  scope_group_name: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: number;
}

/* ---- Client shapes (models) ------------------------------------------------------------------ */

export interface UserProfile {
  userId: number;
  firstName: string;
  lastName: string;
  multifactorPhone: string;
  authyId: string;
  address: string;
  address2: string;
  company: string;
  country: string;
  phone: string;
  state: string;
  website: string;
  zip: string;
}

export interface Username {
  username: string;
  userId: number;
}

export interface UserAccount {
  type: string;
  reputation: number;
  isResellerCustomer: boolean;
}

export interface UserPackage {
  name: string;
  description: string;
  basePrice: number;
  overagePrice: number;
  newsletterPrice: number;
  campaignPrice: number;
  isHv: boolean;
  isSignupToSend: boolean;
  isCutoffTrial: boolean;
  packageId: string;
  packageStatus: string;
  downgradePackageId: string | null;
}

export type SignupStatus = SignupStatusDto;

export interface UserType {
  type: string;
  resellerUsername: string | null;
}

export interface EmailApiCredits {
  lastReset: string;
  nextReset: string;
  overage: number;
  remain: number;
  resetFrequency: string;
  total: number;
  used: number;
}

export interface SendCredits {
  isHardLimit: boolean;
  softLimit: number | null;
  hardLimit: number | null;
  remain: number;
  total: number;
  used: number;
  overage: number;
}

export type EmailTestingCredits = EmailTestingCreditsDto;

export interface FeatureToggle {
  appName: string;
  featureName: string;
}

/** What the plan allows. */
export interface Entitlements {
  plan: Plan;
  /** Marketing contacts the plan allows. */
  contactsLimit: number;
  automation: boolean;
  emailTesting: boolean;
}

export type PricingTier = PricingTierDto;

export interface UserTimezone {
  code: string;
  offsetSeconds: number;
  offset: string;
  name: string;
}

export interface ContactCounts {
  contactCount: number;
  /** billable_count plus billable_breakdown.total when the breakdown is present. */
  billableCount: number;
}

/** The model each resource holds once loaded, by resource name (account-resources.ts). */
export interface AccountModels {
  profile: UserProfile;
  username: Username;
  email: string;
  account: UserAccount;
  package: UserPackage;
  signupStatus: SignupStatus;
  userStatus: string;
  userType: UserType;
  emailApiCredits: EmailApiCredits;
  sendCredits: SendCredits;
  emailTestingCredits: EmailTestingCredits;
  featureToggles: FeatureToggle[];
  scopes: string[];
  entitlements: Entitlements;
  pricingTiers: PricingTier[];
  timezone: UserTimezone;
  contactCounts: ContactCounts;
}

/** Used when the timezone cannot be loaded (spec §3: "default UTC"). */
export const UTC_TIMEZONE: UserTimezone = { code: 'UTC', offsetSeconds: 0, offset: '+00:00', name: 'Coordinated Universal Time' };

/** The new-version marketing access flag (spec §6). */
export const NEW_MARKETING_ACCESS_TOGGLE: FeatureToggle = { appName: 'marketing', featureName: 'nlvx_access' };

export const hasFeatureToggle = (toggles: readonly FeatureToggle[], wanted: FeatureToggle): boolean =>
  toggles.some((toggle) => toggle.appName === wanted.appName && toggle.featureName === wanted.featureName);
