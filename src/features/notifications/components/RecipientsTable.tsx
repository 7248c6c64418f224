import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Table } from '@/shared/ui/Table';
import type { Recipient } from '../types';
import styles from './Notifications.module.css';

const emailId = (recipient: Recipient) => `recipient-${recipient.id}-email`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const added = (recipient: Recipient) => {
  const date = new Date(recipient.created);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

export function RecipientsTable({ recipients }: { recipients: Recipient[] }) {
  return (
    <Table<Recipient>
      caption="Notification recipients"
      layout="fixed"
      rows={recipients}
      rowKey={(recipient) => recipient.id}
      columns={[
        {
          key: 'email',
          header: 'Email',
          render: (recipient) => (
            <span id={emailId(recipient)} className={styles.email}>
              {recipient.email}
            </span>
          ),
        },
        { key: 'added', header: 'Added', width: '10rem', render: (recipient) => <span className={styles.muted}>{added(recipient)}</span> },
        {
          key: 'actions',
          header: 'Actions',
          width: '7rem',
          render: (recipient) => (
            <ButtonLink size="sm" variant="tertiary" to={`${recipient.id}/delete`} aria-describedby={emailId(recipient)}>
              Delete
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}
