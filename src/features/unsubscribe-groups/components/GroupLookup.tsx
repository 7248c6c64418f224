import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { errorOf } from '@/shared/request-state/request-state';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Spinner } from '@/shared/ui/Spinner';
import { selectGroupById, selectGroupsComplete, selectGroupsRequest } from '../selectors';
import { groupsRequested } from '../slice';
import type { UnsubscribeGroup } from '../types';
import { useGroupsLoaded } from './use-groups-loaded';

interface Props {
  id: string;
  /** How to get back to the list from this screen. */
  listPath: string;
  /** Rendered once the group is known to exist. */
  children(group: UnsubscribeGroup): ReactNode;
}

/** Waits for the groups, then shows `children`, a not-found message, or the load failure with a retry. */
export function GroupLookup({ id, listPath, children }: Props) {
  const dispatch = useAppDispatch();
  useGroupsLoaded();
  const complete = useAppSelector(selectGroupsComplete);
  const group = useAppSelector((state) => selectGroupById(state, id));
  const loadError = errorOf(useAppSelector(selectGroupsRequest));

  if (group) return <>{children(group)}</>;
  if (!complete && loadError) {
    return (
      <EmptyState
        title="We could not load this unsubscribe group"
        action={<Button onClick={() => dispatch(groupsRequested({ load: 'all' }))}>Try again</Button>}
      >
        {loadError.message}
      </EmptyState>
    );
  }
  if (!complete) return <Spinner label="Loading unsubscribe group" />;
  return (
    <EmptyState title="Unsubscribe group not found" action={<ButtonLink to={listPath}>Back to unsubscribe groups</ButtonLink>}>
      This unsubscribe group does not exist or was deleted.
    </EmptyState>
  );
}
