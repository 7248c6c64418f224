import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectAdCampaign, selectAdSettings, selectAdsRequest, selectAudienceSources } from '../selectors';
import { adCampaignRequested, adSettingsRequested, audienceSourcesRequested } from '../slice';

/** The account's ads settings, read again on every visit: a partner may be connected in another tab. */
export function useAdSettings() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(adSettingsRequested());
  }, [dispatch]);
  return { settings: useAppSelector(selectAdSettings), request: useAppSelector((state) => selectAdsRequest(state, 'settings')) };
}

export function useAdCampaign(id: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(adCampaignRequested({ id }));
  }, [dispatch, id]);
  return { campaign: useAppSelector((state) => selectAdCampaign(state, id)), request: useAppSelector((state) => selectAdsRequest(state, 'campaign')) };
}

/** Lists and segments with their counts, read on every visit: counts change with imports. */
export function useAudienceSources() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(audienceSourcesRequested());
  }, [dispatch]);
  return { sources: useAppSelector(selectAudienceSources), request: useAppSelector((state) => selectAdsRequest(state, 'sources')) };
}
