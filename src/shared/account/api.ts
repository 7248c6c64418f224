import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiClient } from '../api/client';
import { ACCOUNT_RESOURCES, accountResourceHeaders, type AccountCallContext } from './account-endpoints';
import type { AccountResourceName } from './account-resources';
import {
  toContactCounts,
  toEmailApiCredits,
  toEmailTestingCredits,
  toEntitlements,
  toFeatureToggles,
  toPricingTiers,
  toSendCredits,
  toUserAccount,
  toUsername,
  toUserPackage,
  toUserProfile,
  toUserTimezone,
  toUserType,
} from './mappers';
import {
  type AccountModels,
  type ContactCountsDto,
  type EmailApiCreditsDto,
  type EmailTestingCreditsDto,
  type FeatureToggleDto,
  type OfferingsDto,
  type PricingDto,
  type ScopesDto,
  type SendCreditsDto,
  type SignupStatusDto,
  type TimezoneDto,
  type UserAccountDto,
  type UserEmailDto,
  type UsernameDto,
  type UserPackageDto,
  type UserProfileDto,
  type UserStatusDto,
  type UserTypeDto,
} from './types';

/** GET the resource's path with its headers, then map the body to its model. */
const read = <Name extends AccountResourceName, Dto>(
  name: Name,
  toModel: (dto: Dto) => AccountModels[Name],
) => (api: ApiClient, context: AccountCallContext): Observable<AccountModels[Name]> =>
  api
    .get<Dto>(ACCOUNT_RESOURCES[name].path, { headers: accountResourceHeaders(name, context), retry: !ACCOUNT_RESOURCES[name].ownRetry })
    .pipe(map(toModel));

/** One fetch function per account resource. */
export const accountFetchers: {
  [Name in AccountResourceName]: (api: ApiClient, context: AccountCallContext) => Observable<AccountModels[Name]>;
} = {
  profile: read('profile', (dto: UserProfileDto) => toUserProfile(dto)),
  username: read('username', (dto: UsernameDto) => toUsername(dto)),
  email: read('email', (dto: UserEmailDto) => dto.email),
  account: read('account', (dto: UserAccountDto) => toUserAccount(dto)),
  package: read('package', (dto: UserPackageDto) => toUserPackage(dto)),
  signupStatus: read('signupStatus', (dto: SignupStatusDto) => dto),
  userStatus: read('userStatus', (dto: UserStatusDto) => dto.status),
  userType: read('userType', (dto: UserTypeDto) => toUserType(dto)),
  emailApiCredits: read('emailApiCredits', (dto: EmailApiCreditsDto) => toEmailApiCredits(dto)),
  sendCredits: read('sendCredits', (dto: SendCreditsDto) => toSendCredits(dto)),
  emailTestingCredits: read('emailTestingCredits', (dto: EmailTestingCreditsDto) => toEmailTestingCredits(dto)),
  featureToggles: read('featureToggles', (dto: FeatureToggleDto[]) => toFeatureToggles(dto)),
  scopes: read('scopes', (dto: ScopesDto) => [...dto.scopes]),
  entitlements: read('entitlements', (dto: OfferingsDto) => toEntitlements(dto)),
  pricingTiers: read('pricingTiers', (dto: PricingDto) => toPricingTiers(dto)),
  timezone: read('timezone', (dto: TimezoneDto) => toUserTimezone(dto)),
  contactCounts: read('contactCounts', (dto: ContactCountsDto) => toContactCounts(dto)),
};

export const fetchAccountResource = <Name extends AccountResourceName>(
  api: ApiClient,
  name: Name,
  context: AccountCallContext,
): Observable<AccountModels[Name]> => accountFetchers[name](api, context);
