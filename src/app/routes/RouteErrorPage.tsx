import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageHeader } from '@/shared/ui/PageHeader';
import { NotFoundPage } from './NotFoundPage';

/** The exception page: whatever a screen threw, the user gets a way back instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <>
      <PageHeader title="Something went wrong" />
      <EmptyState
        title="This page ran into a problem"
        action={
          <ButtonLink to="/" variant="primary">
            Go to the home page
          </ButtonLink>
        }
      >
        Reload the page to try again. If it keeps happening, contact Support.
      </EmptyState>
    </>
  );
}
