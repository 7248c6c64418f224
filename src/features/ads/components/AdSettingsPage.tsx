import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { PageHeader } from '@/shared/ui/PageHeader';
import { calendarDate } from '../campaign-format';
import { adsPaths } from '../paths';
import { selectAdCampaigns, selectJustConnected } from '../selectors';
import { adCampaignsRequested } from '../slice';
import { AD_PARTNERS, PARTNER_NAMES, type AdPartner } from '../types';
import { AdsNav } from './AdsNav';
import { PartnerSignInDialog } from './PartnerSignInDialog';
import { useAdSettings } from './use-ads-data';
import styles from './Ads.module.css';

/** /ads/settings: connect or disconnect each partner, and the one ad account campaigns are billed to. */
export function AdSettingsPage() {
  const dispatch = useAppDispatch();
  const { settings } = useAdSettings();
  const justConnected = useAppSelector(selectJustConnected);
  const hasCampaigns = useAppSelector(selectAdCampaigns).length > 0;
  const [signingIn, setSigningIn] = useState<AdPartner | null>(null);

  useEffect(() => {
    dispatch(adCampaignsRequested());
  }, [dispatch]);

  const connectionOf = (partner: AdPartner) => settings?.connections.find((connection) => connection.partner === partner);
  const adAccount = settings?.ad_accounts.find((account) => account.id === settings.ad_account_id);

  return (
    <>
      <PageHeader title="Ads Settings" description="Connect the social accounts your ads run on, and choose the ad account they are billed to." />
      <AdsNav />
      <div className={styles.stack}>
        <div role="status">
          {justConnected && (
            <InlineAlert tone="success" title={`${PARTNER_NAMES[justConnected]} is connected`}>
              <ButtonLink to={adsPaths.quickstart()} variant="primary" size="sm">
                {hasCampaigns ? 'Create an ad campaign' : 'Create your first ad campaign'}
              </ButtonLink>
            </InlineAlert>
          )}
        </div>
        <Card title="Social accounts">
          {!settings && <p role="status">Loading your ad settings…</p>}
          <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {settings && AD_PARTNERS.map((partner) => {
              const connection = connectionOf(partner);
              return (
                <li key={partner} className={styles.actions}>
                  <strong>{PARTNER_NAMES[partner]}</strong>
                  <span className={styles.muted}>
                    {connection ? `Connected as ${connection.account_name} since ${calendarDate(connection.connected_at.slice(0, 10))}` : 'Not connected'}
                  </span>
                  {connection ? (
                    <ButtonLink to={adsPaths.disconnect(partner)} variant="secondary" size="sm" aria-label={`Disconnect ${PARTNER_NAMES[partner]}`}>
                      Disconnect
                    </ButtonLink>
                  ) : (
                    <Button size="sm" variant="primary" onClick={() => setSigningIn(partner)}>
                      {`Connect ${PARTNER_NAMES[partner]}`}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {settings && settings.connections.length > 1 && (
            <p>
              <Link to={adsPaths.disconnect()}>Disconnect all ad partners</Link>
            </p>
          )}
        </Card>
        <Card
          title="Ad account"
          actions={
            settings && settings.ad_accounts.length > 0 ? (
              <ButtonLink to={adsPaths.adAccount} variant="secondary" size="sm">
                {adAccount ? 'Change ad account' : 'Choose ad account'}
              </ButtonLink>
            ) : undefined
          }
        >
          <p className={styles.muted}>
            {adAccount
              ? `${adAccount.name} (${adAccount.currency}) is billed for every campaign.`
              : settings && settings.ad_accounts.length > 0
                ? 'No ad account chosen yet: campaigns cannot be published until you choose one.'
                : 'Connect Facebook to choose the ad account your campaigns are billed to.'}
          </p>
        </Card>
      </div>
      {signingIn && <PartnerSignInDialog partner={signingIn} onClose={() => setSigningIn(null)} />}
      <Outlet />
    </>
  );
}
