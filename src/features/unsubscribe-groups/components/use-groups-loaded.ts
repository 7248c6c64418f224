import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { selectGroupsComplete, selectGroupsLoaded } from '../selectors';
import { groupsRequested } from '../slice';

/**
 * Loads the groups when a screen needs them and nobody has yet. Forms and group screens ask for every
 * page (`all`): names must be unique and the limits count every group.
 */
export function useGroupsLoaded({ all = false }: { all?: boolean } = {}): void {
  const loaded = useAppSelector(selectGroupsLoaded);
  const complete = useAppSelector(selectGroupsComplete);
  useLoadOnce(all ? complete : loaded, () => groupsRequested({ load: all ? 'all' : 'first' }));
}
