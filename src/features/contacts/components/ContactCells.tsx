import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import { formatDate } from '@/shared/format/display-format';
import type { DataTableColumn } from '@/shared/ui/data-table/types';
import styles from './ContactsTable.module.css';
import { listCountText } from './list-count-text';

interface ColumnLinks {
  /** The contact's profile (absolute: another feature's screen). */
  profile(id: string): string;
  /** The contact's delete dialog, relative to the page. */
  delete(id: string): string;
}

const text = (value: string | null | undefined) => value || <span className={styles.muted}>—</span>;

const ListNames = lazy(() => import('./ListNames').then((module) => ({ default: module.ListNames })));

/** The lists' names once they are read, their number until then. */
const listsText = (contact: ContactDto) => {
  const ids = contact.list_ids ?? [];
  if (ids.length === 0) return text(null);
  return (
    <Suspense fallback={listCountText(ids.length)}>
      <ListNames ids={ids} />
    </Suspense>
  );
};

/** The contacts table's columns: the contact opens its profile; the last column deletes it. */
export const contactColumns = (links: ColumnLinks): DataTableColumn<ContactDto>[] => [
  {
    id: 'email',
    header: 'Email',
    width: 'minmax(16rem, 2fr)',
    interactive: true,
    cell: (contact, { tabIndex }) => (
      <Link className={styles.link} to={links.profile(contact.id)} tabIndex={tabIndex}>
        {contact.email || contactDisplayName(contact)}
      </Link>
    ),
  },
  { id: 'first-name', header: 'First name', cell: (contact) => text(contact.first_name) },
  { id: 'last-name', header: 'Last name', cell: (contact) => text(contact.last_name) },
  { id: 'phone', header: 'Phone', width: 'minmax(9rem, 1fr)', cell: (contact) => text(contact.phone_number) },
  { id: 'created', header: 'Created', width: '8rem', cell: (contact) => formatDate(contact.created_at) },
  { id: 'updated', header: 'Updated', width: '8rem', cell: (contact) => formatDate(contact.updated_at) },
  { id: 'lists', header: 'Lists', width: 'minmax(8rem, 1fr)', cell: (contact) => listsText(contact) },
  {
    id: 'actions',
    header: 'Actions',
    width: '6rem',
    interactive: true,
    cell: (contact, { tabIndex }) => (
      <Link to={links.delete(contact.id)} tabIndex={tabIndex} aria-label={`Delete ${contactDisplayName(contact)}`}>
        Delete
      </Link>
    ),
  },
];
