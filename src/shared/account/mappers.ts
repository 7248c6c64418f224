import type {
  ContactCounts,
  ContactCountsDto,
  EmailApiCredits,
  EmailApiCreditsDto,
  EmailTestingCredits,
  EmailTestingCreditsDto,
  Entitlements,
  FeatureToggle,
  FeatureToggleDto,
  OfferingsDto,
  PricingDto,
  PricingTier,
  SendCredits,
  SendCreditsDto,
  TimezoneDto,
  UserAccount,
  UserAccountDto,
  UserPackage,
  UserPackageDto,
  UserProfile,
  UserProfileDto,
  UserTimezone,
  UserType,
  UserTypeDto,
  Username,
  UsernameDto,
} from './types';

// The account's DTO-to-model mappers, used only by its fetchers (api.ts) in the deferred epic layer. Apart
// from types.ts, whose constants the entry reads, so that they stay out of the entry: 0.5 KB gzip.

export const toUserProfile = (dto: UserProfileDto): UserProfile => ({
  userId: dto.userid,
  firstName: dto.first_name,
  lastName: dto.last_name,
  multifactorPhone: dto.multifactor_phone ?? '',
  authyId: dto.authy_id ?? '',
  address: dto.address ?? '',
  address2: dto.address2 ?? '',
  company: dto.company ?? '',
  country: dto.country ?? '',
  phone: dto.phone ?? '',
  state: dto.state ?? '',
  website: dto.website ?? '',
  zip: dto.zip ?? '',
});

export const toUsername = (dto: UsernameDto): Username => ({ username: dto.username, userId: dto.user_id });

export const toUserAccount = (dto: UserAccountDto): UserAccount => ({
  type: dto.type,
  reputation: dto.reputation,
  isResellerCustomer: dto.is_reseller_customer === true,
});

export const toUserPackage = (dto: UserPackageDto): UserPackage => ({
  name: dto.name,
  description: dto.description,
  basePrice: dto.base_price,
  overagePrice: dto.overage_price,
  newsletterPrice: dto.newsletter_price,
  campaignPrice: dto.campaign_price,
  isHv: dto.is_hv,
  isSignupToSend: dto.is_signup_to_send,
  isCutoffTrial: dto.is_cutoff_trial,
  packageId: dto.package_id,
  packageStatus: dto.package_status,
  downgradePackageId: dto.downgrade_package_id ?? null,
});

export const toUserType = (dto: UserTypeDto): UserType => ({
  type: dto.type,
  resellerUsername: dto.reseller_username ?? null,
});

export const toEmailApiCredits = (dto: EmailApiCreditsDto): EmailApiCredits => ({
  lastReset: dto.last_reset,
  nextReset: dto.next_reset,
  overage: dto.overage,
  remain: dto.remain,
  resetFrequency: dto.reset_frequency,
  total: dto.total,
  used: dto.used,
});

export const toSendCredits = (dto: SendCreditsDto): SendCredits => ({
  isHardLimit: dto.is_hard_limit,
  softLimit: dto.soft_limit ?? null,
  hardLimit: dto.hard_limit ?? null,
  remain: dto.remain,
  total: dto.total,
  used: dto.used,
  overage: dto.overage,
});

export const toEmailTestingCredits = (dto: EmailTestingCreditsDto): EmailTestingCredits => ({
  entitled: dto.entitled === true,
  remain: dto.remain ?? 0,
});

export const toFeatureToggles = (dtos: FeatureToggleDto[]): FeatureToggle[] =>
  dtos.map((dto) => ({ appName: dto.app_name, featureName: dto.feature_name }));

/** A section the server left out grants nothing. */
export const toEntitlements = (dto: OfferingsDto): Entitlements => ({
  plan: dto.mc?.plan ?? 'free',
  contactsLimit: dto.mc?.contacts_limit ?? 0,
  automation: dto.mc?.automation.entitled === true,
  emailTesting: dto.compat?.email_testing.entitled === true,
});

export const toPricingTiers = (dto: PricingDto): PricingTier[] =>
  dto.pricing.products.mc_contacts.map(({ min, max, size, amount }) => ({ min, max, size, amount }));

export const toUserTimezone = (dto: TimezoneDto): UserTimezone => ({
  code: dto.code,
  offsetSeconds: dto.offset_seconds,
  offset: dto.offset,
  name: dto.name,
});

export const toContactCounts = (dto: ContactCountsDto): ContactCounts => ({
  contactCount: dto.contact_count,
  billableCount: dto.billable_count + (dto.billable_breakdown?.total ?? 0),
});
