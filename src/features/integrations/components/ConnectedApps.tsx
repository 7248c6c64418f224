import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf } from '@/shared/request-state/request-state';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { InlineAlert } from '@/shared/ui/InlineAlert';
import { ListContent } from '@/shared/ui/ListContent';
import { Table } from '@/shared/ui/Table';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';
import { selectAllIntegrations, selectIntegrationRequest, selectSmsAccount, selectSmsRequest } from '../selectors';
import { integrationsRequested, smsCredentialsRequested } from '../slice';
import { DESTINATIONS, REGION_LABELS, findDestination, type DestinationKey, type Integration } from '../types';
import { AppLogo } from './AppLogo';
import styles from './Integrations.module.css';

interface Row {
  id: string;
  destination: DestinationKey;
  name: string;
  details: string;
  status: { tone: 'success' | 'warning'; text: string };
  /** Links relative to /integrations. */
  edit: { to: string; label: string };
  remove: { to: string; label: string };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The integrations that exist, with the Twilio account when one is connected: loading, loaded or failed. */
export function ConnectedApps() {
  const dispatch = useAppDispatch();
  const integrations = useAppSelector(selectAllIntegrations);
  const listRequest = useAppSelector((state) => selectIntegrationRequest(state, 'list'));
  const sms = useAppSelector(selectSmsAccount);
  const smsError = errorOf(useAppSelector((state) => selectSmsRequest(state, 'credentials')));
  const skeleton = <TableSkeleton rows={2} columns={5} />;

  const retry = () => {
    dispatch(integrationsRequested());
    dispatch(smsCredentialsRequested());
  };

  return (
    <ListContent
      request={listRequest}
      empty={integrations.length === 0}
      placeholder={skeleton}
      errorTitle="We could not load your connected apps"
      onRetry={retry}
    >
      {smsError && (
        <InlineAlert tone="warning" title="We could not check your Twilio connection">
          {smsError.message}{' '}
          <Button size="sm" onClick={() => dispatch(smsCredentialsRequested())}>
            Try again
          </Button>
        </InlineAlert>
      )}
      {!sms.known && !smsError ? skeleton : <ConnectedAppsTable rows={connectedRows(integrations, sms)} />}
    </ListContent>
  );
}

function connectedRows(integrations: Integration[], sms: ReturnType<typeof selectSmsAccount>): Row[] {
  const rows: Row[] = integrations.map((integration) => {
    const destination = findDestination(integration.destination)?.key ?? 'segment';
    return {
      id: integration.id,
      destination,
      name: integration.label,
      details: `${plural(integration.events.length, 'event')} · ${REGION_LABELS[integration.region]} region`,
      status: { tone: 'success', text: 'Forwarding' },
      edit: { to: `${integration.id}/edit`, label: 'Edit' },
      remove: { to: `${integration.id}/delete`, label: 'Delete' },
    };
  });
  if (sms.connected) {
    rows.push({
      id: 'twilio',
      destination: 'twilio',
      name: 'Twilio account',
      details: sms.sid,
      status: sms.verified ? { tone: 'success', text: 'Verified' } : { tone: 'warning', text: 'Unverified' },
      edit: { to: 'twilio', label: 'Manage' },
      remove: { to: 'twilio/disconnectTwilio', label: 'Disconnect' },
    });
  }
  return rows;
}

function ConnectedAppsTable({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return <EmptyState title="No connected apps yet">Connect Segment or Twilio above and it shows up here.</EmptyState>;
  }
  return (
    <Table<Row>
      caption="Connected apps"
      layout="fixed"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'app',
          header: 'App',
          width: '11rem',
          render: (row) => (
            <span className={styles.appHeader}>
              <AppLogo destination={row.destination} />
              <span>{DESTINATIONS[row.destination].name}</span>
            </span>
          ),
        },
        {
          key: 'name',
          header: 'Name',
          render: (row) => (
            <span id={`connected-${row.id}-name`} className={styles.strong}>
              {row.name}
            </span>
          ),
        },
        {
          key: 'details',
          header: 'Details',
          render: (row) => <span className={row.destination === 'twilio' ? styles.mono : undefined}>{row.details}</span>,
        },
        {
          key: 'status',
          header: 'Status',
          width: '8rem',
          render: (row) => <Badge tone={row.status.tone}>{row.status.text}</Badge>,
        },
        {
          key: 'actions',
          header: 'Actions',
          width: '11rem',
          render: (row) => (
            <div className={styles.actions}>
              <ButtonLink size="sm" variant="tertiary" to={row.edit.to} aria-describedby={`connected-${row.id}-name`}>
                {row.edit.label}
              </ButtonLink>
              <ButtonLink size="sm" variant="tertiary" to={row.remove.to} aria-describedby={`connected-${row.id}-name`}>
                {row.remove.label}
              </ButtonLink>
            </div>
          ),
        },
      ]}
    />
  );
}
