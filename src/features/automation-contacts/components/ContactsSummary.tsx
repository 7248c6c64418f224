import { formatNumber } from '@/shared/format/display-format';
import { errorOf } from '@/shared/request-state/request-state';
import type { AutomationContactState, AutomationContactsSummaryDto, AutomationMessageDto } from '@/shared/sending/automation';
import { Card } from '@/shared/ui/Card';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Table } from '@/shared/ui/Table';
import type { AutomationContactsState } from '../slice';
import { CONTACT_STATE_LABELS, emailLabel } from '../types';
import styles from './AutomationContacts.module.css';

const STATES = Object.keys(CONTACT_STATE_LABELS) as AutomationContactState[];

interface Props {
  summary: AutomationContactsState['summary'];
  /** The automation's messages in timeline order. */
  messages: AutomationMessageDto[];
}

type MessageRow = AutomationContactsSummaryDto['by_message'][number] & { label: string };

/** How many contacts are in each state, and per email how many wait for it and got it. */
export function ContactsSummary({ summary, messages }: Props) {
  const value = summary.value;
  const error = errorOf(summary.request);
  if (!value) return <Card title="Summary">{error ? <p>{error.message}</p> : <Skeleton lines={2} />}</Card>;
  const byNumber = new Map(value.by_message.map((row) => [row.number, row]));
  const rows: MessageRow[] = messages.map((message) => ({ number: message.number, waiting: 0, sent: 0, ...byNumber.get(message.number), label: emailLabel(message) }));
  return (
    <Card title="Summary">
      <dl className={styles.states}>
        <div className={styles.state}>
          <dt>All contacts</dt>
          <dd>{formatNumber(value.total)}</dd>
        </div>
        {STATES.map((state) => (
          <div key={state} className={styles.state}>
            <dt>{CONTACT_STATE_LABELS[state]}</dt>
            <dd>{formatNumber(value.by_state[state] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 && (
        <Table<MessageRow>
          caption="Contacts per email"
          captionVisible
          rows={rows}
          rowKey={(row) => String(row.number)}
          columns={[
            { key: 'email', header: 'Email', render: (row) => row.label },
            { key: 'waiting', header: 'Waiting for it', align: 'right', render: (row) => formatNumber(row.waiting) },
            { key: 'sent', header: 'Sent', align: 'right', render: (row) => formatNumber(row.sent) },
          ]}
        />
      )}
    </Card>
  );
}
