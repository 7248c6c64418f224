import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectListNameById, selectListNamesRequest } from '../selectors';
import { listNamesRequested } from '../slice';

/** Every list's name by id, read again each time a screen that names lists opens (lists change elsewhere). */
export function useListNames() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listNamesRequested());
  }, [dispatch]);
  return { names: useAppSelector(selectListNameById), request: useAppSelector(selectListNamesRequest) };
}
