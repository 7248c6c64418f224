import { createSelector } from '@reduxjs/toolkit';
import { selectHasNewMarketingAccess, selectScopes } from '@/shared/account/account-selectors';
import { selectAccountRegion } from '@/shared/session/session-slice';
import type { RootState } from '../root-reducer';
import { AREAS } from '../routes/areas';
import { areaAccess } from './area-access';

/** The areas the user may open; none until the scopes arrive (the EU rule needs no scopes, but allowing does). */
export const selectAllowedAreas = createSelector([selectAccountRegion, selectScopes], (region, scopes) =>
  AREAS.filter((area) => areaAccess(area, { region, scopes })?.kind === 'allowed'),
);

/**
 * The new-version marketing access flag. When the toggles cannot be loaded the new experience is
 * assumed: the flag only ever sends users to the legacy screens.
 */
export const selectNewVersionAccess = (state: RootState): boolean => selectHasNewMarketingAccess(state) ?? true;
