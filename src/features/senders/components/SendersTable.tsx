import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { isInFlight } from '@/shared/request-state/request-state';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Icon } from '@/shared/ui/Icon';
import { Table } from '@/shared/ui/Table';
import { selectSenderResendRequest } from '../selectors';
import { verificationResendRequested } from '../slice';
import type { Sender } from '../types';
import styles from './SendersTable.module.css';

const nicknameId = (sender: Sender) => `sender-${sender.id}-nickname`;

const streetLine = (sender: Sender) => [sender.address, sender.address2].filter(Boolean).join(', ');
const placeLine = (sender: Sender) =>
  [sender.city, [sender.state, sender.zip].filter(Boolean).join(' '), sender.country].filter(Boolean).join(', ');

export function SendersTable({ senders }: { senders: Sender[] }) {
  return (
    <Table<Sender>
      caption="Senders"
      layout="fixed"
      rows={senders}
      rowKey={(sender) => sender.id}
      columns={[
        {
          key: 'nickname',
          header: 'Nickname',
          width: '14%',
          render: (sender) => (
            <span className={styles.nickname}>
              <span id={nicknameId(sender)}>{sender.nickname}</span>
              {sender.locked && (
                <Badge tone="neutral">
                  <Icon name="lock" /> Locked
                </Badge>
              )}
            </span>
          ),
        },
        {
          key: 'from',
          header: 'From',
          width: '20%',
          render: (sender) => (
            <span className={styles.stacked}>
              <span>{sender.fromName}</span>
              <span className={styles.muted}>{sender.fromEmail}</span>
            </span>
          ),
        },
        { key: 'reply', header: 'Reply To', render: (sender) => sender.replyEmail },
        {
          key: 'address',
          header: 'Address',
          width: '20%',
          render: (sender) => (
            <span className={styles.stacked}>
              <span>{streetLine(sender)}</span>
              <span className={styles.muted}>{placeLine(sender)}</span>
            </span>
          ),
        },
        {
          key: 'status',
          header: 'Status',
          width: '7.5rem',
          render: (sender) =>
            sender.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Unverified</Badge>,
        },
        { key: 'actions', header: 'Actions', width: '12rem', render: (sender) => <SenderActions sender={sender} /> },
      ]}
    />
  );
}

function SenderActions({ sender }: { sender: Sender }) {
  const dispatch = useAppDispatch();
  const resend = useAppSelector((state) => selectSenderResendRequest(state, sender.id));
  const describedBy = nicknameId(sender);

  return (
    <div className={styles.actions}>
      {!sender.verified && (
        <Button
          size="sm"
          aria-describedby={describedBy}
          loading={isInFlight(resend)}
          onClick={() => dispatch(verificationResendRequested({ id: sender.id }))}
        >
          Resend verification
        </Button>
      )}
      {sender.locked ? (
        <span className={styles.muted}>In use by an active campaign, so it cannot be edited or deleted</span>
      ) : (
        <>
          <ButtonLink size="sm" variant="tertiary" to={`${sender.id}/edit`} aria-describedby={describedBy}>
            Edit
          </ButtonLink>
          <ButtonLink size="sm" variant="tertiary" to={`${sender.id}/delete`} aria-describedby={describedBy}>
            Delete
          </ButtonLink>
        </>
      )}
    </div>
  );
}
