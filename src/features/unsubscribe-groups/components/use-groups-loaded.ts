import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectGroupsComplete, selectGroupsLoaded } from '../selectors';
import { groupsRequested } from '../slice';

/**
 * Loads the groups when a screen needs them and nobody has yet. Forms and group screens ask for every
 * page (`all`): names must be unique and the limits count every group.
 */
export function useGroupsLoaded({ all = false }: { all?: boolean } = {}): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectGroupsLoaded);
  const complete = useAppSelector(selectGroupsComplete);
  useEffect(() => {
    if (all ? !complete : !loaded) dispatch(groupsRequested({ load: all ? 'all' : 'first' }));
    // Once per screen: a failure shows its retry instead of looping.
  }, [dispatch]); // eslint-disable-line react-hooks/exhaustive-deps
}
