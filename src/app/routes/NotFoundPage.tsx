import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="We could not find that page"
        action={
          <ButtonLink to="/" variant="primary">
            Go to the home page
          </ButtonLink>
        }
      >
        The address may be mistyped, or the page may have moved.
      </EmptyState>
    </>
  );
}
