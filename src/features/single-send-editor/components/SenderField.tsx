import { Link } from 'react-router-dom';
import { selectAllSenders, selectSendersLoaded } from '@/features/senders/selectors';
import { sendersRequested } from '@/features/senders/slice';
import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { Select } from '@/shared/ui/Select';
import styles from './SettingsPanel.module.css';

interface Props {
  value: string;
  error?: string;
  createPath: string;
  onChange(senderId: string): void;
}

/** The From sender: a verified one of the account's senders, or a new one made without leaving. */
export function SenderField({ value, error, createPath, onChange }: Props) {
  useLoadOnce(useAppSelector(selectSendersLoaded), sendersRequested);
  const senders = useAppSelector(selectAllSenders);
  const usable = senders.filter((sender) => sender.verified || sender.id === value);
  const unverified = senders.length - usable.length;
  return (
    <div className={styles.section}>
      <Select
        label="Sender"
        name="sender"
        required
        placeholder="Select a sender"
        value={value}
        options={usable.map((sender) => ({ value: sender.id, label: `${sender.nickname} (${sender.fromEmail})` }))}
        error={error}
        hint={unverified > 0 ? `${unverified} unverified ${unverified === 1 ? 'sender is' : 'senders are'} not listed until verified.` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Link to={createPath}>Create a new sender</Link>
    </div>
  );
}
