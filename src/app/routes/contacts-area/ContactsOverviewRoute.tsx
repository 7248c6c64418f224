import { lazy, Suspense } from 'react';
import { AllContactsPage } from '@/features/contacts/components/AllContactsPage';
import { TableSkeleton } from '@/shared/ui/TableSkeleton';

const ListsIndex = lazy(() => import('@/features/lists/components/ListsIndex').then((module) => ({ default: module.ListsIndex })));

/** /contacts: every contact, with the account's lists beside them. */
export function ContactsOverviewRoute() {
  return (
    <AllContactsPage
      lists={
        <Suspense fallback={<TableSkeleton rows={4} columns={2} />}>
          <ListsIndex />
        </Suspense>
      }
    />
  );
}
