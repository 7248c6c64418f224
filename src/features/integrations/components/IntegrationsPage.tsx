import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectIntegrationsOf, selectSmsAccount } from '../selectors';
import { integrationsRequested, smsCredentialsRequested } from '../slice';
import { DESTINATIONS, type Destination } from '../types';
import { AppLogo } from './AppLogo';
import { ConnectedApps } from './ConnectedApps';
import styles from './Integrations.module.css';

/** /integrations: the apps that can be connected, and the ones that are. */
export function IntegrationsPage() {
  const dispatch = useAppDispatch();

  // Every visit refreshes: integrations and the Twilio connection change outside this screen too.
  useEffect(() => {
    dispatch(integrationsRequested());
    dispatch(smsCredentialsRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader title="Integrations" description="Connect Marketing Campaigns to the other tools your team uses." />
      <section className={styles.section} aria-labelledby="explore-apps-title">
        <h2 id="explore-apps-title" className={styles.sectionTitle}>
          Explore apps
        </h2>
        <div className={styles.apps}>
          <SegmentCard />
          <TwilioCard />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="connected-apps-title">
        <h2 id="connected-apps-title" className={styles.sectionTitle}>
          Connected apps
        </h2>
        <ConnectedApps />
      </section>
      <Outlet />
    </>
  );
}

function AppCard({ destination, status, children }: { destination: Destination; status?: string; children: ReactNode }) {
  const titleId = `app-${destination.key}-title`;
  return (
    <article className={styles.app} aria-labelledby={titleId}>
      <div className={styles.appHeader}>
        <AppLogo destination={destination.key} />
        <div className={styles.stacked}>
          <h3 id={titleId} className={styles.appTitle}>
            {destination.name}
          </h3>
          <span className={styles.muted}>{destination.category}</span>
        </div>
      </div>
      <p className={styles.appSummary}>{destination.summary}</p>
      <div className={styles.appActions}>
        {status && <Badge tone="success">{status}</Badge>}
        {children}
      </div>
    </article>
  );
}

function SegmentCard() {
  const destination = DESTINATIONS.segment;
  const count = useAppSelector((state) => selectIntegrationsOf(state, destination.key)).length;
  const atLimit = destination.limit !== undefined && count >= destination.limit;
  return (
    <AppCard destination={destination} status={count > 0 ? `${count} connected` : undefined}>
      {atLimit ? (
        <span className={styles.muted}>Limit of {destination.limit} reached</span>
      ) : (
        <ButtonLink to="segment/add" variant="primary" size="sm">
          Connect Segment
        </ButtonLink>
      )}
      {count > 0 && (
        <ButtonLink to="segment" size="sm">
          Manage Segment
        </ButtonLink>
      )}
    </AppCard>
  );
}

function TwilioCard() {
  const destination = DESTINATIONS.twilio;
  const { connected } = useAppSelector(selectSmsAccount);
  return (
    <AppCard destination={destination} status={connected ? 'Connected' : undefined}>
      {connected ? (
        <ButtonLink to="twilio" size="sm">
          Manage Twilio
        </ButtonLink>
      ) : (
        <ButtonLink to="twilio/add" variant="primary" size="sm">
          Connect Twilio
        </ButtonLink>
      )}
    </AppCard>
  );
}
