import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Table } from '@/shared/ui/Table';
import { REGION_LABELS, eventLabel, type Integration } from '../types';
import styles from './Integrations.module.css';

const labelId = (integration: Integration) => `integration-${integration.id}-label`;

/** Only the end of a write key is shown in lists; the edit form has it whole. */
const maskedKey = (key: string) => (key.length > 4 ? `••••${key.slice(-4)}` : key);

export function SegmentIntegrationsTable({ integrations }: { integrations: Integration[] }) {
  return (
    <Table<Integration>
      caption="Segment integrations"
      layout="fixed"
      rows={integrations}
      rowKey={(integration) => integration.id}
      columns={[
        {
          key: 'label',
          header: 'Label',
          width: '22%',
          render: (integration) => (
            <span id={labelId(integration)} className={styles.strong}>
              {integration.label}
            </span>
          ),
        },
        {
          key: 'events',
          header: 'Events',
          render: (integration) => integration.events.map(eventLabel).join(', '),
        },
        { key: 'region', header: 'Region', width: '6rem', render: (integration) => REGION_LABELS[integration.region] },
        {
          key: 'key',
          header: 'Write Key',
          width: '8rem',
          render: (integration) => <span className={styles.mono}>{maskedKey(integration.writeKey)}</span>,
        },
        {
          key: 'actions',
          header: 'Actions',
          width: '10rem',
          render: (integration) => (
            <div className={styles.actions}>
              <ButtonLink size="sm" variant="tertiary" to={`${integration.id}/edit`} aria-describedby={labelId(integration)}>
                Edit
              </ButtonLink>
              <ButtonLink size="sm" variant="tertiary" to={`${integration.id}/delete`} aria-describedby={labelId(integration)}>
                Delete
              </ButtonLink>
            </div>
          ),
        },
      ]}
    />
  );
}
