import type { ReactNode } from 'react';
import { useAudiencePath } from '@/shared/audience/audience-path';
import { errorOf, type RequestState } from '@/shared/request-state/request-state';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Spinner } from '@/shared/ui/Spinner';
import type { List } from '../types';

interface Props {
  list: List | undefined;
  /** The list's own read. */
  request: RequestState;
  children(list: List): ReactNode;
}

/** A screen about one list: the list once known, else a spinner while it is read, or why it cannot be shown. */
export function ListUnavailable({ list, request, children }: Props) {
  const to = useAudiencePath();
  if (list) return <>{children(list)}</>;
  const error = errorOf(request);
  if (!error) return <Spinner label="Loading the list" />;
  return (
    <EmptyState
      title={error.status === 404 ? 'This list does not exist' : 'We could not load this list'}
      action={<ButtonLink to={to()}>Back to contacts</ButtonLink>}
    >
      {error.status === 404 ? 'It may have been deleted, perhaps in another tab.' : error.message}
    </EmptyState>
  );
}
