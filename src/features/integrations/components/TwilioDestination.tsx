import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Spinner } from '@/shared/ui/Spinner';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { selectMessagingServices, selectSmsAccount, selectSmsRequest } from '../selectors';
import { messagingServicesRequested, smsCredentialsRequested } from '../slice';
import { DESTINATIONS } from '../types';
import styles from './Integrations.module.css';
import { MessagingServicesTable } from './MessagingServicesTable';

/** /integrations/twilio: the connected Twilio account and its messaging services, or an invitation to connect. */
export function TwilioDestination() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectSmsAccount);
  const request = useAppSelector((state) => selectSmsRequest(state, 'credentials'));

  useEffect(() => {
    dispatch(smsCredentialsRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader
        title="Twilio SMS"
        breadcrumb={[{ label: 'Integrations', to: '..' }]}
        description={DESTINATIONS.twilio.summary}
        actions={
          account.connected ? (
            <>
              <ButtonLink to="disconnectTwilio" variant="tertiary">
                Disconnect
              </ButtonLink>
              <ButtonLink to="add">Change credentials</ButtonLink>
            </>
          ) : undefined
        }
      />
      <ListContent
        request={request}
        empty={!account.connected}
        placeholder={<Spinner label="Loading your Twilio connection" />}
        errorTitle="We could not load your Twilio connection"
        onRetry={() => dispatch(smsCredentialsRequested())}
        staleTitle="This connection may be out of date"
        emptyState={
          <EmptyState
            title="Connect your Twilio account"
            action={
              <ButtonLink to="add" variant="primary">
                Connect Twilio
              </ButtonLink>
            }
          >
            Use your Twilio Account SID and Auth Token. Your messaging services then show up here, ready for SMS sends.
          </EmptyState>
        }
      >
        <div className={styles.cards}>
          <Card title="Twilio account">
            <dl className={styles.details}>
              <dt>Account SID</dt>
              <dd className={styles.mono}>{account.sid}</dd>
              <dt>Status</dt>
              <dd>{account.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Unverified</Badge>}</dd>
              <dt>Auth Token</dt>
              <dd className={styles.muted}>Saved securely. It is never shown again; use Change credentials to replace it.</dd>
            </dl>
            {!account.verified && (
              <InlineAlert tone="warning" title="Twilio did not accept these credentials">
                SMS cannot be sent until the account is verified. Check the Auth Token in your Twilio Console and change
                the credentials here.
              </InlineAlert>
            )}
          </Card>
          <MessagingServices />
        </div>
      </ListContent>
    </>
  );
}

function MessagingServices() {
  const dispatch = useAppDispatch();
  const services = useAppSelector(selectMessagingServices);
  const request = useAppSelector((state) => selectSmsRequest(state, 'services'));

  // Fetched once per connected account (a successful connect fetches them already; another account puts the
  // request back to Ready); a failure waits for a retry.
  useEffect(() => {
    if (request.status === 'Ready') dispatch(messagingServicesRequested());
  }, [dispatch, request.status]);

  return (
    <Card title="Messaging services">
      <ListContent
        request={request}
        empty={services.length === 0}
        placeholder={<TableSkeleton rows={2} columns={4} />}
        errorTitle="We could not load your messaging services"
        onRetry={() => dispatch(messagingServicesRequested())}
        emptyState={
          <p className={styles.sectionIntro}>This Twilio account has no messaging services yet. Create one in the Twilio Console.</p>
        }
      >
        <MessagingServicesTable services={services} />
      </ListContent>
    </Card>
  );
}
