import { useAudiencePath } from '@/shared/audience/audience-path';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';

/** A profile whose contact does not exist (a wrong link, or it was deleted). */
export function ContactNotFound() {
  const to = useAudiencePath();
  return (
    <>
      <PageHeader title="Contact not found" breadcrumb={[{ label: 'All Contacts', to: to('all') }]} />
      <EmptyState
        title="This contact does not exist"
        action={
          <ButtonLink to={to('all')} variant="primary">
            Back to All Contacts
          </ButtonLink>
        }
      >
        <p>It may have been deleted, or the link is wrong.</p>
      </EmptyState>
    </>
  );
}
