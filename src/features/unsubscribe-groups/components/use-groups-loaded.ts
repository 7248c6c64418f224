import { useAppSelector } from '@/shared/store/hooks';
import { useLoadOnce } from '@/shared/store/use-load-once';
import { selectGroupsComplete } from '../selectors';
import { groupsRequested } from '../slice';

/**
 * Loads every group page not loaded yet when a screen needs them: forms and group screens need every
 * group, since names must be unique and the limits count every group.
 */
export function useGroupsLoaded(): void {
  const complete = useAppSelector(selectGroupsComplete);
  useLoadOnce(complete, () => groupsRequested({ load: 'all' }));
}
