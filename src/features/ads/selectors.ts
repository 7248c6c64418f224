import { createSelector } from '@reduxjs/toolkit';
import type { AppState } from '@/shared/store/app-state';
import { ready } from '@/shared/request-state/request-state';
import { campaignsAdapter, selectAdsState, type AdsOperation } from './slice';
import type { AdPartner } from './types';

const adapterSelectors = campaignsAdapter.getSelectors((state: AppState) => selectAdsState(state).campaigns);

export const selectAdsRequest = (state: AppState, operation: AdsOperation) => selectAdsState(state).requests[operation];
const NOT_DELETING = ready();
export const selectAdCampaignDelete = (state: AppState, id: string) => selectAdsState(state).deletes[id] ?? NOT_DELETING;
export const selectAdSettings = (state: AppState) => selectAdsState(state).settings;
export const selectJustConnected = (state: AppState) => selectAdsState(state).justConnected;
export const selectCreatedCampaignId = (state: AppState) => selectAdsState(state).createdId;
export const selectAudienceSources = (state: AppState) => selectAdsState(state).sources;
export const selectAdImages = (state: AppState) => selectAdsState(state).images;
export const selectAdCampaign = (state: AppState, id: string) => adapterSelectors.selectById(state, id);

/** Campaigns in the server's order: newest update first. */
export const selectAdCampaigns = createSelector(
  [(state: AppState) => selectAdsState(state).campaignOrder, (state: AppState) => selectAdsState(state).campaigns.entities],
  (order, entities) => order.flatMap((id) => entities[id] ?? []),
);

export const selectConnectedPartners = createSelector([selectAdSettings], (settings): AdPartner[] =>
  (settings?.connections ?? []).map((connection) => connection.partner),
);
