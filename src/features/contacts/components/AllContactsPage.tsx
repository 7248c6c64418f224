import { useId, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { selectContactCounts } from '@/shared/account/account-selectors';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { useExportAction } from '@/shared/audience/export-action';
import { useAppSelector } from '@/shared/store/hooks';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { DELETE_ALL_CONTACTS_PHRASE } from '@/shared/ui/confirm-phrases';
import { ContactCounts } from './ContactCounts';
import { ContactsTable } from './ContactsTable';
import styles from './AllContactsPage.module.css';

const ALL = { kind: 'all' } as const;

/**
 * /contacts and /contacts/all: the counts, every contact, and (on /contacts) the lists section the
 * composition gives. The contact-limit warning and the upgrade ask are the shell's banner, above every
 * contacts page. Dialog routes (delete one, delete all) render in the outlet.
 */
export function AllContactsPage({ lists }: { lists?: ReactNode }) {
  const to = useAudiencePath();
  const Export = useExportAction();
  const tableHeading = useId();
  const counts = useAppSelector(selectContactCounts);
  const hasContacts = (counts?.contactCount ?? 0) > 0;

  const empty = (
    <EmptyState
      title="You have no contacts yet"
      action={
        <div className={styles.emptyActions}>
          <ButtonLink variant="primary" to={to('new')}>
            Add Contacts
          </ButtonLink>
          <ButtonLink to={to('import')}>Import CSV</ButtonLink>
        </div>
      }
    >
      Add contacts one by one or import them from a CSV file.
    </EmptyState>
  );

  return (
    <>
      <PageHeader
        title={lists ? 'Contacts' : 'All Contacts'}
        actions={
          <>
            {Export && hasContacts && <Export target={ALL} />}
            {hasContacts && (
              <ButtonLink variant="danger" to="delete-all">
                {DELETE_ALL_CONTACTS_PHRASE}
              </ButtonLink>
            )}
          </>
        }
      />
      <ContactCounts />
      {lists && <div className={styles.section}>{lists}</div>}
      <section className={lists ? styles.section : undefined} aria-labelledby={tableHeading}>
        <h2 id={tableHeading} className={styles.sectionTitle}>
          All contacts
        </h2>
        <ContactsTable scope={ALL} label="All contacts" emptyState={empty} />
      </section>
      <Outlet />
    </>
  );
}
