import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectListById, selectListRequest } from '../selectors';
import { listRequested } from '../slice';

/** The list a screen is opened on: read from the server on arrival (fresh name and count), held meanwhile if the pages have it. */
export function useList(id: string) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectListById(state, id));
  const request = useAppSelector((state) => selectListRequest(state, id));
  useEffect(() => {
    dispatch(listRequested({ id }));
  }, [dispatch, id]);
  return { list, request };
}
