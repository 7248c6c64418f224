import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useAreaPath } from './use-area-path';

/** A creation path with a value the spec does not name. */
export function NotFoundNotice() {
  const to = useAreaPath();
  return (
    <EmptyState title="This page does not exist" action={<ButtonLink to={to('new')}>Create a Single Send</ButtonLink>}>
      The address names no way of creating a single send.
    </EmptyState>
  );
}
