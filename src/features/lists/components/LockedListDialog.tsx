import { Link } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import type { List, ListUsage, ListUser } from '../types';
import styles from './Lists.module.css';

interface Props {
  list: List;
  usage: ListUsage;
  onClose(): void;
}

/**
 * The locked-list delete screen: a list that a segment is built on (or, once they exist, that a scheduled
 * or live single send or automation sends to) cannot be deleted; it says which ones, instead of a delete button.
 */
export function LockedListDialog({ list, usage, onClose }: Props) {
  const to = useAudiencePath();
  return (
    <Modal open title={`${list.name} can't be deleted`} onClose={onClose} size="sm" footer={<Button onClick={onClose}>Close</Button>}>
      <p>This list is in use. Change or delete what uses it first, then delete the list.</p>
      <Users heading="Segments built on this list" users={usage.segments} href={(segment) => to(`segments/${segment.id}`)} />
      <Users heading="Single sends sending to this list" users={usage.singleSends} />
      <Users heading="Automations sending to this list" users={usage.automations} />
    </Modal>
  );
}

function Users({ heading, users, href }: { heading: string; users: readonly ListUser[]; href?(user: ListUser): string }) {
  if (users.length === 0) return null;
  return (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      <ul className={styles.users}>
        {users.map((user) => (
          <li key={user.id}>{href ? <Link to={href(user)}>{user.name}</Link> : user.name}</li>
        ))}
      </ul>
    </section>
  );
}
