import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { listNameKey } from '../list-name-rules';
import { selectAllLists } from '../selectors';
import { listsEnsured } from '../slice';

/**
 * Every list of the account is read (at most 1,000), so the form can say a name is taken as it is typed;
 * the names of all but `exceptId`, as the rules compare them.
 */
export function useTakenListNames(exceptId?: string): ReadonlySet<string> {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectAllLists);
  useEffect(() => {
    dispatch(listsEnsured());
  }, [dispatch]);
  return useMemo(() => new Set(lists.filter((list) => list.id !== exceptId).map((list) => listNameKey(list.name))), [lists, exceptId]);
}
