import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { contactDisplayName, type ContactDto } from '@/shared/audience/contact';
import { formatDate } from '@/shared/format/display-format';
import { Button } from '@/shared/ui/Button';
import { LazyDataTable } from '@/shared/ui/data-table/LazyDataTable';
import type { DataTableColumn } from '@/shared/ui/data-table/types';
import { EmptyState } from '@/shared/ui/EmptyState';

/** The segment's sample in the virtual table: each contact's profile, and why it is in the segment. */
export function SampleTable({ sample, onExplain }: { sample: readonly ContactDto[]; onExplain?(contact: ContactDto): void }) {
  const to = useAudiencePath();
  const columns = useMemo<DataTableColumn<ContactDto>[]>(
    () => [
      {
        id: 'contact',
        header: 'Contact',
        width: 'minmax(12rem, 2fr)',
        interactive: true,
        cell: (contact, { tabIndex }) => (
          <Link to={to(`profile/${encodeURIComponent(contact.id)}`)} tabIndex={tabIndex}>
            {contactDisplayName(contact)}
          </Link>
        ),
      },
      { id: 'email', header: 'Email', width: 'minmax(14rem, 2fr)', cell: (contact) => contact.email ?? '' },
      { id: 'added', header: 'Date added', cell: (contact) => formatDate(contact.created_at) },
      ...(onExplain
        ? [
            {
              id: 'why',
              header: 'Why is it here?',
              width: '10rem',
              interactive: true,
              cell: (contact: ContactDto, { tabIndex }: { tabIndex: 0 | -1 }) => (
                <Button size="sm" variant="tertiary" tabIndex={tabIndex} aria-label={`Why is ${contactDisplayName(contact)} in this segment?`} onClick={() => onExplain(contact)}>
                  Why?
                </Button>
              ),
            },
          ]
        : []),
    ],
    [to, onExplain],
  );
  return (
    <LazyDataTable<ContactDto>
      label="Sample of contacts in this segment"
      columns={columns}
      rowCount={sample.length}
      getRow={(index) => sample[index]}
      getRowId={(contact) => contact.id}
      height="24rem"
      emptyState={<EmptyState title="No contacts in the sample">The segment matched no contacts when its sample was last updated.</EmptyState>}
    />
  );
}
