import { createSelector } from '@reduxjs/toolkit';
import type { AccountResourceName } from './account-resources';
import type { AccountResource, AccountState } from './account-slice';
import { contactUsage } from './contact-usage';
import { hasFeatureToggle, NEW_MARKETING_ACCESS_TOGGLE, UTC_TIMEZONE, type AccountModels } from './types';

/** The shared kernel knows only its own slice of the root state. */
export interface AccountRootState {
  account: AccountState;
}

export const selectAccountResourceState = <Name extends AccountResourceName>(
  state: AccountRootState,
  name: Name,
): AccountResource<AccountModels[Name]> => state.account.resources[name];

const data =
  <Name extends AccountResourceName>(name: Name) =>
  (state: AccountRootState): AccountModels[Name] | undefined =>
    state.account.resources[name].data;

export const selectUserProfile = data('profile');
export const selectUsername = data('username');
export const selectUserEmail = data('email');
export const selectUserAccount = data('account');
export const selectUserPackage = data('package');
export const selectSignupStatus = data('signupStatus');
export const selectUserStatus = data('userStatus');
export const selectUserType = data('userType');
export const selectEmailApiCredits = data('emailApiCredits');
export const selectSendCredits = data('sendCredits');
export const selectEmailTestingCredits = data('emailTestingCredits');
export const selectFeatureToggles = data('featureToggles');
export const selectScopes = data('scopes');
export const selectEntitlements = data('entitlements');
export const selectPricingTiers = data('pricingTiers');
export const selectContactCounts = data('contactCounts');

/** The user's time zone; UTC until it loads, and when it cannot be loaded. */
export const selectUserTimezone = (state: AccountRootState) => state.account.resources.timezone.data ?? UTC_TIMEZONE;

export const selectPlan = (state: AccountRootState) => state.account.resources.entitlements.data?.plan;
export const selectContactsLimit = (state: AccountRootState) => state.account.resources.entitlements.data?.contactsLimit;
export const selectIsResellerCustomer = (state: AccountRootState) =>
  state.account.resources.account.data?.isResellerCustomer;

/** True or false once the scopes are loaded; undefined before. */
export const selectHasScope = (state: AccountRootState, scope: string) => selectScopes(state)?.includes(scope);

/** The new-version marketing access flag; undefined until the feature toggles are loaded. */
export const selectHasNewMarketingAccess = (state: AccountRootState) => {
  const toggles = selectFeatureToggles(state);
  return toggles === undefined ? undefined : hasFeatureToggle(toggles, NEW_MARKETING_ACCESS_TOGGLE);
};

const selectUserAccountResource = (state: AccountRootState) => state.account.resources.account;

/**
 * Contacts against the plan's limit; undefined until the counts, the entitlements and the account type
 * (which decides the upgrade ask) are in. An account type that failed to load leaves the warning alone.
 */
export const selectContactUsage = createSelector(
  [selectContactCounts, selectEntitlements, selectUserAccountResource],
  (counts, entitlements, account) =>
    counts === undefined || entitlements === undefined || (account.data === undefined && account.request.status !== 'Error')
      ? undefined
      : contactUsage(counts, entitlements.contactsLimit, account.data?.type),
);

export const selectScopeAccessRequest = (state: AccountRootState) => state.account.scopeRequest;
