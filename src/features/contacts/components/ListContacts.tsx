import { useMemo } from 'react';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ContactsTable } from './ContactsTable';

/** A list's members on its detail page: search, select, remove from the list, delete one (`contact/:contactId/delete` under the page). */
export function ListContacts({ listId, listName }: { listId: string; listName: string }) {
  const scope = useMemo(() => ({ kind: 'list' as const, listId }), [listId]);
  return (
    <ContactsTable
      scope={scope}
      label={`Contacts in ${listName}`}
      listName={listName}
      emptyState={<EmptyState title="This list has no contacts yet">Add contacts to it from All Contacts, or import a CSV into it.</EmptyState>}
    />
  );
}
