import { lazy, Suspense } from 'react';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';

const ListContacts = lazy(() => import('@/features/contacts/components/ListContacts').then((module) => ({ default: module.ListContacts })));

/** A list's contacts (the contacts feature's table) in the list's detail page (the lists feature's). */
export function ListContactsSlot({ list }: { list: { id: string; name: string } }) {
  return (
    <Suspense fallback={<TableSkeleton rows={8} columns={5} />}>
      <ListContacts listId={list.id} listName={list.name} />
    </Suspense>
  );
}
