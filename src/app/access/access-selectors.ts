import { createSelector } from '@reduxjs/toolkit';
import { selectHasNewMarketingAccess, selectScopes, selectUserType } from '@/shared/account/account-selectors';
import { selectAccountRegion } from '@/shared/session/session-slice';
import type { AppState } from '@/shared/store/app-state';
import { AREAS } from '../routes/areas';
import { areaAccess, canUseEmailTesting } from './area-access';

/** The areas the user may open; none until the scopes arrive (the EU rule needs no scopes, but allowing does). */
export const selectAllowedAreas = createSelector([selectAccountRegion, selectScopes], (region, scopes) =>
  AREAS.filter((area) => areaAccess(area, { region, scopes })?.kind === 'allowed'),
);

/**
 * The new-version marketing access flag. When the toggles cannot be loaded the new experience is
 * assumed: the flag only ever sends users to the legacy screens.
 */
export const selectNewVersionAccess = (state: AppState): boolean => selectHasNewMarketingAccess(state) ?? true;

/** Email testing for this user: undefined until the scopes and the user type are known. */
export const selectCanUseEmailTesting = (state: AppState): boolean | undefined => {
  const scopes = selectScopes(state);
  const userType = selectUserType(state);
  if (scopes === undefined || userType === undefined) return undefined;
  return canUseEmailTesting({ scopes, region: selectAccountRegion(state), userType: userType.type });
};
