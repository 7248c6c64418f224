import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectRunById, selectRunFetchRequest } from '../email-testing-selectors';
import { runUnwatched, runWatched } from '../email-testing-slice';

/** The run a results screen shows, followed until its results are all in (or the screen closes). */
export function useWatchedRun(id: string) {
  const dispatch = useAppDispatch();
  const run = useAppSelector((state) => selectRunById(state, id));
  const request = useAppSelector((state) => selectRunFetchRequest(state, id));

  useEffect(() => {
    dispatch(runWatched({ id }));
    return () => void dispatch(runUnwatched({ id }));
  }, [dispatch, id]);

  return { run, request, retry: () => dispatch(runWatched({ id })) };
}
