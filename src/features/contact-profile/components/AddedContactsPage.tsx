import { Link } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { useAppSelector } from '@/shared/store/hooks';
import { Badge } from '@/shared/ui/Badge';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { selectAddedContacts } from '../selectors';
import type { AddedContact } from '../types';
import styles from './ContactProfilePage.module.css';

const STATUS: Record<AddedContact['status'], { label: string; tone: 'info' | 'success' | 'danger' }> = {
  processing: { label: 'Processing', tone: 'info' },
  added: { label: 'Added', tone: 'success' },
  failed: { label: 'Not added', tone: 'danger' },
};

/**
 * new/contacts: the contacts added this session and where each one is: processing until its job ends
 * (they then appear in All Contacts), then added, with a link to its profile, or not added.
 */
export function AddedContactsPage() {
  const to = useAudiencePath();
  const added = useAppSelector(selectAddedContacts);
  const actions = (
    <>
      <ButtonLink to={to('all')} variant="secondary">
        View All Contacts
      </ButtonLink>
      <ButtonLink to={to('new')} variant="primary">
        Add Another Contact
      </ButtonLink>
    </>
  );
  return (
    <>
      <PageHeader title="Contacts Added" breadcrumb={[{ label: 'All Contacts', to: to('all') }]} actions={actions} />
      {added.length === 0 ? (
        <EmptyState title="No contacts added yet">
          <p>Contacts you add show here while they are processed.</p>
        </EmptyState>
      ) : (
        <>
          <p>New contacts are processed in the background; they appear in All Contacts within a few seconds.</p>
          <ul className={styles.lists} aria-label="Contacts added" aria-live="polite">
            {added.map((contact) => (
              <li key={contact.jobId}>
                {contact.contactId ? <Link to={to(`profile/${contact.contactId}`)}>{contact.label}</Link> : <span>{contact.label}</span>}
                <Badge tone={STATUS[contact.status].tone}>{STATUS[contact.status].label}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
