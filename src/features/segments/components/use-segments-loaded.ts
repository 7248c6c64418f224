import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { listNamesRequested, segmentsRequested } from '../slice';

/** Loads the segments (every visit: other tabs and refreshes change counts) and the names of their parent lists. */
export function useSegmentsLoaded(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(segmentsRequested());
    dispatch(listNamesRequested());
  }, [dispatch]);
}
