import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ADS_LIMITS, usd } from '../limits';
import { adsPaths } from '../paths';
import { selectAdCampaigns } from '../selectors';
import { adCampaignsRequested } from '../slice';
import { PARTNER_NAMES } from '../types';
import { countText } from '../campaign-format';
import { AdsNav } from './AdsNav';
import { NotConnectedNotice } from './NotConnectedNotice';
import { useAdSettings } from './use-ads-data';
import styles from './Ads.module.css';

/** /ads: where the account stands, and the way to a campaign. */
export function AdsOverviewPage() {
  const dispatch = useAppDispatch();
  const { settings } = useAdSettings();
  const campaigns = useAppSelector(selectAdCampaigns);
  useEffect(() => {
    dispatch(adCampaignsRequested());
  }, [dispatch]);

  const running = campaigns.filter((campaign) => campaign.status === 'active').length;
  const spend = campaigns.reduce((sum, campaign) => sum + campaign.results.spend, 0);
  const clicks = campaigns.reduce((sum, campaign) => sum + campaign.results.clicks, 0);
  const connections = settings?.connections ?? [];

  return (
    <>
      <PageHeader
        title="Ads"
        description="Reach your contacts on Facebook and Instagram with ad campaigns built from your lists and segments."
        actions={
          <ButtonLink to={adsPaths.quickstart()} variant="primary">
            Create Ad Campaign
          </ButtonLink>
        }
      />
      <AdsNav />
      <div className={styles.stack}>
        {settings && <NotConnectedNotice connected={connections.length > 0} hasAdAccount={settings.ad_account_id !== null} />}
        <div className={styles.grid}>
          <Card title="Active campaigns">
            <p className={styles.figure}>{running.toLocaleString('en-US')}</p>
            <p className={styles.muted}>{countText(campaigns.length, 'campaign', 'campaigns')} in all</p>
          </Card>
          <Card title="Spend to date">
            <p className={styles.figure}>{usd(spend)}</p>
            <p className={styles.muted}>{countText(clicks, 'link click', 'link clicks')}</p>
          </Card>
          <Card title="Connected partners">
            <p className={styles.figure}>{connections.length === 0 ? 'None' : connections.map((connection) => PARTNER_NAMES[connection.partner]).join(', ')}</p>
            <p className={styles.muted}>Manage them in Settings</p>
          </Card>
        </div>
        <p className={styles.muted}>
          A campaign needs a target audience of at least {ADS_LIMITS.minAudienceSize.toLocaleString('en-US')} contacts and a daily budget of at least{' '}
          {usd(ADS_LIMITS.minDailyBudget)}.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={adsPaths.campaigns} variant="secondary">
            View campaigns
          </ButtonLink>
          <ButtonLink to={adsPaths.settings} variant="tertiary">
            Ads settings
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
